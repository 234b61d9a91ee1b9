import { useT } from '@/utils/hooks';
import Screen from '@/components/Screen';
import { useLocation } from '@umijs/max';
import { Alert, Card, Col, Empty, Row, Space, Spin, Table, Typography } from 'antd';
import { useState } from 'react';
import BackButton from '@/components/BackButton';
import LoadError from '@/components/LoadError';
import { showRuleValue } from '@/features/authoring/components/RuleDetailPanel';
import RuleSelect from '@/features/authoring/components/RuleSelect';
import { type CheckedRule, useRuleComparison } from '@/features/authoring/queries';
import type { RuleDetail } from '@/services/rule';
import { display } from '@/utils/format';
import { decodeQs } from '@/utils/qs';

interface Difference {
  code: string;
  name?: string;
  category?: string;
  unit?: string | null;
  a: number | string | undefined;
  b: number | string | undefined;
}

/** The values of two rules that differ, by code: a value the answer gave without its code cannot be paired. */
function differences(a: RuleDetail, b: RuleDetail): Difference[] {
  const coded = (rule: RuleDetail) =>
    (rule.rows ?? []).flatMap((r) => (r.code === undefined ? [] : [{ ...r, code: r.code }]));
  const other = new Map(coded(b).map((r) => [r.code, r]));
  const out: Difference[] = [];
  for (const row of coded(a)) {
    const match = other.get(row.code);
    if (!match || String(match.value) !== String(row.value))
      out.push({
        code: row.code,
        name: row.name,
        category: row.category,
        unit: row.unit,
        a: row.value,
        b: match?.value,
      });
    other.delete(row.code);
  }
  other.forEach((row) =>
    out.push({ code: row.code, name: row.name, category: row.category, unit: row.unit, a: undefined, b: row.value }),
  );
  return out;
}

/**
 * Rule test: checks two rules with the engine and lists every parameter in which they differ,
 * e.g. a teacher's custom rule against the preset it came from.
 */
export default function RuleListTest() {
  const t = useT();
  const qs = decodeQs(useLocation().search);
  const [ids, setIds] = useState<[string | undefined, string | undefined]>([
    qs.ruleId ? String(qs.ruleId) : undefined,
    qs.otherId ? String(qs.otherId) : undefined,
  ]);
  const { sides, loading, failed, refresh } = useRuleComparison(ids[0], ids[1]);

  const [a, b] = sides;
  const diff = a && b ? differences(a.detail, b.detail) : [];
  const picker = (index: 0 | 1) => (
    <RuleSelect
      ariaLabel={t(index === 0 ? 'authoring.ruleTest.a' : 'authoring.ruleTest.b')}
      value={ids[index]}
      autoPick={index === 0}
      onChange={(id) => setIds((current) => (index === 0 ? [id, current[1]] : [current[0], id]))}
      style={{ width: '100%' }}
    />
  );
  const result = (side: CheckedRule | undefined) =>
    side && (
      <Alert
        showIcon
        // Without `passed` the check says neither: its message is shown without a verdict.
        type={side.check.passed === undefined ? 'info' : side.check.passed ? 'success' : 'error'}
        title={display(side.detail.ruleName)}
        description={side.check.msg}
      />
    );

  return (
    <Screen title={t('authoring.ruleTest.title')} extra={<BackButton />} description={t('authoring.ruleTest.desc')}>
      <Card>
        <Row gutter={[24, 16]}>
          <Col xs={24} md={12}>
            <Space orientation="vertical" style={{ width: '100%' }}>
              <Typography.Text strong>{t('authoring.ruleTest.a')}</Typography.Text>
              {picker(0)}
              {result(a)}
            </Space>
          </Col>
          <Col xs={24} md={12}>
            <Space orientation="vertical" style={{ width: '100%' }}>
              <Typography.Text strong>{t('authoring.ruleTest.b')}</Typography.Text>
              {picker(1)}
              {result(b)}
            </Space>
          </Col>
        </Row>
      </Card>
      <Card style={{ marginTop: 16 }} title={t('authoring.ruleTest.diff')}>
        <Spin spinning={loading}>
          {failed ? (
            <LoadError onRetry={refresh} />
          ) : !a || !b ? (
            <Empty description={t('authoring.ruleTest.pickTwo')} />
          ) : (
            <Table<Difference>
              size="small"
              rowKey="code"
              dataSource={diff}
              pagination={diff.length > 20 ? { pageSize: 20 } : false}
              locale={{ emptyText: <Empty description={t('authoring.ruleTest.same')} /> }}
              columns={[
                { title: t('authoring.rule.col.category'), dataIndex: 'category', width: 110, render: display },
                { title: t('authoring.rule.col.name'), dataIndex: 'name', render: display },
                { title: display(a.detail.ruleName), dataIndex: 'a', render: showRuleValue },
                { title: display(b.detail.ruleName), dataIndex: 'b', render: showRuleValue },
                { title: t('authoring.rule.col.unit'), dataIndex: 'unit', width: 80 },
              ]}
            />
          )}
        </Spin>
      </Card>
    </Screen>
  );
}
