import type { IApi } from '@umijs/max';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ANTD_STYLES_META } from '../../src/utils/antdStyles';
import { THEME } from '../../src/theme';
import { sourceFiles } from '../sourceFiles';
import ts from 'typescript';

/**
 * antd writes its CSS at run time (CSS-in-JS): every component's styles are generated in the page,
 * in JavaScript, the first time it renders, and inserted as <style> tags, a large part of a cold
 * signed-in page's time (the class list has a load-time budget). antd 6's CSS variables change what
 * the rules hold (var() references), not that they are generated; its zero-runtime mode skips that
 * but needs antd's whole stylesheet (every component, 111 KB gzip against this file's 69 KB) in
 * the page. docs/BENCHMARKS.md has the timings that keep this plugin.
 *
 * This plugin renders, at build time, every antd component the app imports (and the ones those
 * draw inside them) with the app's theme, and writes their CSS to one hashed file with antd's
 * cache map, as antd's server-side rendering guide does it (@ant-design/cssinjs: `createCache`,
 * `StyleProvider`, `extractStyle`). A page that has loaded the file before React renders
 * (src/utils/antdStyles.ts) gets its styles from it: @ant-design/cssinjs finds each style in the
 * map and neither generates nor inserts it. A component missing from the file (one drawn only in a
 * popup, such as a message) is styled at run time as before. The file's name reaches the page in a
 * meta element of index.html.
 */

/** Drawn inside the imported components (table pagination and selection, popconfirm's popover, form grid). */
const INNER = ['Pagination', 'Checkbox', 'Radio', 'Dropdown', 'Spin', 'Empty', 'Tooltip', 'Popover', 'Row', 'Col'];

/** The names a source file imports from 'antd' (`import { Button, Table } from 'antd'`), read by TypeScript's parser. */
export function antdImports(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  const names: string[] = [];
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || statement.importClause?.isTypeOnly) continue;
    if (!ts.isStringLiteral(statement.moduleSpecifier) || statement.moduleSpecifier.text !== 'antd') continue;
    const bindings = statement.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    for (const element of bindings.elements) {
      if (!element.isTypeOnly) names.push((element.propertyName ?? element.name).text);
    }
  }
  return names;
}

/** The antd components the app's sources import by name. */
function importedFromAntd(dir: string): Set<string> {
  const found = new Set<string>();
  for (const file of sourceFiles(dir)) {
    for (const name of antdImports(file, readFileSync(file, 'utf8'))) found.add(name);
  }
  return found;
}

/** The CSS of these antd components under the app's theme, with antd's cache map. */
export function antdStylesheet(components: string[]): string {
  const { createElement: h } = require('react');
  const { renderToString } = require('react-dom/server');
  const { createCache, extractStyle, StyleProvider } = require('@ant-design/cssinjs');
  const antd = require('antd');
  /* eslint-enable @typescript-eslint/no-var-requires */
  const cache = createCache();
  const nodes: unknown[] = [];
  for (const name of components) {
    const C = antd[name];
    // Components only: functions and forwardRef/memo objects whose name starts with a capital (not hooks, themes, version).
    if (!/^[A-Z]/.test(name) || !C || (typeof C !== 'function' && !C.$$typeof)) continue;
    if (name === 'ConfigProvider' || name === 'App') continue;
    nodes.push(h(C, { key: name }));
  }
  renderToString(h(StyleProvider, { cache }, h(antd.ConfigProvider, { theme: THEME }, nodes)));
  return extractStyle(cache, { plain: true, types: 'style' });
}

export default (api: IApi) => {
  if (api.env !== 'production') return;
  let file = '';
  let css = '';
  api.onStart(() => {
    css = antdStylesheet([...new Set([...importedFromAntd(api.paths.absSrcPath), ...INNER])].sort());
    file = `antd.${createHash('md5').update(css).digest('hex').slice(0, 8)}.css`;
  });
  api.modifyHTML(($) => {
    $('head').append(`<meta name="${ANTD_STYLES_META}" content="${file}">`);
    return $;
  });
  api.onBuildComplete(({ err }) => {
    if (err) return;
    mkdirSync(api.paths.absOutputPath, { recursive: true });
    writeFileSync(join(api.paths.absOutputPath, file), css);
  });
};
