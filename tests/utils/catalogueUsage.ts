import { dirname, join, resolve, sep } from 'node:path';
import ts from 'typescript';
import { appProgram } from '../../scripts/fieldReaders';

/**
 * Static proof that each catalogue entry is reachable: which service function sends it, and which
 * model or screen imports that function. Symbols are resolved by the TypeScript checker, so an
 * alias (`import * as gm`, `import { list as listStudents }`) counts and a same-named local does not.
 */
export interface Usage {
  /** catalogue key, e.g. `training.isOpen` */
  key: string;
  /** `services/training.ts#isOpen` for each service function that sends it */
  senders: string[];
  /** files under src (relative, `/`-separated) that use one of those senders */
  users: string[];
}

const ROOT = resolve(__dirname, '../..');
const SRC = join(ROOT, 'src');
const SERVICES = join(SRC, 'services');
const ENDPOINTS = join(SERVICES, 'endpoints.ts');

const rel = (file: string) =>
  file
    .slice(SRC.length + 1)
    .split(sep)
    .join('/');
const isTest = (file: string) => /[\\/]__tests__[\\/]|\.test\.tsx?$/.test(file);

/**
 * Overrides let a test change a file's text in memory (to prove a removed usage is noticed). The
 * program is the one the contract check's field index reads (scripts/fieldReaders.ts): a test file
 * that runs both pays the compiler once, and a variant reuses its unchanged files.
 */
export function analyseCatalogueUsage(overrides: Record<string, string> = {}): Usage[] {
  const program = appProgram(Object.fromEntries(Object.entries(overrides).map(([k, v]) => [resolve(ROOT, k), v])));
  const checker = program.getTypeChecker();

  const resolveAlias = (s: ts.Symbol | undefined) =>
    s && s.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(s) : s;

  // Catalogue entries: the property assignments two levels inside `const catalogue = { … }`.
  const keyOfDeclaration = new Map<ts.Node, string>();
  const keys: string[] = [];
  const endpointsFile = program.getSourceFile(ENDPOINTS);
  if (!endpointsFile) throw new Error('endpoints.ts not in the program');
  endpointsFile.forEachChild(function visit(node) {
    if (ts.isVariableDeclaration(node) && node.name.getText() === 'catalogue' && node.initializer) {
      let init: ts.Expression = node.initializer;
      while (ts.isSatisfiesExpression(init) || ts.isAsExpression(init)) init = init.expression;
      if (!ts.isObjectLiteralExpression(init)) throw new Error('catalogue is not an object literal');
      for (const fam of init.properties) {
        if (!ts.isPropertyAssignment(fam) || !ts.isObjectLiteralExpression(fam.initializer)) continue;
        for (const entry of fam.initializer.properties) {
          if (!ts.isPropertyAssignment(entry)) continue;
          const key = `${fam.name.getText()}.${entry.name.getText()}`;
          keyOfDeclaration.set(entry, key);
          keys.push(key);
        }
      }
      return;
    }
    node.forEachChild(visit);
  });

  /** The catalogue key a property access like `e.isOpen` or `endpoints.gm.companyInject` names. */
  const keyOfAccess = (node: ts.PropertyAccessExpression): string | undefined => {
    const symbol = checker.getSymbolAtLocation(node.name);
    for (const d of symbol?.declarations ?? []) {
      const key = keyOfDeclaration.get(d);
      if (key) return key;
    }
    return undefined;
  };

  // Service functions: exported values of src/services/*.ts and the catalogue keys they send,
  // directly (`request(e.isOpen, …)`) or through another export they hold (a table of functions).
  const exportsOfService = new Map<ts.Symbol, { name: string; body: ts.Node }>();
  const namespaces = new Set<ts.Symbol>();
  for (const sf of program.getSourceFiles()) {
    const file = resolve(sf.fileName);
    if (dirname(file) !== SERVICES || file === ENDPOINTS || isTest(file)) continue;
    const moduleSymbol = checker.getSymbolAtLocation(sf);
    if (!moduleSymbol) continue;
    namespaces.add(moduleSymbol);
    for (const exported of checker.getExportsOfModule(moduleSymbol)) {
      const target = resolveAlias(exported);
      const decl = target?.valueDeclaration;
      if (!target || !decl) continue;
      const body = ts.isVariableDeclaration(decl)
        ? decl.initializer
        : ts.isFunctionDeclaration(decl)
          ? decl
          : undefined;
      if (body)
        exportsOfService.set(target, {
          name: `services/${rel(file).slice('services/'.length)}#${exported.name}`,
          body,
        });
    }
  }
  const direct = new Map<ts.Symbol, Set<string>>();
  const holds = new Map<ts.Symbol, Set<ts.Symbol>>();
  for (const [symbol, { body }] of exportsOfService) {
    const keys = new Set<string>();
    const held = new Set<ts.Symbol>();
    body.forEachChild(function visit(n) {
      if (ts.isPropertyAccessExpression(n)) {
        const key = keyOfAccess(n);
        if (key) keys.add(key);
      }
      if (ts.isIdentifier(n)) {
        const t = resolveAlias(checker.getSymbolAtLocation(n));
        if (t && t !== symbol && exportsOfService.has(t)) held.add(t);
      }
      n.forEachChild(visit);
    });
    direct.set(symbol, keys);
    holds.set(symbol, held);
  }
  const keysOf = (symbol: ts.Symbol, seen = new Set<ts.Symbol>()): Set<string> => {
    const out = new Set(direct.get(symbol));
    seen.add(symbol);
    for (const h of holds.get(symbol) ?? []) if (!seen.has(h)) for (const k of keysOf(h, seen)) out.add(k);
    return out;
  };
  const senders = new Map<ts.Symbol, { name: string; keys: Set<string> }>();
  for (const [symbol, { name }] of exportsOfService) {
    const keys = keysOf(symbol);
    if (keys.size) senders.set(symbol, { name, keys });
  }

  // Users: identifiers outside src/services (models, pages, components, layouts) resolving to a
  // sender. A namespace looked up by name (`menuService[call]`) uses the exports whose names appear
  // as string literals typed by a union of literals in the same file (`control('suspend')`).
  const usersOf = new Map<ts.Symbol, Set<string>>();
  const use = (target: ts.Symbol, file: string) => {
    if (!usersOf.has(target)) usersOf.set(target, new Set());
    usersOf.get(target)?.add(rel(file));
  };
  // Only an identifier spelt as a sender's name, or as a name an import or export renames it to, can
  // resolve to one: the checker, the costly part, is asked about those alone.
  const names = new Set([...senders.keys()].flatMap((s) => [s.name, exportsOfService.get(s)!.name.split('#')[1]]));
  const renames: [string, string][] = [];
  for (const sf of program.getSourceFiles())
    if (resolve(sf.fileName).startsWith(SRC + sep))
      sf.forEachChild(function visit(n) {
        if ((ts.isImportSpecifier(n) || ts.isExportSpecifier(n)) && n.propertyName)
          renames.push([n.propertyName.text, n.name.text]);
        n.forEachChild(visit);
      });
  for (let grew = true; grew; ) {
    grew = false;
    for (const [from, to] of renames)
      if (names.has(from) && !names.has(to)) {
        names.add(to);
        grew = true;
      }
  }
  const isLiteralUnion = (type: ts.Type | undefined) =>
    !!type && (type.isStringLiteral() || (type.isUnion() && type.types.every((t) => t.isStringLiteral())));
  for (const sf of program.getSourceFiles()) {
    const file = resolve(sf.fileName);
    if (!file.startsWith(SRC + sep) || file.startsWith(SERVICES + sep) || isTest(file)) continue;
    if (file.includes(`${sep}.umi`)) continue;
    const lookedUp = new Set<ts.Symbol>();
    const literals: ts.StringLiteral[] = [];
    sf.forEachChild(function visit(n) {
      // Import specifiers name the function but do not use it; only uses in code count.
      if (ts.isImportDeclaration(n) || ts.isExportDeclaration(n)) return;
      if (ts.isIdentifier(n) && names.has(n.text)) {
        const target = resolveAlias(checker.getSymbolAtLocation(n));
        if (target && senders.has(target)) use(target, file);
      }
      if (ts.isElementAccessExpression(n)) {
        const ns = resolveAlias(checker.getSymbolAtLocation(n.expression));
        if (ns && namespaces.has(ns)) lookedUp.add(ns);
      }
      if (ts.isStringLiteral(n)) literals.push(n);
      n.forEachChild(visit);
    });
    for (const ns of lookedUp) {
      const named = new Map(checker.getExportsOfModule(ns).map((s) => [s.name, resolveAlias(s)]));
      for (const literal of literals) {
        const target = named.get(literal.text);
        if (target && senders.has(target) && isLiteralUnion(checker.getContextualType(literal))) use(target, file);
      }
    }
  }

  return keys.map((key) => {
    const mine = [...senders].filter(([, s]) => s.keys.has(key));
    const users = new Set<string>();
    for (const [symbol] of mine) for (const u of usersOf.get(symbol) ?? []) users.add(u);
    return { key, senders: mine.map(([, s]) => s.name).sort(), users: [...users].sort() };
  });
}
