import { posix } from 'node:path';
import ts from 'typescript';

/**
 * The app's layers and what each may import (besides its own folder group). The entry files
 * (src/app.tsx, src/access.ts, src/loading.tsx) wire everything together and may import any layer.
 * Components are the app's own UI parts: they sit beside the data layers and import only the base.
 */
const BASE = ['utils', 'domain', 'constants', 'locales', 'theme', 'assets'];
const GROUPS: Record<string, string[]> = {
  layouts: ['layouts'],
  pages: ['pages'],
  features: ['features'],
  components: ['components'],
  models: ['stores', 'models'],
  services: ['services'],
  base: BASE,
};
const MAY_IMPORT: Record<string, string[]> = {
  layouts: ['pages', 'features', 'components', 'models', 'services', 'base'],
  pages: ['features', 'components', 'models', 'services', 'base'],
  features: ['components', 'models', 'services', 'base'],
  components: ['base'],
  models: ['services', 'base'],
  services: ['base'],
  base: [],
};

const ENTRY = /^src\/(app|access|loading)\.tsx?$/;

/** The layer of a path under src ('src/pages/x/index.tsx' is in pages), or undefined for the entry files and others. */
export function layerOf(path: string): { folder: string; group: string } | undefined {
  if (!path.startsWith('src/') || ENTRY.test(path)) return undefined;
  const folder = path
    .slice(4)
    .split('/')[0]
    .replace(/\.(tsx?|less|css)$/, '');
  const group = Object.keys(GROUPS).find((g) => GROUPS[g].includes(folder));
  return group ? { folder, group } : undefined;
}

export interface ImportRef {
  specifier: string;
  typeOnly: boolean;
}

/** Every module a file imports or re-exports, statically or by import(), and whether only its types are. */
export function importsOf(path: string, text: string): ImportRef[] {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const found: ImportRef[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const typeOnly =
        !!clause &&
        (clause.isTypeOnly ||
          (!clause.name &&
            !!clause.namedBindings &&
            ts.isNamedImports(clause.namedBindings) &&
            clause.namedBindings.elements.length > 0 &&
            clause.namedBindings.elements.every((e) => e.isTypeOnly)));
      found.push({ specifier: node.moduleSpecifier.text, typeOnly });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push({ specifier: node.moduleSpecifier.text, typeOnly: node.isTypeOnly });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push({ specifier: node.arguments[0].text, typeOnly: false });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The path under the project root an import names, or undefined for a package. */
export function resolveSpecifier(from: string, specifier: string): string | undefined {
  if (specifier.startsWith('@/')) return `src/${specifier.slice(2)}`;
  if (specifier.startsWith('.')) return posix.normalize(posix.join(posix.dirname(from), specifier));
  return undefined;
}

/** The route area of a screen: src/pages/train/Console/x.tsx is in 'train/Console'... its area is 'train'. */
const pageArea = (path: string) => path.split('/')[2];

/** The breaches of the layer rules in a set of files (paths relative to the project root, with '/'). */
export function layerViolations(files: { path: string; text: string }[]): string[] {
  const found: string[] = [];
  for (const { path, text } of files) {
    const from = layerOf(path);
    // A test may build what it tests from any layer (a store for a service's test, say).
    if (!from || path.includes('/__tests__/')) continue;
    for (const { specifier, typeOnly } of importsOf(path, text)) {
      const target = resolveSpecifier(path, specifier);
      const to = target && layerOf(target);
      if (!target || !to) continue;
      const where = `${path} imports ${specifier}`;
      if (to.group !== from.group && !MAY_IMPORT[from.group].includes(to.group))
        found.push(`${where}: ${from.folder} may not import from ${to.folder}`);
      else if (from.folder === 'pages' && to.folder === 'pages' && pageArea(path) !== pageArea(target))
        found.push(
          `${where}: a screen area does not import another area's files (shared code belongs in src/features)`,
        );
      else if (from.folder === 'pages' && to.folder === 'services' && !typeOnly)
        found.push(`${where}: screens get data through src/stores or src/features, never from a service directly`);
    }
    // A model's effects and reducers are reached through their typed calls (src/utils/model.ts).
    if (from.group !== 'models') {
      for (const match of text.matchAll(/\btype:\s*['"`]([A-Za-z]+\/[A-Za-z]+)['"`]/g))
        found.push(`${path} dispatches '${match[1]}' by name: call it through useModel`);
      if (/\buseEffectCall\b/.test(text)) found.push(`${path} uses useEffectCall: call effects through useModel`);
    }
  }
  return found;
}
