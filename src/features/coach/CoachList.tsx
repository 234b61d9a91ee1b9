import QuestionCircleOutlined from '@ant-design/icons/QuestionCircleOutlined';
import { Link } from '@umijs/max';
import { Empty, theme, Typography } from 'antd';
import type { FindingKind } from '@/features/analysis/findings';
import { findingSentence, formatPoints } from '@/features/analysis/findingText';
import { formatPercent } from '@/utils/format';
import { useT } from '@/utils/hooks';
import { type CoachFinding, coachLink, QUESTION_VALUES } from './coach';

type Translate = ReturnType<typeof useT>;

/** A finding's question for next round, its threshold written as the finding writes it. */
export function questionText(t: Translate, kind: FindingKind): string {
  const values = Object.fromEntries(
    Object.entries(QUESTION_VALUES[kind]).map(([name, value]) => [
      name,
      name === 'points' ? formatPoints(value) : name === 'times' ? value.toFixed(1) : formatPercent(value),
    ]),
  );
  return t(`coach.question.${kind}`, values);
}

/**
 * The coach's findings of a team at a round: each names the finding, says what was found (the
 * debrief's sentence) and what it means, asks its question for next round, and links to where the
 * user sees it under their own routes (`base`).
 */
export default function CoachList({
  findings,
  trainId,
  round,
  base,
}: {
  findings: CoachFinding[];
  trainId: string;
  /** The round of the findings, which their links open. */
  round: number | undefined;
  base: '/experiment' | '/train/home';
}) {
  const t = useT();
  const { token } = theme.useToken();
  if (!findings.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('coach.none')} />;
  return (
    <ul aria-label={t('coach.list')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {findings.map((f, i) => (
        <li
          key={f.kind}
          data-testid={`coach-${f.kind}`}
          style={{
            padding: `${token.paddingSM}px 0`,
            borderTop: i ? `1px solid ${token.colorSplit}` : undefined,
            overflowWrap: 'anywhere',
          }}
        >
          <Typography.Text strong>{t(`analysis.debrief.finding.short.${f.kind}`)}</Typography.Text>
          <Typography.Paragraph style={{ margin: `${token.marginXXS}px 0` }}>
            {findingSentence(t, f)}
          </Typography.Paragraph>
          <Typography.Paragraph type="secondary" style={{ margin: `${token.marginXXS}px 0` }}>
            {t('coach.meaningLabel')}
            {t(`coach.meaning.${f.kind}`)}
          </Typography.Paragraph>
          <Typography.Paragraph style={{ margin: `${token.marginXXS}px 0` }}>
            <QuestionCircleOutlined style={{ color: token.colorPrimary, marginInlineEnd: token.marginXXS }} />
            <Typography.Text strong>{t('coach.questionLabel')}</Typography.Text>
            {questionText(t, f.kind)}
          </Typography.Paragraph>
          {/* A link of at least 24 px each way: a finger's target on a phone. */}
          <Link
            to={coachLink(base, f.target, trainId, round)}
            style={{ display: 'inline-block', minHeight: 24, minWidth: 24, lineHeight: '24px' }}
          >
            {t(`coach.link.${f.target}`)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
