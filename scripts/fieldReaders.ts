/**
 * Which screens read a field of an answer, found by the TypeScript compiler, for the contract
 * check's report (scripts/contract-check.ts). One program over the app's sources (tsconfig.json)
 * and one in-memory file declaring a value of `Answer<K>` for each contract key resolves a field
 * path ('data.records[].className') to its declaration in the contract's zod shapes. The app's
 * reads of that declaration (property accesses, destructuring, antd's `dataIndex: 'name'`) are found
 * by the checker, and a route reads the field when a file that reads it is among the files its
 * screen imports. Building it takes seconds, so the check builds it only when it has a field to name.
 */
import { resolve } from 'node:path';
import ts from 'typescript';
import routes from '../config/routes';
import type { ContractKey } from '../src/services/contract';
import { SCREENS } from '../src/services/contract/screens';

export interface FieldScreens {
  /** The field path as the check reports it: 'data.records[].className'. */
  field: string;
  /** The routes of the answer's screens (src/services/contract/screens.ts, in its order) that read the field. */
  screens: string[];
  /** No screen was found to read the field: `screens` are then all those that read the answer. */
  fallback: boolean;
}

export interface FieldIndex {
  screensOf(key: ContractKey, field: string): FieldScreens;
  /** The app's source files it looks at, and the milliseconds building the program and the import graph took. */
  readonly files: number;
  readonly buildMs: number;
  /** The field names looked up in the app's sources so far, and the milliseconds that took. */
  readonly names: number;
  readonly lookupMs: number;
}

const ROOT = resolve(__dirname, '..').replace(/\\/g, '/');
const APP = `${ROOT}/src/`;
const CONTRACT_DIR = `${APP}services/contract/`;
/** The in-memory file of `Answer<K>` values: never written to disk. */
const ANSWERS_FILE = `${CONTRACT_DIR}fieldReaders.answers.ts`;
/** umi renders every route inside this layout unless the route says `layout: false`. */
const LAYOUT = '@/layouts';

/** A file of the app whose reads count: not the contract itself, a test, a declaration or umi's generated code. */
function isAppFile(file: string): boolean {
  return (
    file.startsWith(APP) &&
    !file.startsWith(CONTRACT_DIR) &&
    /\.tsx?$/.test(file) &&
    !file.endsWith('.d.ts') &&
    !/\/(__tests__|\.umi[^/]*)\/|\.test\.tsx?$/.test(file)
  );
}

type Step = { prop: string } | { index: ts.IndexKind };

/** The steps of a field path after its `data` root, or undefined for a text that is no field path. */
function stepsOf(field: string): Step[] | undefined {
  if (!/^data(\.|\[|$)/.test(field)) return undefined;
  const steps: Step[] = [];
  for (const [, brackets, prop] of field.slice(4).matchAll(/(\[\]|\.\{\})|\.([^.[]+)/g))
    steps.push(
      prop !== undefined ? { prop } : { index: brackets === '[]' ? ts.IndexKind.Number : ts.IndexKind.String },
    );
  return steps;
}

/** A place in the app that names a field: the checker tells which declaration it reads. */
interface Read {
  file: string;
  node: ts.Node;
  /** how the checker finds its declarations */
  how: 'symbol' | 'binding' | 'dataIndex';
}

function propertyName(name: ts.Node): string | undefined {
  return ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : undefined;
}

/** The places in one file that read a field by name: `a.name`, `a['name']`, `{ name } = a`, `dataIndex: 'name'`. */
function collectReads(source: ts.SourceFile, into: Map<string, Read[]>) {
  const add = (name: string | undefined, node: ts.Node, how: Read['how']) => {
    if (name === undefined) return;
    const list = into.get(name) ?? [];
    list.push({ file: source.fileName, node, how });
    into.set(name, list);
  };
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAccessExpression(node)) add(node.name.text, node.name, 'symbol');
    else if (ts.isElementAccessExpression(node) && ts.isStringLiteralLike(node.argumentExpression))
      add(node.argumentExpression.text, node.argumentExpression, 'symbol');
    else if (ts.isBindingElement(node) && ts.isObjectBindingPattern(node.parent) && !node.dotDotDotToken)
      add(propertyName(node.propertyName ?? node.name), node, 'binding');
    else if (
      ts.isPropertyAssignment(node) &&
      propertyName(node.name) === 'dataIndex' &&
      ts.isStringLiteralLike(node.initializer)
    )
      add(node.initializer.text, node, 'dataIndex');
    ts.forEachChild(node, visit);
  };
  visit(source);
}

/** The module specifiers a file loads at run time: static and dynamic imports and re-exports, not `import type`. */
function runtimeImports(source: ts.SourceFile): string[] {
  const out: string[] = [];
  const typeOnly = (elements: readonly { isTypeOnly: boolean }[]) =>
    elements.length > 0 && elements.every((e) => e.isTypeOnly);
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const onlyTypes =
        clause &&
        (clause.isTypeOnly ||
          (!clause.name && clause.namedBindings && ts.isNamedImports(clause.namedBindings)
            ? typeOnly(clause.namedBindings.elements)
            : false));
      if (!onlyTypes) out.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const named = node.exportClause && ts.isNamedExports(node.exportClause) ? node.exportClause.elements : [];
      if (!node.isTypeOnly && !typeOnly(named)) out.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    )
      out.push(node.arguments[0].text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

interface RouteDef {
  path: string;
  component?: string;
  layout?: false;
  routes?: RouteDef[];
}

let shared: ts.Program | undefined;
/** The files the shared program parsed, by name: a variant's host gives them again. */
const parsed = new Map<string, ts.SourceFile>();

/**
 * The program over the app's sources (tsconfig.json's files under src/, tests aside) and the
 * in-memory answers file, built once per process: the index reads it, and a test's own analysis of
 * the app's sources shares it rather than paying the compiler again. `overrides` (a path's text, by
 * absolute path) gives a variant, which reuses the shared program's unchanged files.
 */
export function appProgram(overrides: Record<string, string> = {}): ts.Program {
  const variant = Object.keys(overrides).length > 0;
  if (shared && !variant) return shared;
  const { config } = ts.readConfigFile(`${ROOT}/tsconfig.json`, ts.sys.readFile);
  // Without src/.umi (before `max setup`) umi's options and types are missing; the contract's types still resolve.
  const { options, fileNames } = ts.parseJsonConfigFileContent(config, ts.sys, ROOT);
  const host = ts.createCompilerHost(options, true);
  const text = (file: string) => (file === ANSWERS_FILE ? answersText() : overrides[resolve(file)]);
  const { getSourceFile, fileExists, readFile } = host;
  // A variant takes the files the shared program parsed as they are: only the overridden ones are parsed anew.
  const base = variant ? appProgram() : undefined;
  host.getSourceFile = (file, language, ...rest) => {
    const own = text(file);
    if (own !== undefined) return ts.createSourceFile(file, own, language, true);
    const known = parsed.get(file);
    if (known) return known;
    const source = getSourceFile.call(host, file, language, ...rest);
    if (source && !variant) parsed.set(file, source);
    return source;
  };
  host.fileExists = (file) => file === ANSWERS_FILE || fileExists.call(host, file);
  host.readFile = (file) => text(file) ?? readFile.call(host, file);
  const roots = fileNames.filter((f) => f.startsWith(APP) && !/\/__tests__\/|\.test\.tsx?$/.test(f));
  const program = ts.createProgram({
    rootNames: [...roots, ANSWERS_FILE],
    options,
    host,
    ...(base ? { oldProgram: base } : {}),
  });
  if (!variant) shared = program;
  return program;
}

/** A value of `Answer<K>` for each contract key, in SCREENS' order: the index asks for their fields' types. */
function answersText(): string {
  return [
    "import type { Answer } from './index';",
    ...Object.keys(SCREENS).map((key, i) => `declare const a${i}: Answer<${JSON.stringify(key)}>;`),
  ].join('\n');
}

function buildIndex(): FieldIndex {
  const started = performance.now();
  const keys = Object.keys(SCREENS) as ContractKey[];
  const program = appProgram();
  const options = program.getCompilerOptions();
  const host = ts.createCompilerHost(options, true);
  const checker = program.getTypeChecker();
  const appFiles = program.getSourceFiles().filter((s) => isAppFile(s.fileName));

  // The value of each key's answer in the in-memory file: its type is computed when a field of it is asked.
  const answerValues = new Map<ContractKey, ts.Node>();
  program
    .getSourceFile(ANSWERS_FILE)
    ?.statements.filter(ts.isVariableStatement)
    .forEach((statement, i) => {
      answerValues.set(keys[i], statement.declarationList.declarations[0].name);
    });

  // Where each field name is read, found without the checker; the checker resolves a name's reads on first need.
  const reads = new Map<string, Read[]>();
  appFiles.forEach((source) => collectReads(source, reads));

  // The import graph, and each route's files: its component's closure, and the layout's when it has one.
  const cache = ts.createModuleResolutionCache(ROOT, (f) => f, options);
  const resolveFrom = (specifier: string, from: string) =>
    ts.resolveModuleName(specifier, from, options, host, cache).resolvedModule?.resolvedFileName;
  const closures = new Map<string, Set<string>>();
  const closureOf = (root: string): Set<string> => {
    const known = closures.get(root);
    if (known) return known;
    const seen = new Set<string>([root]);
    const queue = [root];
    while (queue.length) {
      const file = queue.pop()!;
      const source = program.getSourceFile(file);
      if (!source) continue;
      for (const specifier of runtimeImports(source)) {
        const target = resolveFrom(specifier, file);
        if (target?.startsWith(APP) && !seen.has(target)) {
          seen.add(target);
          queue.push(target);
        }
      }
    }
    closures.set(root, seen);
    return seen;
  };
  const entry = `${APP}app.tsx`;
  const layout = resolveFrom(LAYOUT, entry);
  const routeFiles = new Map<string, Set<string>>();
  const walk = (list: RouteDef[]) =>
    list.forEach((route) => {
      const component = route.component ? resolveFrom(`@/pages/${route.component}`, entry) : undefined;
      if (component) {
        const files = new Set(closureOf(component));
        if (route.layout !== false && layout) closureOf(layout).forEach((f) => files.add(f));
        routeFiles.set(route.path, files);
      }
      walk(route.routes ?? []);
    });
  walk(routes as RouteDef[]);
  const buildMs = performance.now() - started;

  const byName = new Map<string, Map<ts.Node, Set<string>>>();
  /** The declarations of `field` a read reaches. */
  const declarationsOf = (read: Read, field: string): readonly ts.Node[] => {
    if (read.how === 'symbol') return checker.getSymbolAtLocation(read.node)?.declarations ?? [];
    // A destructured field is a property of the pattern's type; a column's dataIndex names one of its row type.
    const owners =
      read.how === 'binding'
        ? [checker.getTypeAtLocation(read.node.parent)]
        : membersOf(columnType(read.node.parent as ts.ObjectLiteralExpression)).flatMap((column) => [
            ...(column.aliasTypeArguments ?? []),
            ...(isReference(column) ? checker.getTypeArguments(column) : []),
          ]);
    return owners
      .flatMap((owner) => membersOf(checker.getNonNullableType(owner)))
      .flatMap((owner) => checker.getPropertyOfType(owner, field)?.declarations ?? []);
  };
  /**
   * The type a column object is given: its contextual type, or, for a column in a conditional spread
   * (`...(shown ? [{ dataIndex }] : [])`), which TypeScript gives none, the element type of the array around it.
   */
  const columnType = (column: ts.ObjectLiteralExpression): ts.Type | undefined => {
    let node: ts.Expression = column;
    let depth = 0;
    let type = checker.getContextualType(node);
    while (!type) {
      const parent = node.parent;
      if (ts.isArrayLiteralExpression(parent)) depth++;
      else if (ts.isSpreadElement(parent)) depth--;
      else if (!ts.isParenthesizedExpression(parent) && !ts.isConditionalExpression(parent)) return undefined;
      node = parent;
      type = checker.getContextualType(node);
    }
    for (; depth > 0 && type; depth--) {
      const elements: ts.Type[] = membersOf(type).flatMap(
        (t) => checker.getIndexTypeOfType(t, ts.IndexKind.Number) ?? [],
      );
      type = elements.length === 1 ? elements[0] : undefined;
    }
    return type;
  };
  /** For each declaration that a read of `name` reaches, the files that read it: resolved once per name. */
  const readersNamed = (name: string): Map<ts.Node, Set<string>> => {
    const known = byName.get(name);
    if (known) return known;
    const readers = new Map<ts.Node, Set<string>>();
    for (const read of reads.get(name) ?? [])
      for (const declaration of declarationsOf(read, name)) {
        const files = readers.get(declaration) ?? new Set<string>();
        files.add(read.file);
        readers.set(declaration, files);
      }
    byName.set(name, readers);
    return readers;
  };

  /** The declarations a field path of `key`'s answer reaches, walking the answer's type. */
  const declarationsAt = (key: ContractKey, steps: Step[]): ts.Node[] => {
    const value = answerValues.get(key);
    let types = value ? [checker.getTypeAtLocation(value)] : [];
    let declarations: ts.Node[] = [];
    for (const step of steps) {
      const owners = types.flatMap((t) => membersOf(checker.getNonNullableType(t)));
      if ('prop' in step) {
        const symbols = owners.flatMap((t) => checker.getPropertyOfType(t, step.prop) ?? []);
        declarations = symbols.flatMap((s) => s.declarations ?? []);
        types = symbols.map((s) => checker.getTypeOfSymbol(s));
      } else types = owners.flatMap((t) => checker.getIndexTypeOfType(t, step.index) ?? []);
    }
    return declarations;
  };

  /** Per declaration, the routes whose files read it: fields of a shared row look it up once. */
  const routesReading = new Map<ts.Node, Set<string>>();
  const routesOf = (declaration: ts.Node, name: string): Set<string> => {
    const known = routesReading.get(declaration);
    if (known) return known;
    const files = readersNamed(name).get(declaration) ?? new Set<string>();
    const found = new Set<string>();
    for (const [route, reached] of routeFiles) if ([...files].some((f) => reached.has(f))) found.add(route);
    routesReading.set(declaration, found);
    return found;
  };

  const screensOf = (key: ContractKey, field: string): FieldScreens => {
    const answerScreens = [...(SCREENS[key] ?? [])];
    const steps = stepsOf(field) ?? [];
    // A list's or a map's element (`data.records[]`) is read by whoever reads the list.
    while (steps.length && !('prop' in steps[steps.length - 1])) steps.pop();
    const last = steps[steps.length - 1];
    // The whole answer (`data`, `data[]`): every screen that reads the answer reads it.
    if (!last || !('prop' in last)) return { field, screens: answerScreens, fallback: false };
    const reading = new Set<string>();
    for (const declaration of declarationsAt(key, steps))
      routesOf(declaration, last.prop).forEach((route) => reading.add(route));
    const screens = answerScreens.filter((route) => reading.has(route));
    return screens.length ? { field, screens, fallback: false } : { field, screens: answerScreens, fallback: true };
  };

  let lookupMs = 0;
  return {
    files: appFiles.length,
    buildMs,
    get names() {
      return byName.size;
    },
    get lookupMs() {
      return lookupMs;
    },
    screensOf(key, field) {
      const started = performance.now();
      const found = screensOf(key, field);
      lookupMs += performance.now() - started;
      return found;
    },
  };
}

function membersOf(type: ts.Type | undefined): ts.Type[] {
  if (!type) return [];
  return type.isUnion() ? type.types : [type];
}

function isReference(type: ts.Type): type is ts.TypeReference {
  return !!(type.flags & ts.TypeFlags.Object) && !!((type as ts.ObjectType).objectFlags & ts.ObjectFlags.Reference);
}

let built: FieldIndex | undefined;

/** The index, built on first use (after `onBuild`) and kept for the process: a test file builds it once. */
export function fieldIndex(onBuild?: () => void): FieldIndex {
  if (!built) {
    onBuild?.();
    built = buildIndex();
  }
  return built;
}
