import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The source files (.ts, .tsx, .js, .jsx) under a folder, leaving out umi's generated `.umi*` folders
 * and, unless `withTests`, the `__tests__` folders. For the checks that read the app's sources: the
 * security test, bench:web's echarts import check and the antd stylesheet plugin.
 */
export function sourceFiles(dir: string, { withTests = false } = {}): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory())
      return name.startsWith('.umi') || (!withTests && name === '__tests__') ? [] : sourceFiles(path, { withTests });
    return /\.(ts|tsx|js|jsx)$/.test(name) ? [path] : [];
  });
}
