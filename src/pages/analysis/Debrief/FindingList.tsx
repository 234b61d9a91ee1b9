import BulbOutlined from '@ant-design/icons/BulbOutlined';
import { Button, Empty, theme } from 'antd';
import { type CSSProperties, memo, useCallback, useMemo, useRef } from 'react';
import { type Finding, type FindingTarget, MAX_FINDINGS } from '@/features/analysis/findings';
import { findingSentence } from '@/features/analysis/findingText';
import { useT } from '@/utils/hooks';
import styles from './index.less';

export { findingSentence };

type Translate = ReturnType<typeof useT>;

/** The text of a link to a chart (or to the statements). */
export const chartLinkText = (t: Translate, figure: FindingTarget) =>
  figure === 'statements'
    ? t('analysis.debrief.toStatements')
    : t('analysis.debrief.toChart', { chart: t(`analysis.debrief.chart.${figure}`) });

/** Whether two findings read the same (each step computes them anew). */
function sameFinding(a?: Finding, b?: Finding): boolean {
  if (!a || !b) return a === b;
  const keys = Object.keys(a.values);
  return (
    a.kind === b.kind &&
    a.figure === b.figure &&
    a.index === b.index &&
    keys.length === Object.keys(b.values).length &&
    keys.every((k) => a.values[k] === b.values[k])
  );
}

/** The link to a finding's chart: drawn again only when it names another chart. */
const ChartLink = memo(function ChartLink({ figure, onClick }: { figure?: FindingTarget; onClick: () => void }) {
  const t = useT();
  return (
    <Button size="small" type="link" onClick={onClick}>
      {figure && chartLinkText(t, figure)}
    </Button>
  );
});

/** One row: a finding's sentence and the link to its chart; without a finding, an empty row kept hidden. */
const FindingRow = memo(
  function FindingRow({ finding, onChart }: { finding?: Finding; onChart: (finding: Finding) => void }) {
    const t = useT();
    const latest = useRef(finding);
    latest.current = finding;
    const open = useCallback(() => latest.current && onChart(latest.current), [onChart]);
    return (
      <li hidden={!finding}>
        <span>
          <BulbOutlined className={styles.findingIcon} />
          {finding && findingSentence(t, finding)}
        </span>
        <ChartLink figure={finding?.figure} onClick={open} />
      </li>
    );
  },
  (prev, next) => prev.onChart === next.onChart && sameFinding(prev.finding, next.finding),
);

/** A row for each finding a team may have at a round. */
const SLOTS = Array.from({ length: MAX_FINDINGS }, (_, i) => i);

/**
 * The findings of a team at the round, each a sentence with a link to its chart at its round. Their
 * number changes from round to round: the rows and the empty state stay mounted, the unused hidden,
 * so a step of the slider changes text instead of mounting rows and their antd Buttons.
 */
function FindingList({ findings, onChart }: { findings: Finding[]; onChart: (finding: Finding) => void }) {
  const t = useT();
  const { token } = theme.useToken();
  // The same element on every step: the empty state is not drawn again when the list is.
  const none = useMemo(
    () => <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('analysis.debrief.noFindings')} />,
    [t],
  );
  const look = {
    '--finding-split': token.colorSplit,
    '--finding-padding': `${token.paddingXS}px ${token.padding}px`,
    '--finding-gap': `${token.marginXXL}px`,
    '--finding-icon': token.colorWarning,
  } as CSSProperties;
  return (
    <div style={look}>
      <div hidden={findings.length > 0}>{none}</div>
      <ul className={styles.findings} hidden={!findings.length}>
        {SLOTS.map((slot) => (
          <FindingRow key={slot} finding={findings[slot]} onChart={onChart} />
        ))}
      </ul>
    </div>
  );
}

export default memo(
  FindingList,
  (prev, next) =>
    prev.onChart === next.onChart &&
    prev.findings.length === next.findings.length &&
    prev.findings.every((f, i) => sameFinding(f, next.findings[i])),
);
