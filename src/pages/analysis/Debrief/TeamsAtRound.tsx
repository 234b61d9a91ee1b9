import DownOutlined from '@ant-design/icons/DownOutlined';
import RightOutlined from '@ant-design/icons/RightOutlined';
import { Button, Pagination, Tag, Typography } from 'antd';
import { memo, useCallback, useState } from 'react';
import type { DebriefEvent, TeamAtRound } from '@/features/analysis/debrief';
import { display, formatNumber, idText } from '@/utils/format';
import { useT } from '@/utils/hooks';
import tableStyles from '../components/LightTable.less';
import { useLightTableLook } from '../components/LightTable';
import styles from './index.less';
import { FIGURES, figureUnit, type TeamLine } from './view';

/** An event's key: its id, or what it is when the answer sends none. */
const eventKey = (e: DebriefEvent) =>
  idText(e.id) ?? [e.round, e.type, e.name, idText(e.teamId), e.market].map((part) => part ?? '').join('|');

/** A team's orders won and the special events of the round, under its row. */
function RoundDetail({ cell }: { cell: TeamAtRound }) {
  const t = useT();
  return (
    <div>
      {cell.ordersWon === null ? (
        <Typography.Text type="secondary">{t('analysis.debrief.ordersUnknown')}</Typography.Text>
      ) : cell.orders.length ? (
        <ul style={{ margin: 0, paddingInlineStart: 20 }}>
          {cell.orders.map((o) => (
            <li key={o.key}>
              {t('analysis.debrief.order', {
                count: formatNumber(o.count),
                product: display(o.productName),
                market: display(o.marketName),
                quantity: formatNumber(o.quantity),
                price: formatNumber(o.unitPrice),
                total: formatNumber(o.totalPrice),
              })}
            </li>
          ))}
        </ul>
      ) : (
        <Typography.Text type="secondary">{t('analysis.debrief.noOrders')}</Typography.Text>
      )}
      {cell.events.length > 0 && (
        <div style={{ marginTop: 4 }}>
          {cell.events.map((e) => (
            <Tag key={eventKey(e)} color="error">
              {t('analysis.debrief.event', { name: display(e.name), target: e.marketName || e.teamName || '' })}
            </Tag>
          ))}
        </div>
      )}
    </div>
  );
}

const RIGHT = { textAlign: 'right' } as const;

/** A team's toggle and name: the same on every round, so a step does not draw them again. */
const TeamCells = memo(function TeamCells({
  teamId,
  teamName,
  shown,
  compared,
  open,
  onShow,
  onToggle,
}: {
  teamId: string;
  teamName: string;
  shown: boolean;
  compared: boolean;
  open: boolean;
  onShow: (teamId: string) => void;
  onToggle: (teamId: string) => void;
}) {
  const t = useT();
  return (
    <>
      <td className={styles.toggle}>
        <Button
          type="text"
          size="small"
          icon={open ? <DownOutlined /> : <RightOutlined />}
          aria-expanded={open}
          aria-label={t('analysis.debrief.details')}
          onClick={() => onToggle(teamId)}
        />
      </td>
      <td>
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => onShow(teamId)}>
          {teamName}
          {shown && (
            <Tag color="blue" style={{ marginInlineStart: 6 }}>
              {t('analysis.debrief.shown')}
            </Tag>
          )}
          {compared && (
            <Tag color="purple" style={{ marginInlineStart: 6 }}>
              {t('analysis.debrief.compared')}
            </Tag>
          )}
        </Button>
      </td>
    </>
  );
});

interface RowProps {
  line: TeamLine;
  shown: boolean;
  compared: boolean;
  open: boolean;
  onShow: (teamId: string) => void;
  onToggle: (teamId: string) => void;
}

/**
 * One team's row at the round (and, opened, its detail row). Drawn again on a step only when one of
 * its figures reads differently (or its orders, when opened): a step then touches only the cells
 * that change instead of fifty rows.
 */
const TeamRow = memo(function TeamRow({ line, open, ...marks }: RowProps) {
  return (
    <>
      <tr>
        <TeamCells teamId={line.teamId} teamName={line.teamName} open={open} {...marks} />
        {line.figures.map((text, i) => (
          <td key={FIGURES[i]} style={RIGHT}>
            {text}
          </td>
        ))}
      </tr>
      {open && (
        <tr>
          <td />
          <td colSpan={FIGURES.length + 1}>
            <RoundDetail cell={line.cell} />
          </td>
        </tr>
      )}
    </>
  );
}, sameRow);

function sameRow(prev: RowProps, next: RowProps): boolean {
  return (
    prev.open === next.open &&
    prev.shown === next.shown &&
    prev.compared === next.compared &&
    prev.onShow === next.onShow &&
    prev.onToggle === next.onToggle &&
    prev.line.teamId === next.line.teamId &&
    prev.line.teamName === next.line.teamName &&
    prev.line.figures.every((text, i) => text === next.line.figures[i]) &&
    (!next.open || prev.line.cell === next.line.cell)
  );
}

/**
 * Teams on one page of the table, and the sizes a teacher may choose. A step draws every figure of
 * the page again (most change), and the browser lays out and paints each of them: a page of twenty
 * made a step of the slider a quarter slower than a page of ten, the app's other tables' page.
 */
export const TEAMS_PER_PAGE = 10;
const PAGE_SIZES = [10, 20, 50];

/** The table's page (from 1) that holds the team, else the first: teams keep their order at every round. */
function pageOf(lines: TeamLine[], teamId?: string): number {
  const at = lines.findIndex((line) => line.teamId === teamId);
  return at < 0 ? 1 : Math.floor(at / TEAMS_PER_PAGE) + 1;
}

/**
 * The table's pager, for a class larger than the first page size (kept at a larger size that holds
 * every team, to choose a smaller one again): the same on every round, so a step does not draw it again.
 */
const TeamPager = memo(function TeamPager({
  page,
  size,
  count,
  onPage,
}: {
  page: number;
  size: number;
  count: number;
  onPage: (page: number, size: number) => void;
}) {
  const t = useT();
  return (
    <Pagination
      size="small"
      align="end"
      className={tableStyles.pager}
      current={page}
      pageSize={size}
      total={count}
      onChange={onPage}
      showSizeChanger
      pageSizeOptions={PAGE_SIZES}
      showTotal={(total) => t('analysis.debrief.teamCount', { total })}
    />
  );
});

/**
 * Every team at the round: the figures of FIGURES (formatted once for every round, see
 * `roundTables`), the orders won and the round's events under a row opened. The team's name
 * selects it (the team shown below); the shown and compared teams are marked. A table of our own:
 * antd's Table drew all its cells through contexts on each step of the slider. A large class is
 * paged; the table opens on the page of the team shown.
 */
function TeamsAtRound({
  lines,
  shown,
  compared,
  onShow,
}: {
  lines: TeamLine[];
  shown?: string;
  compared?: string;
  onShow: (teamId: string) => void;
}) {
  const t = useT();
  const look = useLightTableLook();
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set());
  const [{ page, size }, setPaging] = useState(() => ({ page: pageOf(lines, shown), size: TEAMS_PER_PAGE }));
  // A new page size keeps the first team shown on the page, where antd keeps the page's number.
  const turn = useCallback(
    (nextPage: number, nextSize: number) =>
      setPaging((now) => ({
        page: nextSize === now.size ? nextPage : Math.floor(((now.page - 1) * now.size) / nextSize) + 1,
        size: nextSize,
      })),
    [],
  );
  const first = (page - 1) * size;
  const toggle = useCallback(
    (teamId: string) =>
      setOpened((now) => {
        const next = new Set(now);
        if (!next.delete(teamId)) next.add(teamId);
        return next;
      }),
    [],
  );
  return (
    <div style={look} data-testid="debrief-teams">
      <div className={`${tableStyles.scroll} ${styles.teams}`}>
        <table className={tableStyles.table}>
          <thead>
            <tr>
              <th scope="col" className={styles.toggle}>
                <span className={styles.hidden}>{t('analysis.debrief.details')}</span>
              </th>
              <th scope="col" className={styles.team}>
                {t('analysis.team')}
              </th>
              {FIGURES.map((figure) => (
                <th key={figure} scope="col" style={RIGHT}>
                  {t(`analysis.debrief.figure.${figure}`)}
                  {/* The unit wraps whole onto a line of its own when the column is narrow. */}
                  <span className={styles.unit}>{figureUnit(t, figure)}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {lines.slice(first, first + size).map((line) => (
              <TeamRow
                key={line.teamId}
                line={line}
                shown={line.teamId === shown}
                compared={line.teamId === compared}
                open={opened.has(line.teamId)}
                onShow={onShow}
                onToggle={toggle}
              />
            ))}
          </tbody>
        </table>
      </div>
      {lines.length > TEAMS_PER_PAGE && <TeamPager page={page} size={size} count={lines.length} onPage={turn} />}
    </div>
  );
}

export default memo(TeamsAtRound);
