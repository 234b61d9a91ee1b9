import { posix } from 'node:path';
import ts from 'typescript';

/**
 * The app's layers, highest first: a module imports only from its own layer or a lower one.
 * The entry files (src/app.tsx, src/access.ts, src/loading.tsx) wire everything together and may
 * import any layer.
 */
export const LAYERS: { rank: number; folders: string[] }[] = [
  { rank: 6, folders: ['layouts'] },
  { rank: 5, folders: ['pages'] },
  { rank: 4, folders: ['features'] },
  { rank: 3, folders: ['components'] },
  { rank: 2, folders: ['stores', 'models'] },
  { rank: 1, folders: ['services'] },
  { rank: 0, folders: ['utils', 'domain', 'constants', 'locales', 'theme', 'assets'] },
];

const ENTRY = /^src\/(app|access|loading)\.tsx?$/;

/** The layer of a path under src ('src/pages/x/index.tsx' is in pages), or undefined for the entry files and others. */
export function layerOf(path: string): { folder: string; rank: number } | undefined {
  if (!path.startsWith('src/') || ENTRY.test(path)) return undefined;
  const folder = path
    .slice(4)
    .split('/')[0]
    .replace(/\.(tsx?|less|css)$/, '');
  const layer = LAYERS.find((l) => l.folders.includes(folder));
  return layer && { folder, rank: layer.rank };
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
    if (!from) continue;
    for (const { specifier, typeOnly } of importsOf(path, text)) {
      const target = resolveSpecifier(path, specifier);
      const to = target && layerOf(target);
      if (!target || !to) continue;
      const where = `${path} imports ${specifier}`;
      if (to.rank > from.rank) found.push(`${where}: ${from.folder} may not import from ${to.folder} (a higher layer)`);
      else if (from.folder === 'pages' && to.folder === 'pages' && pageArea(path) !== pageArea(target))
        found.push(`${where}: a screen area does not import another area's files (shared code belongs in src/features)`);
      else if (from.folder === 'pages' && to.folder === 'services' && !typeOnly)
        found.push(`${where}: screens get data through src/stores or src/features, never from a service directly`);
    }
    // A model's effects and reducers are reached through their typed calls (src/utils/model.ts).
    if (from.folder !== 'stores' && from.folder !== 'models' && !path.includes('/__tests__/')) {
      for (const match of text.matchAll(/\btype:\s*['"`]([A-Za-z]+\/[A-Za-z]+)['"`]/g))
        found.push(`${path} dispatches '${match[1]}' by name: call it through useModel`);
      if (/\buseEffectCall\b/.test(text)) found.push(`${path} uses useEffectCall: call effects through useModel`);
    }
  }
  return found;
}
