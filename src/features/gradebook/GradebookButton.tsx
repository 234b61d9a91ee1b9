import { DownloadOutlined } from '@ant-design/icons';
import { Button, Space, Typography, message } from 'antd';
import { useState } from 'react';
import { accessOf } from '@/access';
import { exportWorkbook } from '@/features/files/exportFile';
import { useCurrentUser, useT } from '@/utils/hooks';
import { type GradebookScope, loadGradebook } from './queries';
import { PART_NAMES, gradebookFileName, gradebookSheets, missingParts } from './workbook';

/**
 * 导出成绩册: one workbook of a class in a training (students, class summaries, teacher ratings,
 * evaluation weights), for teachers. Without a scope it stays disabled and says why. A part whose
 * call failed still leaves the others exported: the message and the sheet itself name what is missing.
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
  const [exporting, setExporting] = useState(false);
  // Ratings and other students' data are refused to students: the gradebook is a teacher's.
  if (!accessOf(userInfo).canTeach) return null;

  const run = async (chosen: GradebookScope) => {
    setExporting(true);
    try {
      const load = await loadGradebook(chosen);
      if (load === 'training' || load === 'class') {
        message.error(t(`train.shared.gradebook.refused.${load}`));
        return;
      }
      const missing = missingParts(load.answers);
      if (missing.length === Object.keys(PART_NAMES).length) {
        message.error(t('train.shared.gradebook.failed'));
        return;
      }
      await exportWorkbook(gradebookFileName(load.trainName, load.className), gradebookSheets(load.answers));
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
    } catch {
      message.error(t('train.shared.gradebook.saveFailed'));
    } finally {
      setExporting(false);
    }
  };

  return (
    <Space>
      <Button icon={<DownloadOutlined />} loading={exporting} disabled={!scope} onClick={() => scope && run(scope)}>
        {t(exporting ? 'train.shared.gradebook.exporting' : 'train.shared.gradebook.export')}
      </Button>
      {!scope && disabledReason && <Typography.Text type="secondary">{disabledReason}</Typography.Text>}
    </Space>
  );
}
