import { readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import ts from 'typescript';

const root = join(__dirname, '../..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const declared = new Set([...Object.keys(pkg.dependencies), ...Object.keys(pkg.devDependencies)]);

/** umi's generated files (src/.umi and src/.umi-<env>, one per environment it ran in) and outputs: not ours. */
const generated = /^(\.umi(-[\w-]+)?|node_modules|dist|test-results)$/;

function sourceFiles(path: string): string[] {
  if (statSync(path).isFile()) return [path];
  return readdirSync(path, { withFileTypes: true }).flatMap((entry) => {
    if (generated.test(entry.name)) return [];
    const child = join(path, entry.name);
    if (entry.isDirectory()) return sourceFiles(child);
    return /\.(m?[jt]sx?|cjs)$/.test(entry.name) ? [child] : [];
  });
}

/** Every module specifier a file imports, requires or imports dynamically. */
function specifiers(file: string): string[] {
  const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return info.importedFiles.map((f) => f.fileName);
}

function packageName(specifier: string) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

const files = ['src', 'mock', 'tests', 'scripts', 'config', '.umirc.ts', 'jest.config.ts']
  .map((p) => join(root, p))
  .flatMap(sourceFiles);

/** The packages and node_modules paths the project's own files import, with the first file of each. */
function imports() {
  const found = new Map<string, string>();
  for (const file of files) {
    for (const specifier of specifiers(file)) {
      if (/^(\.|\/|@\/|node:)/.test(specifier)) continue;
      found.set(specifier, found.get(specifier) ?? file.slice(root.length + 1));
    }
  }
  return found;
}

describe("the project's imports", () => {
  const found = imports();

  it('reads the sources it should (a guard against an empty scan)', () => {
    expect(files.length).toBeGreaterThan(300);
    expect(found.has('antd')).toBe(true);
    expect(found.has('dva-core')).toBe(true);
  });

  it('name only packages declared in package.json (or Node built-ins)', () => {
    const undeclared = [...found]
      .filter(
        ([specifier]) => !declared.has(packageName(specifier)) && !builtinModules.includes(packageName(specifier)),
      )
      .map(([specifier, file]) => `${specifier} (${file})`);
    expect(undeclared).toEqual([]);
  });

  it("never reach into a package's own node_modules, a plugin's private libs or antd's build folders", () => {
    const inside = [...found]
      .filter(([specifier]) =>
        /\/node_modules\/|^@umijs\/plugins\/libs\/|^(antd|rc-[\w-]+|@rc-component\/[\w-]+)\/(es|lib)\//.test(specifier),
      )
      .map(([specifier, file]) => `${specifier} (${file})`);
    expect(inside).toEqual([]);
  });
});
