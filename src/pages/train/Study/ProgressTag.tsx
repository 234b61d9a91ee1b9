import { useIntl } from '@umijs/max';
import { Tag } from 'antd';

/** The state of a section or chapter by its progress: done, in progress, not started. */
export default function ProgressTag({ progress }: { progress: number }) {
  const intl = useIntl();
  if (progress >= 100) return <Tag color="success">{intl.formatMessage({ id: 'train.study.finished' })}</Tag>;
  if (progress > 0) return <Tag color="processing">{intl.formatMessage({ id: 'train.study.inProgress' })}</Tag>;
  return <Tag>{intl.formatMessage({ id: 'train.study.notStarted' })}</Tag>;
}
