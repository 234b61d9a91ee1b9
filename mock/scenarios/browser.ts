import { loadHar, type Replay, scenarioHandlers } from './replay';

/**
 * QA scenarios in the browser: the scenario to play comes from `?scenario=NAME` (kept for the tab
 * in sessionStorage; `?scenario=` stops it) or from SCENARIO=NAME at `npm start`; its HAR is
 * fetched from the mock-mode build (`<base>mock/scenarios/NAME.har`). `?scenarioFallback=0` answers
 * requests the scenario does not hold with a loud error instead of the stateful mock.
 */
const KEY = 'sworld-scenario';
const FALLBACK_KEY = 'sworld-scenario-fallback';

export interface BrowserScenario {
  name: string;
  fallback: boolean;
  /** Why the scenario (or some of its entries) cannot play, naming the file and the entry. */
  problems: string[];
  replay?: Replay;
}

function chosen(): { name: string; fallback: boolean } | undefined {
  const query = new URLSearchParams(window.location.search);
  if (query.has('scenario')) window.sessionStorage.setItem(KEY, query.get('scenario') ?? '');
  if (query.has('scenarioFallback')) window.sessionStorage.setItem(FALLBACK_KEY, query.get('scenarioFallback') ?? '');
  const name = window.sessionStorage.getItem(KEY) ?? process.env.SWORLD_SCENARIO ?? '';
  if (!name) return undefined;
  return { name, fallback: window.sessionStorage.getItem(FALLBACK_KEY) !== '0' };
}

export async function loadBrowserScenario(base: string): Promise<BrowserScenario | undefined> {
  const choice = chosen();
  if (!choice) return undefined;
  const file = `${choice.name}.har`;
  try {
    if (!/^[\w.-]+$/.test(choice.name)) throw new Error(`场景名称不合法：${choice.name}`);
    const answer = await fetch(`${base}mock/scenarios/${file}`, { cache: 'no-store' });
    if (!answer.ok) throw new Error(`场景文件 ${file} 不存在（HTTP ${answer.status}）`);
    const scenario = loadHar(await answer.text(), file, base);
    scenario.problems.forEach((p) => console.warn(`[scenario] ${p}`));
    return {
      ...choice,
      problems: scenario.problems,
      replay: scenarioHandlers(scenario, { fallback: choice.fallback }),
    };
  } catch (error) {
    const message = (error as Error).message;
    console.warn(`[scenario] ${message}`);
    return { ...choice, problems: [message] };
  }
}
