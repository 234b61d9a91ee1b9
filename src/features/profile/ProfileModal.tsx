import { useIntl } from '@umijs/max';
import { Modal } from 'antd';
import ProfileForms from './ProfileForms';

/** The user's own username and password (spec point 2), from the header's user menu. */
export default function ProfileModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl();
  return (
    <Modal
      open={open}
      title={intl.formatMessage({ id: 'profile.title' })}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      <ProfileForms />
    </Modal>
  );
}
