import { antdStylesheet } from '../../config/plugins/antdStyles';

describe("the build's antd stylesheet", () => {
  const sheet = antdStylesheet();

  it('holds the rules of every antd component, those drawn only in popups included', () => {
    // In zero-runtime mode antd generates none of these in the page: what is missing here is unstyled.
    for (const cls of ['.ant-btn', '.ant-table', '.ant-select', '.ant-message', '.ant-notification', '.ant-modal'])
      expect(sheet).toContain(cls);
  });

  it("takes its colours from CSS variables, which antd writes in the page from the app's theme", () => {
    expect(sheet).toContain('color:var(--ant-color-primary)');
  });
});

describe('preset-coloured tags', () => {
  /** WCAG's contrast ratio of two #rrggbb colours. */
  const contrast = (a: string, b: string) => {
    const luminance = (hex: string) => {
      const [r, g, bl] = [1, 3, 5]
        .map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255)
        .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
    };
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (hi + 0.05) / (lo + 0.05);
  };

  it("that the app's screens name read at 4.5:1 in the stylesheet's shades", () => {
    // The stylesheet writes a preset tag in antd's own 7th shade on its 1st, whatever the app's theme
    // sets (src/theme.ts). antd's palette, as @ant-design/colors publishes it: [1st, 7th].
    const shades: Record<string, [string, string]> = {
      blue: ['#e6f4ff', '#0958d9'],
      geekblue: ['#f0f5ff', '#1d39c4'],
      purple: ['#f9f0ff', '#531dab'],
      magenta: ['#fff0f6', '#c41d7f'],
      red: ['#fff1f0', '#cf1322'],
      volcano: ['#fff2e8', '#d4380d'],
      orange: ['#fff7e6', '#d46b08'],
      gold: ['#fffbe6', '#d48806'],
      lime: ['#fcffe6', '#7cb305'],
      green: ['#f6ffed', '#389e0d'],
      cyan: ['#e6fffb', '#08979c'],
    };
    const { readdirSync, readFileSync } = require('node:fs') as typeof import('node:fs');
    const { join } = require('node:path') as typeof import('node:path');
    const src = join(__dirname, '../../src');
    const files = (readdirSync(src, { recursive: true }) as string[]).filter(
      (f) => f.endsWith('.tsx') && !/(^|\/)\.umi/.test(f) && !f.includes('__tests__'),
    );
    const named = new Set<string>();
    for (const file of files)
      for (const [, color] of readFileSync(join(src, file), 'utf8').matchAll(/<Tag\b[^>]*\bcolor="([a-z]+)"/g))
        if (color in shades) named.add(color);
    const unreadable = [...named]
      .map((color) => ({ color, ratio: Math.round(contrast(shades[color][1], shades[color][0]) * 100) / 100 }))
      .filter(({ ratio }) => ratio < 4.5);
    expect(named.size).toBeGreaterThan(0);
    expect(unreadable).toEqual([]);
  });
});
