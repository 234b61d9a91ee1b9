import { dirname, join, resolve, sep } from 'node:path';
import ts from 'typescript';

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

/** The last program built: a second analysis reuses its unchanged files (the checker still runs anew). */
let previous: ts.Program | undefined;

/** Overrides let a test change a file's text in memory (to prove a removed usage is noticed). */
export function analyseCatalogueUsage(overrides: Record<string, string> = {}): Usage[] {
  const configPath = join(ROOT, 'tsconfig.json');
  const config = ts.readConfigFile(configPath, ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, dirname(configPath));
  const files = parsed.fileNames.filter((f) => resolve(f).startsWith(SRC + sep) && !isTest(resolve(f)));
  const host = ts.createCompilerHost(parsed.options);
  const readFile = host.readFile.bind(host);
  const full = Object.fromEntries(Object.entries(overrides).map(([k, v]) => [resolve(ROOT, k), v]));
  host.readFile = (f) => full[resolve(f)] ?? readFile(f);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (f, lang, onError, create) =>
    full[resolve(f)] !== undefined
      ? ts.createSourceFile(f, full[resolve(f)], lang, true)
      : getSourceFile(f, lang, onError, create);
  const program = ts.createProgram({
    rootNames: files,
    options: { ...parsed.options, noEmit: true },
    host,
    oldProgram: previous,
  });
  previous = program;
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
      if (ts.isIdentifier(n)) {
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
