/**
 * antd writes, for every component, rules that give the component's elements `box-sizing:
 * border-box` by class-name prefix: `:where(.css-h)[class^="ant-btn"], :where(.css-h)[class*="
 * ant-btn"]`, the same under `:where(.css-h)[class^="ant-btn"] …` or `:where(.css-h).ant-btn …`,
 * and their ::before/::after. A browser files a rule under the last part of its selector; these end
 * in an attribute test on `class`, so every element with a class is tested against all of them:
 * ~120 rules in the prebuilt stylesheet (config/plugins/antdStyles.ts), which holds every component
 * the app uses. They made each style recalculation of a screen twice as long (a full one of the
 * intelligent analysis at 4× CPU: 68 ms with them, 39 ms after the merge).
 *
 * `mergeBoxSizingResets` replaces exactly those rules (body `box-sizing:border-box;` only, every
 * selector of that shape) with two rules of the same specificity — an element with an `ant-` class
 * (0,1,0), and one inside another such element (0,2,0) — placed where the first of them was. They
 * reach every element the originals reached, and also `ant-` elements of another component's
 * prefix (antd's components are all drawn border-box). Rules that also reset the font stay.
 */
const BOX_SIZING = 'box-sizing:border-box;';

const PREFIX = String.raw`\[class(?:\^="ant-[a-z-]+"|\*=" ant-[a-z-]+")\]`;
const ROOT = String.raw`:where\(\.css-[a-z0-9-]+\)`;
/** One selector of a reset: on the component root, or inside it (by prefix or by its class). */
const RESET = new RegExp(String.raw`^${ROOT}(?:${PREFIX}|${PREFIX} ${PREFIX}|\.ant-[a-z-]+ ${PREFIX})(?:::before|::after)?$`);
const NESTED = new RegExp(String.raw`^${ROOT}(?:${PREFIX}|\.ant-[a-z-]+) ${PREFIX}`);

const ANY = ['[class^="ant-"]', '[class*=" ant-"]'];
const withPseudo = (selectors: string[]) => selectors.flatMap((s) => [s, `${s}::before`, `${s}::after`]);
const MERGED = [
  `${withPseudo(ANY).join(',')}{${BOX_SIZING}}`,
  `${withPseudo(ANY.flatMap((inner) => ANY.map((outer) => `${outer} ${inner}`))).join(',')}{${BOX_SIZING}}`,
].join('');

export function mergeBoxSizingResets(css: string): { css: string; merged: number } {
  let merged = 0;
  let nested = 0;
  // A rule at the top level of the sheet: after its start or the previous rule's closing brace.
  const out = css.replace(/(?<=^|\})([^{}@]+)\{([^{}]*)\}/g, (rule, selectorText: string, body: string) => {
    if (body !== BOX_SIZING) return rule;
    const selectors = selectorText.trim().split(',');
    if (!selectors.every((s) => RESET.test(s))) return rule;
    merged += 1;
    if (selectors.some((s) => NESTED.test(s))) nested += 1;
    return merged === 1 ? MERGED : '';
  });
  // The merged rules stand for both kinds; a sheet without nested resets would not have needed the second.
  if (merged > 0 && nested === 0) throw new Error('antd resets: no nested reset found; the merge assumes antd still writes them');
  return { css: out, merged };
}
