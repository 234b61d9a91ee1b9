import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { loadHar, type Scenario, ScenarioError } from './replay';

/** Node side of the QA scenarios: the .har files under mock/scenarios/, by name. */
export const SCENARIO_DIR = __dirname;

export function scenarioFile(name: string): string {
  if (!/^[\w.-]+$/.test(name))
    throw new ScenarioError(`场景名称不合法：${name}（只能包含字母、数字、点、横线和下划线）`);
  return join(SCENARIO_DIR, `${name}.har`);
}

/** Every scenario name (file name without .har), sorted. */
export function scenarioNames(): string[] {
  return readdirSync(SCENARIO_DIR)
    .filter((f) => f.endsWith('.har'))
    .map((f) => f.slice(0, -4))
    .sort();
}

/** Loads mock/scenarios/NAME.har (or a path to a .har file); throws a ScenarioError naming the file. */
export function loadScenario(nameOrPath: string): Scenario {
  const file = nameOrPath.endsWith('.har') ? nameOrPath : scenarioFile(nameOrPath);
  if (!existsSync(file)) throw new ScenarioError(`场景文件 ${file} 不存在`);
  return loadHar(readFileSync(file, 'utf8'), file.replace(/^.*[/\\]/, ''));
}
