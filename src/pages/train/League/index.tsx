import CopyOutlined from '@ant-design/icons/CopyOutlined';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import FundProjectionScreenOutlined from '@ant-design/icons/FundProjectionScreenOutlined';
import { useLocation } from '@umijs/max';
import {
  Alert,
  Button,
  Empty,
  Flex,
  Select,
  Skeleton,
  Space,
  Table,
  type TableColumnsType,
  Tag,
  Typography,
  message,
} from 'antd';
import { useEffect, useMemo, useState } from 'react';
import BackButton from '@/components/BackButton';
import LoadError from '@/components/LoadError';
import Screen from '@/components/Screen';
import { MESSAGE_DURATION_S } from '@/constants';
import { changeText, exportLeague } from '@/features/league/exportLeague';
import {
  LEAGUE_PROJECTOR_PATH,
  type LeagueRow,
  NO_CLASS,
  classesOf,
  differences,
  inClass,
  leagueIds,
  leagueUrl,
  movement,
  notStarted,
  unranked,
} from '@/features/league/league';
import { useLeague } from '@/features/league/useLeague';
import { formatNumber } from '@/utils/format';
import { useT } from '@/utils/hooks';
import { appUrl, goTo, openWindow } from '@/utils/navigate';
import { decodeQs } from '@/utils/qs';
import { roundText } from '@/utils/roundText';

/** A team's change since the page opened: an arrow and the places, with the words in its title. */
function Change({ change }: { change: number | undefined }) {
  const t = useT();
  const text = changeText(t, change);
  if (change === undefined || change === 0) return <span>{text}</span>;
  const label = t(change > 0 ? 'league.change.upLabel' : 'league.change.downLabel', { n: Math.abs(change) });
  return (
    <Typography.Text type={change > 0 ? 'success' : 'danger'} title={label}>
      {text}
    </Typography.Text>
  );
}

/**
 * /train/league (联赛排名): the teams of several of the teacher's trainings ranked together, live.
 * The trainings are the link's (`qs.trainIds`); it warns where their case or rule differ, filters
 * by class, exports to Excel and opens a projector view. Nothing is stored on the server.
 */
export default function League() {
  const t = useT();
  const { search } = useLocation();
  const ids = useMemo(() => leagueIds(decodeQs(search)), [search]);
  // While the projector window this page opened is open, it follows the league and this page waits:
  // the whole league keeps to one request a second.
  const [projector, setProjector] = useState<Window | null>(null);
  useEffect(() => {
    if (!projector) return undefined;
    const watch = setInterval(() => projector.closed && setProjector(null), 1000);
    return () => clearInterval(watch);
  }, [projector]);
  const league = useLeague(ids.length >= 2 ? ids : [], { paused: projector !== null });
  const [klass, setKlass] = useState<string | undefined>(undefined);
  const [exporting, setExporting] = useState(false);

  const sep = t('league.list.sep');
  const shown = inClass(league.rows, klass);
  const classes = classesOf(league.rows);
  const namesOf = (list: { trainName?: string; id: unknown }[]) =>
    list.map((x) => x.trainName ?? String(x.id)).join(sep);

  const copy = async () => {
    const url = `${window.location.origin}${appUrl(leagueUrl(ids))}`;
    try {
      await navigator.clipboard.writeText(url);
      message.success(t('league.copied'), MESSAGE_DURATION_S);
    } catch {
      message.info(url, MESSAGE_DURATION_S);
    }
  };
  const save = async () => {
    setExporting(true);
    try {
      await exportLeague(t, shown, league.opening);
      message.success(t('league.exported'), MESSAGE_DURATION_S);
    } finally {
      setExporting(false);
    }
  };

  const columns: TableColumnsType<LeagueRow> = [
    { title: t('league.col.rank'), dataIndex: 'rank', width: 72, align: 'right' },
    {
      title: t('league.col.team'),
      dataIndex: 'teamName',
      width: 160,
      render: (name: string, row) => (
        <Space size={4} wrap>
          {name}
          {row.bankrupt && <Tag color="error">{t('league.bankrupt')}</Tag>}
        </Space>
      ),
    },
    { title: t('league.col.training'), dataIndex: 'trainName', ellipsis: true },
    { title: t('league.col.class'), dataIndex: 'className', ellipsis: true, render: (c?: string) => c ?? '-' },
    {
      title: t('league.col.score'),
      dataIndex: 'score',
      width: 110,
      align: 'right',
      render: (v?: number) => (v === undefined ? '-' : formatNumber(v)),
    },
    {
      title: t('league.col.equity'),
      dataIndex: 'equity',
      width: 120,
      align: 'right',
      render: (v?: number) => (v === undefined ? '-' : formatNumber(v)),
    },
    {
      title: t('league.col.round'),
      key: 'round',
      width: 230,
      render: (_, row) => (row.currRound === undefined ? '-' : roundText(t, row.currRound, row.roundNumber)),
    },
    {
      title: t('league.col.change'),
      key: 'change',
      width: 100,
      render: (_, row) => (league.opening ? <Change change={movement(row, league.opening)} /> : '-'),
    },
  ];

  const description = (
    <Flex vertical gap={4}>
      <Typography.Text type="secondary" data-testid="league-not-stored">
        {t('league.notStored')}
      </Typography.Text>
      <Typography.Text type="secondary">{t('league.live')}</Typography.Text>
    </Flex>
  );

  const body = () => {
    if (ids.length < 2)
      return (
        <Empty description={t('league.tooFew')}>
          <Button type="primary" onClick={() => goTo('/train/home/manage')}>
            {t('league.toManage')}
          </Button>
        </Empty>
      );
    if (league.status === 'error') return <LoadError onRetry={league.retry} />;
    if (league.status === 'loading')
      return (
        <div role="status" aria-busy="true">
          <Typography.Text type="secondary">{t('league.loading')}</Typography.Text>
          <Skeleton active />
        </div>
      );
    const differ = differences(league.trainings);
    const waiting = league.trainings.filter(notStarted);
    const failed = league.trainings.filter((x) => league.failed.has(String(x.id)));
    return (
      <Flex vertical gap={12}>
        {league.missing.length > 0 && (
          <Alert type="warning" showIcon title={t('league.missing', { ids: league.missing.join(sep) })} />
        )}
        {league.trainings.length < 2 && (
          <Alert type="warning" showIcon title={t('league.fewAvailable', { count: league.trainings.length })} />
        )}
        {differ.length > 0 && (
          <Alert
            type="warning"
            showIcon
            data-testid="league-differ"
            title={
              <Flex vertical>
                {differ.map((d) => (
                  <span key={d.kind}>
                    {t(`league.differ.${d.kind}`, {
                      groups: d.groups
                        .map((g) => t('league.differ.group', { name: g.name, trainings: g.trainings.join(sep) }))
                        .join(sep),
                    })}
                  </span>
                ))}
              </Flex>
            }
            description={t('league.differ.note')}
          />
        )}
        {waiting.length > 0 && (
          <Alert type="info" showIcon title={t('league.notStarted', { names: namesOf(waiting) })} />
        )}
        {failed.length > 0 && <Alert type="warning" showIcon title={t('league.failed', { names: namesOf(failed) })} />}
        {projector && <Alert type="info" showIcon data-testid="league-paused" title={t('league.paused')} />}
        {unranked(league.rows) && (
          <Alert type="warning" showIcon data-testid="league-unranked" title={t('league.unranked')} />
        )}
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Space wrap>
            <Select
              aria-label={t('league.filter.class')}
              style={{ minWidth: 200 }}
              value={klass ?? ''}
              onChange={(v: string) => setKlass(v === '' ? undefined : v)}
              options={[
                { value: '', label: t('league.filter.all') },
                ...classes.map((c) => ({ value: c, label: c === NO_CLASS ? t('league.filter.none') : c })),
              ]}
            />
            <Typography.Text type="secondary" data-testid="league-count">
              {t('league.count', { trainings: league.trainings.length, teams: shown.length })}
            </Typography.Text>
          </Space>
          <Space wrap>
            <Button icon={<DownloadOutlined />} loading={exporting} disabled={!shown.length} onClick={save}>
              {t('league.export')}
            </Button>
            <Button icon={<CopyOutlined />} onClick={copy}>
              {t('league.copy')}
            </Button>
            <Button
              icon={<FundProjectionScreenOutlined />}
              title={t('league.projector.hint')}
              onClick={() => setProjector(openWindow(leagueUrl(ids, LEAGUE_PROJECTOR_PATH), 'sworld-league-projector'))}
            >
              {t('league.projector')}
            </Button>
          </Space>
        </Flex>
        <Table<LeagueRow>
          rowKey="key"
          size="middle"
          columns={columns}
          dataSource={shown}
          pagination={false}
          scroll={{ x: 1000 }}
          data-testid="league-table"
          locale={{ emptyText: <Empty description={t('league.empty')} /> }}
        />
      </Flex>
    );
  };

  return (
    <Screen title={t('league.title')} description={description} extra={<BackButton />}>
      {body()}
    </Screen>
  );
}
