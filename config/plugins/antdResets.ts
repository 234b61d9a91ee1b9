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
 * prefix (antd's components are all drawn border-box). Rules that also reset the font stay. Only
 * top-level rules are merged; a reset inside an at-rule (@media, @layer) stops the build.
 *
 * The merged rules also reach the elements of a component styled at run time (one the app does not
 * import by name from 'antd', so not in the file), and this file comes after antd's run-time
 * styles: a `box-sizing: content-box` rule of such a component with the same specificity would
 * lose to them. None of the components the app draws has one.
 */
const BOX_SIZING = 'box-sizing:border-box;';

const PREFIX = String.raw`\[class(?:\^="ant-[a-z-]+"|\*=" ant-[a-z-]+")\]`;
const ROOT = String.raw`:where\(\.css-[a-z0-9-]+\)`;
/** One selector of a reset: on the component root, or inside it (by prefix or by its class). */
const RESET = new RegExp(
  String.raw`^${ROOT}(?:${PREFIX}|${PREFIX} ${PREFIX}|\.ant-[a-z-]+ ${PREFIX})(?:::before|::after)?$`,
);
const NESTED = new RegExp(String.raw`^${ROOT}(?:${PREFIX}|\.ant-[a-z-]+) ${PREFIX}`);

const ANY = ['[class^="ant-"]', '[class*=" ant-"]'];
const withPseudo = (selectors: string[]) => selectors.flatMap((s) => [s, `${s}::before`, `${s}::after`]);
const MERGED = [
  `${withPseudo(ANY).join(',')}{${BOX_SIZING}}`,
  `${withPseudo(ANY.flatMap((inner) => ANY.map((outer) => `${outer} ${inner}`))).join(',')}{${BOX_SIZING}}`,
].join('');

type Part = { selectors: string; body: string } | { text: string };

/** The sheet's top-level parts: a style rule's selectors and body, or an at-rule (@media …) kept whole. */
function topLevel(css: string): Part[] {
  const parts: Part[] = [];
  let at = 0;
  while (at < css.length) {
    const open = css.indexOf('{', at);
    if (open < 0) {
      parts.push({ text: css.slice(at) });
      break;
    }
    let depth = 1;
    let close = open + 1;
    for (; close < css.length && depth > 0; close += 1) {
      if (css[close] === '{') depth += 1;
      else if (css[close] === '}') depth -= 1;
    }
    const prelude = css.slice(at, open);
    if (prelude.trim().startsWith('@')) parts.push({ text: css.slice(at, close) });
    else parts.push({ selectors: prelude, body: css.slice(open + 1, close - 1) });
    at = close;
  }
  return parts;
}

/** A rule's selectors when it is one of those resets, else undefined. */
function resetSelectors(selectors: string, body: string): string[] | undefined {
  const list = selectors.trim().split(',');
  return body === BOX_SIZING && list.every((s) => RESET.test(s)) ? list : undefined;
}

export function mergeBoxSizingResets(css: string): { css: string; merged: number } {
  let merged = 0;
  let nested = 0;
  const out = topLevel(css).map((part) => {
    if ('text' in part) {
      // Inside @media, @layer …: merging there would change which rules apply when; antd has none.
      const block = part.text.slice(part.text.indexOf('{') + 1, part.text.lastIndexOf('}'));
      if (topLevel(block).some((inner) => 'body' in inner && resetSelectors(inner.selectors, inner.body))) {
        throw new Error('antd resets: a reset inside an at-rule; the merge handles top-level ones only');
      }
      return part.text;
    }
    const reset = resetSelectors(part.selectors, part.body);
    if (!reset) return `${part.selectors}{${part.body}}`;
    merged += 1;
    if (reset.some((s) => NESTED.test(s))) nested += 1;
    return merged === 1 ? MERGED : '';
  });
  // The merged rules stand for both kinds; a sheet without nested resets would not have needed the second.
  if (merged > 0 && nested === 0)
    throw new Error('antd resets: no nested reset found; the merge assumes antd still writes them');
  return { css: out.join(''), merged };
}
