import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { layerViolations } from '../utils/layers';

const root = join(__dirname, '../..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.umi')) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const files = sources(join(root, 'src')).map((path) => ({
  path: relative(root, path).split(sep).join('/'),
  text: readFileSync(path, 'utf8'),
}));

describe('the layers of src', () => {
  it('reads the sources it should (a guard against an empty scan)', () => {
    expect(files.length).toBeGreaterThan(250);
    expect(files.some((f) => f.path.startsWith('src/features/'))).toBe(true);
  });

  it('are respected by every import: pages → features → stores → services → utils and domain, components on the base', () => {
    expect(layerViolations(files)).toEqual([]);
  });
});

describe('the layer check', () => {
  const check = (path: string, text: string) => layerViolations([{ path, text }]);

  it('refuses an import that runs up the layers, relative or by alias', () => {
    expect(check('src/utils/x.ts', "import { list } from '@/services/class';")).toHaveLength(1);
    expect(check('src/stores/x.ts', "import Thing from '../components/Thing';")).toHaveLength(1);
    expect(check('src/components/x.tsx', "import model from '@/stores/class';")).toHaveLength(1);
    expect(check('src/features/a/x.tsx', "export { Page } from '@/pages/class/Home';")).toHaveLength(1);
    expect(check('src/services/x.ts', "const m = import('@/stores/menu');")).toHaveLength(1);
  });

  it('keeps components to the base layer, and the data layers out of components', () => {
    expect(check('src/components/x.tsx', "import * as classService from '@/services/class';")).toHaveLength(1);
    expect(check('src/services/x.ts', "import ListTable from '@/components/table/ListTable';")).toHaveLength(1);
    expect(check('src/components/x.tsx', "import { display } from '@/utils/format';")).toEqual([]);
  });

  it("refuses a screen's value import of a service, and one area's import of another's files", () => {
    expect(check('src/pages/class/Home/index.tsx', "import * as classService from '@/services/class';")).toHaveLength(
      1,
    );
    expect(
      check('src/pages/class/Home/index.tsx', "import { list, type ClassRow } from '@/services/class';"),
    ).toHaveLength(1);
    expect(check('src/pages/class/Home/index.tsx', "import { x } from '../../train/Home/x';")).toHaveLength(1);
  });

  it('refuses an effect or reducer dispatched by name outside the models', () => {
    expect(check('src/pages/a/index.tsx', "dispatch({ type: 'class/fetchList', payload });")).toHaveLength(1);
    expect(check('src/features/a/x.ts', 'const call = useEffectCall();')).toHaveLength(1);
  });

  it('allows imports down the layers, type-only service imports in screens, and the entry files', () => {
    expect(
      check(
        'src/pages/class/Home/index.tsx',
        [
          "import type { ClassRow } from '@/services/class';",
          "import { type Page } from '@/services/page';",
          "import classModel from '@/stores/class';",
          "import { useClasses } from '@/features/classes/queries';",
          "import { format } from '../../../utils/format';",
          "import Form from './Form';",
        ].join('\n'),
      ),
    ).toEqual([]);
    expect(
      check('src/app.tsx', "import { dvaConfig } from './stores/dvaConfig';\nimport Layout from './layouts';"),
    ).toEqual([]);
    expect(check('src/stores/train.ts', "yield put({ type: 'menu/reset' });")).toEqual([]);
    expect(check('src/services/__tests__/x.test.ts', "import trainModel from '@/stores/train';")).toEqual([]);
  });
});
