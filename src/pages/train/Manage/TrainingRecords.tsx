import { trainingStateKey } from '@/domain/codes';
import { useIntl } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Modal, Table, Tag } from 'antd';
import trainManageModel, { type TrainRecordRow } from '@/stores/trainManage';
import { display, formatNumber, formatTime } from '@/utils/format';
import { useModel } from '@/utils/model';
import { LoadedView } from '@/features/training/States';
import { flag } from '@/utils/flag';

type T = (id: string, values?: Record<string, string>) => string;

/** The teacher's training record: every training with its class, state, rounds settled and teams. */
export default function TrainingRecords({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const t: T = (id, values) => intl.formatMessage({ id }, values);
  return (
    <Modal
      open={open}
      width={900}
      title={t('train.manage.record.title')}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      <Records t={t} />
    </Modal>
  );
}

/** The record, asked each time the dialog opens (the dialog mounts its content then). */
function Records({ t }: { t: T }) {
  const trainings = useModel(trainManageModel);
  const records = useRequest(() => trainings.fetchRecord());
  return (
    <LoadedView loaded={records} isEmpty={(rows) => !rows.length} empty={t('train.manage.record.empty')}>
      {(rows) => (
        <Table<TrainRecordRow>
          size="small"
          rowKey="id"
          dataSource={rows}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          columns={[
            { title: t('train.manage.col.trainName'), dataIndex: 'trainName', ellipsis: true },
            {
              title: t('train.manage.col.className'),
              dataIndex: 'className',
              ellipsis: true,
              width: 140,
              render: (_, row) => display(row.className),
            },
            {
              title: t('train.manage.col.state'),
              dataIndex: 'state',
              width: 90,
              render: (_, row) => <Tag>{t(`train.shared.state.${trainingStateKey(row.state)}`)}</Tag>,
            },
            {
              title: t('train.manage.record.settled'),
              key: 'settled',
              width: 110,
              render: (_, row) =>
                t('train.manage.col.rounds.value', {
                  curr: formatNumber(row.settledRound),
                  total: formatNumber(row.roundNumber),
                }),
            },
            {
              title: t('train.manage.record.teams'),
              dataIndex: 'teamCount',
              width: 80,
              render: (_, row) => formatNumber(row.teamCount),
            },
            {
              title: t('train.manage.col.isOpen'),
              dataIndex: 'isOpen',
              width: 90,
              render: (_, row) => (flag(row.isOpen) ? t('train.manage.open.yes') : t('train.manage.open.no')),
            },
            {
              title: t('train.manage.col.createTime'),
              dataIndex: 'createTime',
              width: 170,
              render: (_, row) => formatTime(row.createTime),
            },
          ]}
        />
      )}
    </LoadedView>
  );
}
