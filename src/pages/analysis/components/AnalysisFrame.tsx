import { useT } from '@/utils/hooks';
import Screen from '@/components/Screen';
import { Card, Empty, Skeleton, Space } from 'antd';
import { type ReactNode, useEffect } from 'react';
import BackButton from '@/components/BackButton';
import { type TrainingRef, useTraining } from '../hooks';
import { TrainingPicker } from './Pickers';
import LoadError from '@/components/LoadError';
import analysisModel from '@/stores/analysis';
import { useModel } from '@/utils/model';

/**
 * The frame of every analysis screen: the title, the back action and the training (from the `qs`
 * page parameter at once, else the user's first). `children` gets the training and the picker,
 * which the screen puts in its toolbar (see Toolbar). The model is reset when the training changes.
 */
export default function AnalysisFrame({
  title,
  children,
}: {
  title: string;
  children: (training: TrainingRef, picker: ReactNode) => ReactNode;
}) {
  const t = useT();
  const { reset } = useModel(analysisModel);
  const { trainId, training, trainings, loading, failed, refresh } = useTraining();
  useEffect(() => {
    reset();
  }, [trainId, reset]);

  const picker = <TrainingPicker trainings={trainings} trainId={trainId} />;
  let body: ReactNode;
  if (training) body = children(training, picker);
  else if (failed) body = <LoadError onRetry={refresh} />;
  else if (loading) body = <Skeleton active paragraph={{ rows: 8 }} />;
  else
    body = (
      <>
        {trainings.length > 0 && <Toolbar>{picker}</Toolbar>}
        <Empty description={t('analysis.training.none')} />
      </>
    );

  return (
    <Screen title={title} extra={<BackButton />}>
      {body}
    </Screen>
  );
}

/** The row of pickers and actions above a screen's content. */
export function Toolbar({ children }: { children: ReactNode }) {
  return (
    <Card size="small" style={{ marginBottom: 16 }}>
      <Space wrap size={[24, 12]}>
        {children}
      </Space>
    </Card>
  );
}
