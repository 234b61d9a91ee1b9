import { useRequest } from 'ahooks';
import { useT } from '@/utils/hooks';
import { Button, message, Modal, Popconfirm, Spin, Transfer } from 'antd';
import { useState } from 'react';
import { ROLE } from '@/domain/codes';
import type { ClassRow } from '@/services/class';
import { display, idText, text } from '@/utils/format';
import classModel from '@/stores/class';
import userModel from '@/stores/user';
import LoadError from '@/components/LoadError';
import { useModel } from '@/utils/model';

/** Every student account fits one transfer. */
const ALL_STUDENTS = 500;

/** A class whose id and students the answer gave: only such a class can have its students chosen. */
export type ClassStudents = { id: string; className?: string; studentIds: string[] };

/**
 * The class as the modal edits it, or null when its id or its student list is absent: saving a
 * choice made without the class's students would take them all out.
 */
export function classStudents(row: ClassRow): ClassStudents | null {
  const id = idText(row.id);
  if (!id || !row.studentIds) return null;
  return { id, className: row.className, studentIds: row.studentIds.map(String) };
}

/** Chooses the class's students among the student accounts (POST maintain). */
export default function StudentsModal({
  row,
  onClose,
  onSaved,
  onRemoved,
}: {
  row: ClassStudents;
  onClose: () => void;
  onSaved: () => void;
  /** The class after a batch removal (saved at once, the modal stays open). */
  onRemoved: (saved: ClassStudents) => void;
}) {
  const t = useT();
  const classes = useModel(classModel);
  const users = useModel(userModel);
  const studentList = useRequest(() => users.fetchList({ userType: ROLE.student, current: 1, size: ALL_STUDENTS }));
  const failed = !studentList.loading && studentList.data === undefined;
  const students = studentList.data?.records ?? (failed ? [] : null);
  const [chosen, setChosen] = useState<string[]>(row.studentIds);
  const [saving, setSaving] = useState(false);
  /** The class students ticked on the right: the ones a batch removal takes out. */
  const [ticked, setTicked] = useState<string[]>([]);
  const [removing, setRemoving] = useState(false);
  const inClass = new Set(row.studentIds);
  const removable = ticked.filter((id) => inClass.has(id));

  const save = async () => {
    setSaving(true);
    const saved = await classes.maintain({ id: row.id, studentIds: chosen });
    setSaving(false);
    if (saved) onSaved();
  };

  /** Takes the ticked students out of the class at once (deleteClass), keeping the other unsaved choices. */
  const removeTicked = async () => {
    setRemoving(true);
    const saved = await classes.removeStudents({ id: row.id, studentIds: removable });
    setRemoving(false);
    if (!saved) return;
    message.success(t('teaching.class.students.removed', { n: removable.length }));
    setChosen((keys) => keys.filter((id) => !removable.includes(id)));
    setTicked([]);
    // The answer may carry no class: the class is what it was, less the students taken out.
    onRemoved({ ...row, studentIds: row.studentIds.filter((id) => !removable.includes(id)) });
  };

  return (
    <Modal
      open
      width={760}
      title={t('teaching.class.students.title', { name: display(row.className) })}
      onCancel={onClose}
      mask={{ closable: false }}
      footer={[
        <Popconfirm
          key="remove"
          title={t('teaching.class.students.remove.confirm', { n: removable.length, name: display(row.className) })}
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
      {failed && <LoadError onRetry={studentList.refresh} />}
      <Spin spinning={!students}>
        <Transfer
          rowKey={(s) => text(s.id)}
          // An account without its id cannot be put in a class.
          dataSource={(students ?? []).filter((s) => idText(s.id))}
          targetKeys={chosen}
          onChange={(keys) => setChosen(keys as string[])}
          selectedKeys={ticked}
          onSelectChange={(source, target) => setTicked([...(source as string[]), ...(target as string[])])}
          titles={[t('teaching.class.students.available'), t('teaching.class.students.chosen')]}
          showSearch
          filterOption={(input, s) =>
            text(s.userName).includes(input) || text(s.userCode).toLowerCase().includes(input.toLowerCase())
          }
          render={(s) => `${display(s.userName)}（${display(s.userCode)}）`}
          styles={{ section: { width: 330, height: 360 } }}
          locale={{
            searchPlaceholder: t('teaching.class.students.search'),
            notFoundContent: t('teaching.common.empty'),
          }}
        />
      </Spin>
    </Modal>
  );
}
