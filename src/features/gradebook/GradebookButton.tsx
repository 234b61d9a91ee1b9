import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { Alert, Button, Descriptions, Flex, Form, Input, Modal, Space, Spin, Typography, message } from 'antd';
import { useRef, useState } from 'react';
import { accessOf } from '@/access';
import { saveXlsx } from '@/features/files/exportFile';
import { formatInSchoolZone } from '@/utils/time';
import { useCurrentUser, useT } from '@/utils/hooks';
import { type GradeRow, gradeRows } from './grades';
import {
  type GradebookLoad,
  type GradebookScope,
  type TypedTitle,
  lastTitle,
  loadGradebook,
  rememberTitle,
} from './queries';
import { PART_NAMES, gradebookBytes, gradebookFileName, missingParts } from './workbook';

const COURSE_MAX = 50;
const TERM_MAX = 30;

/** The students whose total lacks a part (or who have no total), in student-number order. */
const incomplete = (load: GradebookLoad): GradeRow[] =>
  gradeRows(load.answers.scores ?? [], load.answers.weights).filter((r) => r.missing.length || r.total === undefined);

/** The warning before export: who has a total without some part, and what the file does about it. */
function MissingWarning({ rows }: { rows: GradeRow[] }) {
  const t = useT();
  if (!rows.length) return null;
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="gradebook-missing"
      title={t('train.shared.gradebook.missing.title', { count: rows.length })}
      description={
        <>
          <Typography.Paragraph style={{ marginBottom: 8 }}>
            {t('train.shared.gradebook.missing.text')}
          </Typography.Paragraph>
          <ul style={{ maxHeight: 160, overflowY: 'auto', margin: 0, paddingInlineStart: 20 }}>
            {rows.map((row) => {
              const values = { name: row.score.studentName ?? '', number: row.number };
              return (
                <li key={row.number}>
                  {row.missing.length
                    ? t('train.shared.gradebook.missing.item', {
                        ...values,
                        parts: row.missing
                          .map((c) => t(`train.shared.gradebook.component.${c}`))
                          .join(t('train.shared.gradebook.partSeparator')),
                      })
                    : t('train.shared.gradebook.missing.total', values)}
                </li>
              );
            })}
          </ul>
        </>
      }
    />
  );
}

/**
 * The dialog's body, drawn anew at each opening so that it starts from the last title typed: the
 * course and term (checked), the training, class and teacher, the warning, and its buttons.
 */
function ExportForm({
  load,
  saving,
  onCancel,
  onExport,
}: {
  load?: GradebookLoad;
  saving: boolean;
  onCancel: () => void;
  onExport: (title: TypedTitle) => void;
}) {
  const t = useT();
  const { userInfo } = useCurrentUser();
  const [form] = Form.useForm<TypedTitle>();
  const rules = (key: string, max: number) => [
    { required: true, whitespace: true, message: t(`train.shared.gradebook.${key}.required`) },
    { max, message: t('train.shared.gradebook.tooLong', { max }) },
  ];
  const submit = (typed: TypedTitle) => onExport({ course: typed.course.trim(), term: typed.term.trim() });
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Typography.Text type="secondary">{t('train.shared.gradebook.dialog.hint')}</Typography.Text>
      <Form<TypedTitle> form={form} labelCol={{ flex: '88px' }} initialValues={lastTitle()} onFinish={submit}>
        <Form.Item name="course" label={t('train.shared.gradebook.course')} rules={rules('course', COURSE_MAX)}>
          <Input placeholder={t('train.shared.gradebook.course.placeholder')} />
        </Form.Item>
        <Form.Item name="term" label={t('train.shared.gradebook.term')} rules={rules('term', TERM_MAX)}>
          <Input placeholder={t('train.shared.gradebook.term.placeholder')} />
        </Form.Item>
      </Form>
      {load ? (
        <>
          <Descriptions
            size="small"
            column={1}
            items={[
              { key: 'training', label: t('train.shared.gradebook.dialog.training'), children: load.trainName },
              { key: 'class', label: t('train.shared.gradebook.dialog.class'), children: load.className ?? '-' },
              {
                key: 'teacher',
                label: t('train.shared.gradebook.dialog.teacher'),
                children: userInfo.userName ?? '-',
              },
            ]}
          />
          <MissingWarning rows={incomplete(load)} />
        </>
      ) : (
        <Space>
          <Spin size="small" />
          <Typography.Text type="secondary">{t('train.shared.gradebook.dialog.loading')}</Typography.Text>
        </Space>
      )}
      <Flex justify="flex-end" gap={8}>
        <Button onClick={onCancel}>{t('train.shared.gradebook.dialog.cancel')}</Button>
        <Button type="primary" disabled={!load} loading={saving} onClick={() => form.submit()}>
          {t('train.shared.gradebook.dialog.ok')}
        </Button>
      </Flex>
    </Space>
  );
}

/**
 * 导出成绩册: one workbook of a class in a training (students, class summaries, teacher ratings,
 * evaluation weights), for teachers. A dialog asks the course and term, which no call carries, and
 * warns of totals lacking a part before anything is saved. Without a scope the button stays
 * disabled and says why. A part whose call failed still leaves the others exported: the message
 * and the sheet itself name what is missing.
 */
export default function GradebookButton({
  scope,
  disabledReason,
}: {
  /** Undefined while there is nothing to export: the button is disabled. */
  scope?: GradebookScope;
  /** Why it is disabled, shown beside it (none while the screen is still finding out). */
  disabledReason?: string;
}) {
  const t = useT();
  const { userInfo } = useCurrentUser();
  const [open, setOpen] = useState(false);
  const [load, setLoad] = useState<GradebookLoad>();
  const [saving, setSaving] = useState(false);
  // The dialog's load in flight: a closed or reopened dialog ignores an older answer.
  const loading = useRef(0);
  // Ratings and other students' data are refused to students: the gradebook is a teacher's.
  if (!accessOf(userInfo).canTeach) return null;

  const close = () => {
    loading.current += 1;
    setOpen(false);
    setLoad(undefined);
  };

  const start = async (chosen: GradebookScope) => {
    const ticket = ++loading.current;
    setLoad(undefined);
    setOpen(true);
    let answer: Awaited<ReturnType<typeof loadGradebook>>;
    try {
      answer = await loadGradebook(chosen);
    } catch {
      answer = 'training';
    }
    if (ticket !== loading.current) return;
    if (answer === 'training' || answer === 'class') {
      message.error(t(`train.shared.gradebook.refused.${answer}`));
      close();
      return;
    }
    if (missingParts(answer.answers).length === Object.keys(PART_NAMES).length) {
      message.error(t('train.shared.gradebook.failed'));
      close();
      return;
    }
    setLoad(answer);
  };

  const exportFile = async (title: TypedTitle) => {
    if (!load || saving) return;
    rememberTitle(title);
    setSaving(true);
    try {
      const bytes = await gradebookBytes(load.answers, {
        ...title,
        className: load.className,
        teacher: userInfo.userName,
        trainName: load.trainName,
        date: formatInSchoolZone(Date.now(), 'YYYY-MM-DD'),
      });
      saveXlsx(gradebookFileName(load.trainName, load.className), bytes);
      const missing = missingParts(load.answers);
      if (missing.length)
        message.warning(
          t('train.shared.gradebook.partial', {
            parts: missing
              .map((part) => t(`train.shared.gradebook.part.${part}`))
              .join(t('train.shared.gradebook.partSeparator')),
          }),
          6,
        );
      else message.success(t('train.shared.gradebook.done'));
      close();
    } catch {
      message.error(t('train.shared.gradebook.saveFailed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Space>
      <Button
        icon={<DownloadOutlined />}
        loading={open && !load}
        disabled={!scope}
        onClick={() => scope && start(scope)}
      >
        {t(open && !load ? 'train.shared.gradebook.exporting' : 'train.shared.gradebook.export')}
      </Button>
      {!scope && disabledReason && <Typography.Text type="secondary">{disabledReason}</Typography.Text>}
      <Modal
        open={open}
        title={t('train.shared.gradebook.dialog.title')}
        footer={null}
        onCancel={close}
        destroyOnHidden
        width={560}
      >
        <ExportForm load={load} saving={saving} onCancel={close} onExport={exportFile} />
      </Modal>
    </Space>
  );
}
