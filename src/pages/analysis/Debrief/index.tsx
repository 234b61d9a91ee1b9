import LinkOutlined from '@ant-design/icons/LinkOutlined';
import PrinterOutlined from '@ant-design/icons/PrinterOutlined';
import { useLocation, useNavigate } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Alert, Button, Card, Col, Empty, Progress, Row, Select, Skeleton, Space, Typography, message } from 'antd';
import type { EChartsOption } from 'echarts';
import {
  type ComponentProps,
  createContext,
  memo,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { flushSync } from 'react-dom';
import Chart from '@/components/charts/Chart';
import LoadError from '@/components/LoadError';
import { MESSAGE_DURATION_S } from '@/constants';
import {
  classMedian,
  type DebriefGame,
  type DebriefTeam,
  RATIO_FIGURES,
  TREND_FIGURES,
  type TrendFigure,
} from '@/features/analysis/debrief';
import { type Finding, findingsAt } from '@/features/analysis/findings';
import { type RoundStatementsOf, useDebriefGame, useRoundStatements } from '@/features/analysis/queries';
import analysisModel from '@/stores/analysis';
import { useT, useWhenIdle } from '@/utils/hooks';
import { optionsOf } from '@/utils/options';
import { useModel, useModelState } from '@/utils/model';
import commonModel, { type CommonState } from '@/models/common';
import { ROLE } from '@/domain/codes';
import { decodeQs, encodeQs } from '@/utils/qs';
import AnalysisFrame, { Toolbar } from '../components/AnalysisFrame';
import WhenSeen from '../components/WhenSeen';
import { type TrainingRef, roundLabel, useIsStudent, noRoundsText } from '../hooks';
import CoachPanel from './CoachPanel';
import ComparePanel, { type ComparedTeams } from './ComparePanel';
import FindingList, { chartLinkText, findingSentence } from './FindingList';
import PrintPages, { type PrintHeader } from './PrintPages';
import RoundStatements from './RoundStatements';
import RoundStepper from './RoundStepper';
import TeamsAtRound from './TeamsAtRound';
import { linkFromQs, roundTables, type TeamLine, trendOption } from './view';
import { flag } from '@/utils/flag';

/**
 * /train/home/debrief and /experiment/debrief (复盘): a played training round by round for the
 * class. The class view (every team, every settled round) is fetched once with its progress; the
 * slider, play and the arrow keys step through it without a call. Per team at the round: its
 * figures, orders and events, findings, statements on demand; two teams compared; charts with the
 * round's cursor; a printable A4 page per team. The `qs` parameter keeps training, round and teams.
 * Students see it once the teacher has opened the analysis to them.
 */
export default function Debrief() {
  const t = useT();
  return (
    <AnalysisFrame title={t('analysis.title.debrief')}>
      {(training, picker) => <DebriefGate key={training.id} training={training} picker={picker} />}
    </AnalysisFrame>
  );
}

/** A student waits for the teacher's switch (openAll); a teacher goes straight in. */
function DebriefGate({ training, picker }: { training: TrainingRef; picker: ReactNode }) {
  const t = useT();
  const student = useIsStudent();
  const { fetchOpen } = useModel(analysisModel);
  const opened = useRequest(() => fetchOpen({ trainId: training.id }), { ready: student });
  if (!student) return <DebriefBody training={training} picker={picker} />;
  if (opened.loading) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (!opened.data) return <LoadError onRetry={opened.refresh} />;
  if (!flag(opened.data.open))
    return (
      <>
        <Toolbar>{picker}</Toolbar>
        <Alert type="info" showIcon title={t('analysis.debrief.closed')} />
      </>
    );
  return <DebriefBody training={training} picker={picker} />;
}

function DebriefBody({ training, picker }: { training: TrainingRef; picker: ReactNode }) {
  const t = useT();
  const trainId = training.id;
  const loaded = useDebriefGame(trainId, true);
  const game = loaded.data;
  const { done, total } = loaded.progress;
  // The calls per round are counted once the rounds are known, which lowers the share done: the
  // bar keeps its furthest point instead of going back.
  const [furthest, setFurthest] = useState(0);
  const reached = loaded.loading && total ? Math.round((done / total) * 100) : 0;
  if (loaded.loading ? reached > furthest : furthest !== 0) setFurthest(reached);
  let body: ReactNode;
  if (loaded.loading)
    body = (
      <Card size="small">
        <Typography.Text id="debrief-progress">{t('analysis.debrief.loading', { done, total })}</Typography.Text>
        <Progress percent={furthest} status="active" aria-labelledby="debrief-progress" />
      </Card>
    );
  else if (!game) body = <LoadError onRetry={loaded.refresh} />;
  else if (!game.rounds.length || !game.teams.length) body = <Empty description={noRoundsText(t, training)} />;
  else return <Stepper game={game} training={training} picker={picker} />;
  return (
    <>
      <Toolbar>{picker}</Toolbar>
      {body}
    </>
  );
}

/** How long the view rests on a round (or a team) before the URL follows it. */
export const URL_AFTER_MS = 500;

/** The toolbar: drawn once, its actions reading the latest view through refs. */
const DebriefToolbar = memo(function DebriefToolbar({
  picker,
  onPrint,
  onCopy,
}: {
  picker: ReactNode;
  onPrint: () => void;
  onCopy: () => void;
}) {
  const t = useT();
  return (
    <Toolbar>
      {picker}
      <Button icon={<PrinterOutlined />} onClick={onPrint}>
        {t('analysis.debrief.printAll')}
      </Button>
      <Button icon={<LinkOutlined />} onClick={onCopy}>
        {t('analysis.debrief.copyLink')}
      </Button>
    </Toolbar>
  );
});

/** The team to compare with the one shown: the same on every round, so a step does not draw it again. */
const CompareChooser = memo(function CompareChooser({
  teams,
  shown,
  compared,
  onChange,
}: {
  teams: DebriefTeam[];
  shown: string;
  compared?: string;
  onChange: (teamId?: string) => void;
}) {
  const t = useT();
  const id = useId();
  const options = useMemo(
    () =>
      optionsOf(
        teams.filter((x) => x.teamId !== shown),
        (x) => x.teamId,
        (x) => x.teamName ?? x.teamId,
      ),
    [teams, shown],
  );
  return (
    <Space size={8}>
      <label htmlFor={id}>{t('analysis.debrief.compareWith')}</label>
      <Select
        id={id}
        allowClear
        style={{ minWidth: 140 }}
        value={compared}
        onChange={(v?: string) => onChange(v)}
        placeholder={t('analysis.debrief.choose')}
        options={options}
      />
    </Space>
  );
});

/** How tall a trend chart is; its card keeps that height before the chart is drawn. */
const TREND_HEIGHT = 240;

/**
 * The round shown, and every round's label: read only by what a step changes (the stepper, the
 * titles' round, the table's figures, the findings, the comparison, the charts' cursors), so a step
 * draws again none of the cards, rows, buttons and pager around them.
 */
const StepAt = createContext<{ index: number; label: string; labels: string[] }>({ index: 0, label: '', labels: [] });

/** A team's name, else its id. */
const nameOf = (game: DebriefGame, id: string) => game.teams.find((x) => x.teamId === id)?.teamName ?? id;

/** A card title naming the round shown (and what else `values` gives). */
function AtRound({ message, values }: { message: string; values?: Record<string, string> }) {
  const t = useT();
  const { label, labels } = useContext(StepAt);
  const title = useCallback((round: string) => t(message, { ...values, round }), [t, message, values]);
  // Every round's title formatted ahead (useT keeps it): the slider's first pass formats none.
  useWhenIdle(
    useCallback(
      function* () {
        for (const round of labels) yield title(round);
      },
      [labels, title],
    ),
  );
  return <>{title(label)}</>;
}

/** A trend chart with its cursor at the round shown. */
function TrendChart({
  label,
  option,
  onPick,
}: {
  label: string;
  option: EChartsOption;
  onPick: (index: number) => void;
}) {
  const cursor = useContext(StepAt).label;
  return <Chart label={label} height={TREND_HEIGHT} option={option} cursor={cursor} onPick={onPick} />;
}

/**
 * One figure over the rounds: its option stays while stepping, only the cursor moves. The charts
 * are below the fold and drawing four of them held up the first load, so each is drawn once its
 * card comes near the window (a finding's link scrolls its card there).
 */
const TrendCard = memo(function TrendCard({
  figure,
  option,
  onPick,
}: {
  figure: TrendFigure;
  option: EChartsOption;
  onPick: (index: number) => void;
}) {
  const t = useT();
  const title = t(`analysis.debrief.chart.${figure}`);
  return (
    <Card id={`debrief-chart-${figure}`} tabIndex={-1} size="small" title={title} style={{ marginBottom: 16 }}>
      <WhenSeen placeholder={<div style={{ height: TREND_HEIGHT }} />}>
        {() => <TrendChart label={t('analysis.chart.label', { title })} option={option} onPick={onPick} />}
      </WhenSeen>
    </Card>
  );
});

/** The four trend cards: the same on every step (their charts read the cursor themselves). */
const TrendRow = memo(function TrendRow({
  options,
  onPick,
}: {
  options: EChartsOption[];
  onPick: (index: number) => void;
}) {
  return (
    <Row gutter={16}>
      {TREND_FIGURES.map((figure, i) => (
        <Col xs={24} xl={12} key={figure}>
          <TrendCard figure={figure} option={options[i]} onPick={onPick} />
        </Col>
      ))}
    </Row>
  );
});

/** The stepper's own props, but the round (which it reads from the page's context). */
type StepperProps = Omit<ComponentProps<typeof RoundStepper>, 'index'>;

/** The stepper at the round shown. */
function StepperNow(props: StepperProps) {
  return <RoundStepper index={useContext(StepAt).index} {...props} />;
}

/** The stepper's card: it stays while stepping, the stepper follows the round. */
const StepperCard = memo(function StepperCard(props: StepperProps) {
  return (
    <Card size="small" style={{ marginBottom: 16 }}>
      <StepperNow {...props} />
    </Card>
  );
});

interface TeamsProps {
  tables: TeamLine[][];
  shown: string;
  compared?: string;
  onShow: (teamId: string) => void;
}

/** Every team's figures at the round shown. */
function TeamsNow({ tables, ...marks }: TeamsProps) {
  return <TeamsAtRound lines={tables[useContext(StepAt).index]} {...marks} />;
}

/** Every team's figures: the card stays while stepping, its table follows the round. */
const TeamsCard = memo(function TeamsCard(props: TeamsProps) {
  return (
    <Card size="small" title={<AtRound message="analysis.debrief.teams" />} style={{ marginBottom: 16 }}>
      <TeamsNow {...props} />
    </Card>
  );
});

/** The team's findings at the round shown (with its statements there, once they were opened). */
function FindingsNow({
  game,
  teamId,
  statementsOf,
  onChart,
}: {
  game: DebriefGame;
  teamId: string;
  statementsOf: RoundStatementsOf;
  onChart: (finding: Finding) => void;
}) {
  const t = useT();
  const { index } = useContext(StepAt);
  // The team's findings at every round formatted ahead (useT keeps them): react-intl parses a message
  // slowly the first time, and the slider's first pass then parses none.
  useWhenIdle(
    useCallback(
      function* () {
        for (let i = 0; i < game.rounds.length; i += 1)
          for (const f of findingsAt(game, teamId, i)) {
            yield findingSentence(t, f);
            yield chartLinkText(t, f.figure);
          }
      },
      [game, teamId, t],
    ),
  );
  const findings = findingsAt(game, teamId, index, statementsOf(teamId, game.rounds[index].round) ?? undefined);
  return <FindingList findings={findings} onChart={onChart} />;
}

/** The two teams compared at the round shown. */
function CompareNow({ game, teams }: { game: DebriefGame; teams: ComparedTeams }) {
  return <ComparePanel game={game} index={useContext(StepAt).index} teams={teams} />;
}

/** The findings of the team shown and the comparison with another: their cards stay while stepping. */
const FindingsAndCompare = memo(function FindingsAndCompare({
  game,
  shown,
  compared,
  onCompare,
  statementsOf,
  onChart,
}: {
  game: DebriefGame;
  shown: string;
  compared?: string;
  onCompare: (teamId?: string) => void;
  statementsOf: RoundStatementsOf;
  onChart: (finding: Finding) => void;
}) {
  const t = useT();
  const teams = useMemo<ComparedTeams | undefined>(
    () =>
      compared
        ? [
            { teamId: shown, teamName: nameOf(game, shown) },
            { teamId: compared, teamName: nameOf(game, compared) },
          ]
        : undefined,
    [game, shown, compared],
  );
  return (
    <Row gutter={16}>
      <Col xs={24} xl={12}>
        <Card
          size="small"
          title={<AtRound message="analysis.debrief.findings" values={{ team: nameOf(game, shown) }} />}
          style={{ marginBottom: 16 }}
        >
          <FindingsNow game={game} teamId={shown} statementsOf={statementsOf} onChart={onChart} />
        </Card>
      </Col>
      <Col xs={24} xl={12}>
        <Card
          size="small"
          title={t('analysis.debrief.compare')}
          style={{ marginBottom: 16 }}
          extra={<CompareChooser teams={game.teams} shown={shown} compared={compared} onChange={onCompare} />}
        >
          {teams ? (
            <CompareNow game={game} teams={teams} />
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('analysis.debrief.compareHint')} />
          )}
        </Card>
      </Col>
    </Row>
  );
});

/** What the coach gives the team shown at the round shown: the teacher's view of the students' card. */
function CoachNow({
  trainId,
  game,
  shown,
  statementsOf,
  onOpen,
}: {
  trainId: string;
  game: DebriefGame;
  shown: string;
  statementsOf: RoundStatementsOf;
  onOpen: (teamId: string, round: number) => void;
}) {
  const { index, label } = useContext(StepAt);
  return (
    <CoachPanel
      trainId={trainId}
      game={game}
      teamId={shown}
      teamName={nameOf(game, shown)}
      index={index}
      label={label}
      statementsOf={statementsOf}
      onOpen={onOpen}
    />
  );
}

/** The team's statements at the round shown, fetched once opened. */
function StatementsNow({
  game,
  teamId,
  statementsOf,
  onOpen,
}: {
  game: DebriefGame;
  teamId: string;
  statementsOf: RoundStatementsOf;
  onOpen: (teamId: string, round: number) => void;
}) {
  const { index, label } = useContext(StepAt);
  const round = game.rounds[index].round;
  useEffect(() => {
    onOpen(teamId, round);
  }, [onOpen, teamId, round]);
  return (
    <RoundStatements
      statements={statementsOf(teamId, round)}
      name={`${nameOf(game, teamId)}-${label}`}
      onRetry={() => onOpen(teamId, round)}
    />
  );
}

/** The statements' card: its buttons and title stay while stepping. */
const StatementsCard = memo(function StatementsCard({
  game,
  shown,
  statementsOf,
  onOpen,
  onPrint,
}: {
  game: DebriefGame;
  shown: string;
  statementsOf: RoundStatementsOf;
  onOpen: (teamId: string, round: number) => void;
  onPrint: (teamId: string) => void;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <Card
      id="debrief-statements"
      tabIndex={-1}
      size="small"
      title={<AtRound message="analysis.debrief.statements" values={{ team: nameOf(game, shown) }} />}
      extra={
        <Space>
          <Button onClick={() => setOpen((o) => !o)} aria-expanded={open}>
            {t(open ? 'analysis.debrief.statements.hide' : 'analysis.debrief.statements.show')}
          </Button>
          <Button icon={<PrinterOutlined />} onClick={() => onPrint(shown)}>
            {t('analysis.debrief.printTeam')}
          </Button>
        </Space>
      }
    >
      {open ? (
        <StatementsNow game={game} teamId={shown} statementsOf={statementsOf} onOpen={onOpen} />
      ) : (
        <Typography.Text type="secondary">{t('analysis.debrief.statements.hint')}</Typography.Text>
      )}
    </Card>
  );
});

function Stepper({ game, training, picker }: { game: DebriefGame; training: TrainingRef; picker: ReactNode }) {
  const t = useT();
  const trainId = training.id;
  const user = useModelState(commonModel, (s: CommonState) => s.userInfo);
  // The printed pages name the training, its class and the teacher: the one signed in, when a teacher.
  const header = useMemo<PrintHeader>(
    () => ({
      training: training.name,
      className: training.className,
      teacher: user.userType === ROLE.teacher ? user.userName : undefined,
    }),
    [training.name, training.className, user.userType, user.userName],
  );
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  // Everything a step shows is computed here once, when the class view arrives.
  const labels = useMemo(() => game.rounds.map((r) => roundLabel(t, r.round)), [game, t]);
  const tables = useMemo(() => roundTables(game), [game]);
  const medians = useMemo(
    () =>
      Object.fromEntries(TREND_FIGURES.map((f) => [f, classMedian(game, f)])) as Record<TrendFigure, (number | null)[]>,
    [game],
  );
  // The link is read once: afterwards the URL follows the view, not the other way round.
  const [asked] = useState(() => linkFromQs(decodeQs(search)));
  const known = (id?: string) => (id && game.teams.some((x) => x.teamId === id) ? id : undefined);
  const [index, setIndex] = useState(() => {
    const i = game.rounds.findIndex((r) => r.round === asked.round);
    return i >= 0 ? i : game.rounds.length - 1;
  });
  const [shown, setShown] = useState(
    () => known(asked.teams[0]) ?? game.teams.find((x) => x.own)?.teamId ?? game.teams[0].teamId,
  );
  const [compared, setCompared] = useState<string | undefined>(() => known(asked.teams[1]));
  const [playing, setPlaying] = useState(false);
  const [printOnly, setPrintOnly] = useState<string | undefined>();
  const statements = useRoundStatements(trainId);
  const round = game.rounds[index].round;
  const student = useIsStudent();

  // The URL follows the view once it rests (not while playing): a new URL draws the whole frame
  // again, which each step of the slider must not. It is left as it came until the view leaves the
  // one it opened (a link without a round means the last): rewritten on arrival, the frame was drawn
  // again in the middle of the first steps. A copied link is made from the view itself.
  const link = `${pathname}?qs=${encodeQs({ trainId, round, teams: compared ? [shown, compared] : [shown] })}`;
  const latest = useRef(link);
  latest.current = link;
  const [opened] = useState(link);
  const moved = useRef(false);
  useEffect(() => {
    if (link !== opened) moved.current = true;
    if (playing || !moved.current || `${pathname}${search}` === link) return;
    const timer = window.setTimeout(() => navigate(link, { replace: true }), URL_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [link, opened, playing, pathname, search, navigate]);

  const last = game.rounds.length - 1;
  const step = useCallback((i: number) => setIndex(Math.max(0, Math.min(last, i))), [last]);
  const medianName = t('analysis.debrief.median');
  const moneyUnit = t('analysis.debrief.unit.money');
  const options = useMemo(() => {
    const lines = [shown, ...(compared ? [compared] : [])].map((teamId) => ({ teamId, name: nameOf(game, teamId) }));
    return TREND_FIGURES.map((figure) =>
      trendOption(
        game,
        figure,
        labels,
        lines,
        { name: medianName, values: medians[figure] },
        RATIO_FIGURES.has(figure) ? '' : moneyUnit,
      ),
    );
  }, [game, labels, medians, medianName, moneyUnit, shown, compared]);

  const toChart = useCallback(
    (f: Finding) => {
      step(f.index);
      const card = document.getElementById(
        f.figure === 'statements' ? 'debrief-statements' : `debrief-chart-${f.figure}`,
      );
      card?.scrollIntoView({ block: 'center' });
      card?.focus();
    },
    [step],
  );
  const print = useCallback((only?: string) => {
    flushSync(() => setPrintOnly(only));
    window.print();
    // The browser's own print command (Ctrl+P) prints every team again.
    setPrintOnly(undefined);
  }, []);
  const printAll = useCallback(() => print(), [print]);
  const copy = useCallback(async () => {
    // The base path is what the browser's path has before the router's.
    const { pathname: full, origin } = window.location;
    const base = full.slice(0, full.length - pathname.length);
    const url = `${origin}${base}${latest.current}`;
    try {
      await navigator.clipboard.writeText(url);
      message.success(t('analysis.debrief.copied'), MESSAGE_DURATION_S);
    } catch {
      message.info(url, MESSAGE_DURATION_S);
    }
  }, [pathname, t]);
  const at = useMemo(() => ({ index, label: labels[index], labels }), [index, labels]);

  return (
    <>
      <DebriefToolbar picker={picker} onPrint={printAll} onCopy={copy} />
      {game.missing.length > 0 && (
        <Alert
          type="warning"
          showIcon
          role="status"
          style={{ marginBottom: 16 }}
          title={t('analysis.debrief.missing', {
            parts: game.missing.map((p) => t(`analysis.debrief.part.${p}`)).join(t('analysis.debrief.listSep')),
          })}
        />
      )}
      <StepAt.Provider value={at}>
        <StepperCard labels={labels} onIndex={step} playing={playing} onPlaying={setPlaying} />
        <TeamsCard tables={tables} shown={shown} compared={compared} onShow={setShown} />
        <FindingsAndCompare
          game={game}
          shown={shown}
          compared={compared}
          onCompare={setCompared}
          statementsOf={statements.get}
          onChart={toChart}
        />
        {!student && (
          <CoachNow
            trainId={trainId}
            game={game}
            shown={shown}
            statementsOf={statements.get}
            onOpen={statements.open}
          />
        )}
        <TrendRow options={options} onPick={step} />
        <StatementsCard
          game={game}
          shown={shown}
          statementsOf={statements.get}
          onOpen={statements.open}
          onPrint={print}
        />
      </StepAt.Provider>
      <PrintPages game={game} only={printOnly} title={t('analysis.title.debrief')} header={header} />
    </>
  );
}
