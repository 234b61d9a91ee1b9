import { mergeBoxSizingResets } from '../../config/plugins/antdResets';
import { antdStylesheet } from '../../config/plugins/antdStyles';

const ROOT = ':where(.css-abc)[class^="ant-btn"],:where(.css-abc)[class*=" ant-btn"]';
const FONT = `${ROOT}{font-family:sans-serif;font-size:14px;box-sizing:border-box;}`;
const PSEUDO =
  ':where(.css-abc)[class^="ant-btn"]::before,:where(.css-abc)[class*=" ant-btn"]::after{box-sizing:border-box;}';
const NESTED =
  ':where(.css-abc).ant-card [class^="ant-card"],:where(.css-abc).ant-card [class*=" ant-card"]{box-sizing:border-box;}';
const NESTED_BY_PREFIX =
  ':where(.css-abc)[class^="ant-btn"] [class^="ant-btn"]::after,:where(.css-abc)[class*=" ant-btn"] [class*=" ant-btn"]{box-sizing:border-box;}';
const BUTTON = ':where(.css-abc).ant-btn{box-sizing:border-box;}';
const OTHER_BODY = ':where(.css-abc)[class^="ant-btn"]{box-sizing:content-box;}';

describe('mergeBoxSizingResets', () => {
  it('replaces every box-sizing reset by class prefix with the two merged rules, where the first was', () => {
    const { css, merged } = mergeBoxSizingResets(`${BUTTON}${PSEUDO}${FONT}${NESTED}${NESTED_BY_PREFIX}${OTHER_BODY}`);
    expect(merged).toBe(3);
    const rules = css
      .split('}')
      .filter(Boolean)
      .map((r) => r.split('{')[0]);
    expect(rules).toEqual([
      ':where(.css-abc).ant-btn',
      '[class^="ant-"],[class^="ant-"]::before,[class^="ant-"]::after,[class*=" ant-"],[class*=" ant-"]::before,[class*=" ant-"]::after',
      [
        '[class^="ant-"] [class^="ant-"]',
        '[class^="ant-"] [class^="ant-"]::before',
        '[class^="ant-"] [class^="ant-"]::after',
        '[class*=" ant-"] [class^="ant-"]',
        '[class*=" ant-"] [class^="ant-"]::before',
        '[class*=" ant-"] [class^="ant-"]::after',
        '[class^="ant-"] [class*=" ant-"]',
        '[class^="ant-"] [class*=" ant-"]::before',
        '[class^="ant-"] [class*=" ant-"]::after',
        '[class*=" ant-"] [class*=" ant-"]',
        '[class*=" ant-"] [class*=" ant-"]::before',
        '[class*=" ant-"] [class*=" ant-"]::after',
      ].join(','),
      // The font reset and a rule that sets anything else stay, in their places.
      ROOT,
      ':where(.css-abc)[class^="ant-btn"]',
    ]);
    expect(css).toContain(FONT);
    expect(css).toContain(OTHER_BODY);
  });

  it('leaves a rule with one selector of another shape as it is', () => {
    const mixed = ':where(.css-abc)[class^="ant-btn"],:where(.css-abc) .ant-btn > span{box-sizing:border-box;}';
    expect(mergeBoxSizingResets(`${mixed}${NESTED}`).css).toContain(mixed);
  });

  it('leaves rules inside at-rules alone, and refuses a reset there', () => {
    const media = '@media (max-width:575px){:where(.css-abc).ant-btn{box-sizing:border-box;}.x{color:red}}';
    const { css, merged } = mergeBoxSizingResets(`${media}${PSEUDO}${NESTED}`);
    expect(merged).toBe(2);
    expect(css.startsWith(media)).toBe(true);
    expect(() => mergeBoxSizingResets(`@media (max-width:575px){.x{color:red}${NESTED}}${PSEUDO}${NESTED}`)).toThrow(
      /inside an at-rule/,
    );
  });

  it('refuses a sheet with root resets but no nested ones (antd no longer writes what the merge assumes)', () => {
    expect(() => mergeBoxSizingResets(PSEUDO)).toThrow(/no nested reset/);
  });

  it("merges every such reset of antd's own stylesheet", () => {
    const sheet = antdStylesheet(['Button', 'Card', 'Table', 'Select', 'Tabs']);
    const resets = (css: string) =>
      css
        .split('}')
        .filter(
          (rule) =>
            rule.endsWith('{box-sizing:border-box;') && rule.includes('[class^="ant-') && rule.includes(':where(.css-'),
        );
    expect(resets(sheet).length).toBeGreaterThan(10);
    const { css, merged } = mergeBoxSizingResets(sheet);
    expect(merged).toBe(resets(sheet).length);
    expect(resets(css)).toEqual([]);
    expect(css.length).toBeLessThan(sheet.length);
  });
});
