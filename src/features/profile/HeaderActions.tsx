import GlobalOutlined from '@ant-design/icons/GlobalOutlined';
import LogoutOutlined from '@ant-design/icons/LogoutOutlined';
import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { getLocale, setLocale, useIntl, useModel as useUmiModel } from '@umijs/max';
import { Avatar, Button, Dropdown, Modal, Space, message } from 'antd';
import { memo, useState } from 'react';
import { MESSAGE_DURATION_S } from '@/constants';
import commonModel from '@/models/common';
import { useModel, useModelState } from '@/utils/model';
import { usePhone } from '@/utils/hooks';
import { goTo } from '@/utils/navigate';
import ProfileModal from './ProfileModal';

const LOCALES = [
  { key: 'zh-CN', label: '简体中文' },
  { key: 'en-US', label: 'English' },
];

/**
 * The header's right side: language, mock reset (mock mode only), the user menu. Memoised: it
 * draws from its own hooks, so a screen change does not render it again.
 */
function HeaderActions() {
  const intl = useIntl();
  const f = (id: string) => intl.formatMessage({ id });
  const session = useModel(commonModel);
  const { refresh } = useUmiModel('@@initialState');
  const userInfo = useModelState(commonModel, (s) => s.userInfo);
  const [profileOpen, setProfileOpen] = useState(false);
  const mock = (window as any).__sworldMock as { reset(): void } | undefined;
  // On a phone the header keeps icons only: the title and the round need its width.
  const phone = usePhone();

  const logout = async () => {
    await session.logout();
    await refresh();
    goTo('/login', true);
  };
  const resetMock = () =>
    Modal.confirm({
      title: f('app.mockReset'),
      content: f('app.mockReset.confirm'),
      onOk: async () => {
        mock?.reset();
        message.success(f('app.mockReset.done'), MESSAGE_DURATION_S);
        await session.logout();
        await refresh();
        goTo('/login', true);
      },
    });

  return (
    <Space size={phone ? 'small' : 'middle'}>
      {mock && (
        <Button size="small" icon={<ReloadOutlined />} onClick={resetMock} aria-label={f('app.mockReset')}>
          {!phone && f('app.mockReset')}
        </Button>
      )}
      <Dropdown
        menu={{
          selectedKeys: [getLocale()],
          items: LOCALES,
          onClick: ({ key }) => setLocale(key, true),
        }}
      >
        <Button type="text" size="small" icon={<GlobalOutlined />} aria-label={f('header.language')} />
      </Dropdown>
      <Dropdown
        menu={{
          items: [
            { key: 'profile', icon: <UserOutlined />, label: f('header.profile') },
            { type: 'divider' },
            { key: 'logout', icon: <LogoutOutlined />, label: f('header.logout') },
          ],
          onClick: ({ key }) => (key === 'logout' ? logout() : setProfileOpen(true)),
        }}
      >
        <Button type="text" data-testid="user-menu" aria-label={phone ? userInfo.userName : undefined}>
          <Space>
            <Avatar size="small" src={userInfo.headImg || undefined} icon={<UserOutlined />} />
            {!phone && <span>{userInfo.userName}</span>}
          </Space>
        </Button>
      </Dropdown>
      <ProfileModal open={profileOpen} onClose={() => setProfileOpen(false)} />
    </Space>
  );
}

export default memo(HeaderActions);
