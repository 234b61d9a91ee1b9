import { antdImports, antdStylesheet } from '../../config/plugins/antdStyles';

describe('the prebuilt antd stylesheet', () => {
  it("reads the components a file imports from 'antd', by their exported names, leaving out types", () => {
    const text = [
      "import { Button, Table as DataTable, type TableProps } from 'antd';",
      "import type { FormInstance } from 'antd';",
      "import {\n  Card,\n  // a comment\n  Select,\n} from 'antd';",
      "import { Button as Other } from 'other';",
      "import * as everything from 'antd';",
    ].join('\n');
    expect(antdImports('x.tsx', text)).toEqual(['Button', 'Table', 'Card', 'Select']);
  });

  it("holds the given components' styles under the app's theme, with antd's cache map", () => {
    const sheet = antdStylesheet(['Button', 'Card', 'useless', 'version']);
    expect(sheet).toContain('.ant-btn');
    expect(sheet).toContain('.ant-card');
    expect(sheet).not.toContain('.ant-table');
    // @ant-design/cssinjs finds a style of the file by this map and does not generate it again.
    expect(sheet).toContain('data-ant-cssinjs-cache-path');
  });
});
