import { Alert, Button, Col, Row, Skeleton } from 'antd';
import type { RoundStatements as Statements } from '@/features/analysis/queries';
import { useT } from '@/utils/hooks';
import StatementTable from '../components/StatementTable';
import { statementRows } from '../labels';

/** A team's balance sheet and income statement at the round, once opened (fetched then, and kept). */
export default function RoundStatements({
  statements,
  name,
  onRetry,
}: {
  statements: Statements | null | undefined;
  name: string;
  onRetry: () => void;
}) {
  const t = useT();
  if (statements === undefined) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (statements === null)
    return (
      <Alert
        type="error"
        showIcon
        title={t('analysis.debrief.statementsFailed')}
        action={
          <Button size="small" onClick={onRetry}>
            {t('app.retry')}
          </Button>
        }
      />
    );
  return (
    <Row gutter={16}>
      <Col xs={24} xl={12}>
        <StatementTable
          code={1}
          rows={statementRows(1, statements.balance)}
          loading={false}
          exportName={`${name}-${t('analysis.table.1')}`}
        />
      </Col>
      <Col xs={24} xl={12}>
        <StatementTable
          code={3}
          rows={statementRows(3, statements.income)}
          loading={false}
          exportName={`${name}-${t('analysis.table.3')}`}
        />
      </Col>
    </Row>
  );
}
