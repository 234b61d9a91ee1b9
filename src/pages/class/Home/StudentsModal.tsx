import { useEffectCall, useT } from '@/utils/hooks';
import { Button, message, Modal, Popconfirm, Spin, Transfer } from 'antd';
import { useEffect, useState } from 'react';
import { ROLE } from '@/constants';
import type { ClassRow } from '@/services/class';
import type { UserRow } from '@/services/user';
import type { Page } from '@/services/page';
import classModel from '@/stores/class';
import userModel from '@/stores/user';
import LoadError from '@/components/LoadError';


/** Every student account fits one transfer. */
const ALL_STUDENTS = 500;

/** Chooses the class's students among the student accounts (POST maintain). */
export default function StudentsModal({
  row,
  onClose,
  onSaved,
  onRemoved,
}: {
  row: ClassRow;
  onClose: () => void;
  onSaved: () => void;
  /** The class after a batch removal (saved at once, the modal stays open). */
  onRemoved: (saved: ClassRow) => void;
}) {
  const t = useT();
  const call = useEffectCall();
  const [students, setStudents] = useState<UserRow[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [chosen, setChosen] = useState<string[]>(row.studentIds);
  const [saving, setSaving] = useState(false);
  /** The class students ticked on the right: the ones a batch removal takes out. */
  const [ticked, setTicked] = useState<string[]>([]);
  const [removing, setRemoving] = useState(false);
  const inClass = new Set(row.studentIds);
  const removable = ticked.filter((id) => inClass.has(id));

  useEffect(() => {
    setFailed(false);
    call<Page<UserRow> | undefined>('user/fetchList', { userType: ROLE.student, current: 1, size: ALL_STUDENTS }).then(
      (page) => {
        setStudents(page?.records ?? []);
        setFailed(!page);
      },
    );
  }, [call, attempt]);

  const save = async () => {
    setSaving(true);
    const saved = await call<ClassRow | undefined>('class/maintain', { id: row.id, studentIds: chosen });
    setSaving(false);
    if (saved) onSaved();
  };

  /** Takes the ticked students out of the class at once (deleteClass), keeping the other unsaved choices. */
  const removeTicked = async () => {
    setRemoving(true);
    const saved = await call<ClassRow | undefined>('class/removeStudents', { id: row.id, studentIds: removable });
    setRemoving(false);
    if (!saved) return;
    message.success(t('teaching.class.students.removed', { n: removable.length }));
    setChosen((keys) => keys.filter((id) => !removable.includes(id)));
    setTicked([]);
    onRemoved(saved);
  };

  return (
    <Modal
      open
      width={760}
      title={t('teaching.class.students.title', { name: row.className })}
      onCancel={onClose}
      maskClosable={false}
      footer={[
        <Popconfirm
          key="remove"
          title={t('teaching.class.students.remove.confirm', { n: removable.length, name: row.className })}
          onConfirm={removeTicked}
          disabled={!removable.length}
        >
          <Button danger loading={removing} disabled={!removable.length || saving} style={{ float: 'left' }}>
            {t('teaching.class.students.remove', { n: removable.length })}
          </Button>
        </Popconfirm>,
        <Button key="cancel" onClick={onClose}>
          {t('teaching.common.cancel')}
        </Button>,
        <Button key="save" type="primary" loading={saving} disabled={!students || failed} onClick={save}>
          {t('teaching.common.save')}
        </Button>,
      ]}
    >
      {failed && <LoadError onRetry={() => setAttempt((n) => n + 1)} />}
      <Spin spinning={!students}>
        <Transfer
          rowKey={(s) => s.id}
          dataSource={students ?? []}
          targetKeys={chosen}
          onChange={(keys) => setChosen(keys as string[])}
          selectedKeys={ticked}
          onSelectChange={(source, target) => setTicked([...(source as string[]), ...(target as string[])])}
          titles={[t('teaching.class.students.available'), t('teaching.class.students.chosen')]}
          showSearch
          filterOption={(input, s) =>
            s.userName.includes(input) || s.userCode.toLowerCase().includes(input.toLowerCase())
          }
          render={(s) => `${s.userName}（${s.userCode}）`}
          listStyle={{ width: 330, height: 360 }}
          locale={{
            searchPlaceholder: t('teaching.class.students.search'),
            notFoundContent: t('teaching.common.empty'),
          }}
        />
      </Spin>
    </Modal>
  );
}
