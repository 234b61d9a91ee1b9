import { useIntl } from '@umijs/max';
import ImportModal from '@/features/authoring/components/ImportModal';
import type { TrainRow } from '@/stores/trainManage';
import { importStudents } from '@/features/training/queries';
import type { Answer } from '@/services/contract';
import { display } from '@/utils/format';

type ImportResult = Answer<'student.importStudents'>;

/**
 * Imports a training's students from a spreadsheet (the student template), all rows or none; a
 * refusal shows the server's message and every row's problem (the shared import dialog).
 */
export default function ImportStudents({
  training,
  onClose,
  onImported,
}: {
  training: TrainRow | null;
  onClose: () => void;
  onImported: () => void;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <ImportModal<ImportResult>
      open={!!training}
      title={t('train.manage.import.title', { name: training?.trainName ?? '' })}
      template="student"
      hint={t('train.manage.import.templateHint')}
      formName="import-students"
      onImport={(file, _values, onProgress) => importStudents({ trainId: String(training!.id), file }, onProgress)}
      successText={(result) =>
        result?.imported == null
          ? t('authoring.import.accepted')
          : t('train.manage.import.done', { imported: result.imported, created: display(result.created) })
      }
      onSuccess={onImported}
      onClose={onClose}
    />
  );
}
