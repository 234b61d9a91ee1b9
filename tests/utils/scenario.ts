import type { SetupServer } from 'msw/node';
import { loadScenario } from '../../mock/scenarios/files';
import {
  type Replay,
  type ReplayOptions,
  type Scenario,
  ScenarioError,
  scenarioHandlers,
} from '../../mock/scenarios/replay';

/**
 * QA scenarios in jest: plays mock/scenarios/NAME.har (or a loaded Scenario) in front of the
 * stateful mock of `useMockBackend()`: `const replay = playScenario(backend.server, 'NAME')`.
 * The handlers go away with the server's `resetHandlers()` after each test. A scenario with
 * problems (entries that cannot be replayed) throws unless `allowProblems` is set.
 */
export function playScenario(
  server: Pick<SetupServer, 'use'>,
  scenario: string | Scenario,
  options: ReplayOptions & { allowProblems?: boolean } = {},
): Replay & { scenario: Scenario } {
  const loaded = typeof scenario === 'string' ? loadScenario(scenario) : scenario;
  if (loaded.problems.length && !options.allowProblems) throw new ScenarioError(loaded.problems.join('\n'));
  const replay = scenarioHandlers(loaded, options);
  server.use(...replay.handlers);
  return { ...replay, scenario: loaded };
}
