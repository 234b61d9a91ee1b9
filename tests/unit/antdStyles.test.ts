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
