import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const DOMAIN = join(ROOT, 'src', 'domain');
const LIB = join(ROOT, 'src', 'lib');
/** What the domain never imports: the HTTP layer's server and validator, and the file system. */
const FORBIDDEN_PACKAGES = [/^express(\/|$)/, /^@stoplight\//, /^(node:)?fs(\/|$)/];

interface Import {
  from: string;
  /** The specifier as written. */
  specifier: string;
  /** The file it names, for a relative specifier. */
  target: string | undefined;
  typeOnly: boolean;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx|mts)$/.test(file) && !file.split(sep).includes('node_modules'))
    .map((file) => join(dir, file));
}

function resolved(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(from), specifier);
  return [base.replace(/\.js$/, '.ts'), base.replace(/\.js$/, '.tsx'), base].find((file) => existsSync(file) && statSync(file).isFile()) ?? base;
}

/** Every import of a file, type-only ones included (`import type`, `export type … from`, `import('…')` types). */
function importsOf(file: string): Import[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: Import[] = [];
  const add = (specifier: string, typeOnly: boolean) => found.push({ from: file, specifier, target: resolved(file, specifier), typeOnly });
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const bindings = clause?.namedBindings;
      const allTypes = bindings !== undefined && ts.isNamedImports(bindings) && bindings.elements.length > 0 && bindings.elements.every((e) => e.isTypeOnly);
      add(node.moduleSpecifier.text, clause !== undefined && (clause.isTypeOnly || (clause.name === undefined && allTypes)));
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      add(node.moduleSpecifier.text, node.isTypeOnly);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      add(node.argument.literal.text, true);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) {
      add(node.arguments[0].text, false);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The resource folder of a file of the domain (`subscribers` for src/domain/subscribers/writes.ts). */
const folderOf = (file: string): string | undefined => (file.startsWith(DOMAIN + sep) ? relative(DOMAIN, file).split(sep)[0] : undefined);
const isIndex = (file: string) => relative(DOMAIN, file).split(sep).length === 2 && file.endsWith(`${sep}index.ts`);
const isTypes = (file: string) => relative(DOMAIN, file).split(sep).length === 2 && file.endsWith(`${sep}types.ts`);
const shown = (file: string) => relative(ROOT, file).split(sep).join('/');

/** An import that enters a resource folder from outside it: through its index, or a type-only import of its record shapes. */
function entersProperly(i: Import): boolean {
  const to = i.target as string;
  return isIndex(to) || (i.typeOnly && isTypes(to));
}

const domainFiles = sourceFiles(DOMAIN);
const domainImports = domainFiles.flatMap(importsOf);

describe('the domain\'s folders', () => {
  it('are all there is at the top of src/domain, each one entered by its index.ts', () => {
    const top = readdirSync(DOMAIN);
    expect(top.filter((name) => !statSync(join(DOMAIN, name)).isDirectory())).toEqual([]);
    expect(top.filter((name) => !existsSync(join(DOMAIN, name, 'index.ts')))).toEqual([]);
    expect(top.length).toBeGreaterThan(10);
  });

  it('reach one another only through their index.ts (a types.ts of record shapes by type-only imports)', () => {
    const crossing = domainImports.filter((i) => i.target !== undefined && folderOf(i.target) !== undefined && folderOf(i.target) !== folderOf(i.from));
    expect(crossing.length).toBeGreaterThan(50);
    expect(crossing.filter((i) => !entersProperly(i)).map((i) => `${shown(i.from)} → ${i.specifier}`)).toEqual([]);
  });

  it('form no cycle, type-only imports included', () => {
    const edges = new Map<string, Set<string>>();
    for (const i of domainImports) {
      const from = folderOf(i.from) as string;
      const to = i.target === undefined ? undefined : folderOf(i.target);
      if (to === undefined || to === from) continue;
      edges.set(from, (edges.get(from) ?? new Set()).add(to));
    }
    const cycles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const walk = (folder: string, path: string[]): void => {
      state.set(folder, 'open');
      for (const next of edges.get(folder) ?? []) {
        if (state.get(next) === 'open') cycles.push([...path.slice(path.indexOf(next)), next].join(' → '));
        else if (state.get(next) === undefined) walk(next, [...path, next]);
      }
      state.set(folder, 'done');
    };
    for (const folder of edges.keys()) if (state.get(folder) === undefined) walk(folder, [folder]);
    expect(cycles).toEqual([]);
  });

  it('import nothing outside the domain but lib/, and never Express, Prism or the file system', () => {
    const outside = domainImports.filter((i) => i.target !== undefined && !i.target.startsWith(DOMAIN + sep) && !i.target.startsWith(LIB + sep));
    expect(outside.map((i) => `${shown(i.from)} → ${i.specifier}`)).toEqual([]);
    const forbidden = domainImports.filter((i) => i.target === undefined && FORBIDDEN_PACKAGES.some((p) => p.test(i.specifier)));
    expect(forbidden.map((i) => `${shown(i.from)} → ${i.specifier}`)).toEqual([]);
  });

  it('keep their record shapes in a types.ts that holds types only', () => {
    const typesFiles = domainFiles.filter(isTypes);
    expect(typesFiles.length).toBeGreaterThan(10);
    const runtime = typesFiles.flatMap((file) => {
      const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
      return source.statements
        .filter((s) => !ts.isInterfaceDeclaration(s) && !ts.isTypeAliasDeclaration(s))
        .filter((s) => !(ts.isImportDeclaration(s) && s.importClause?.isTypeOnly) && !(ts.isExportDeclaration(s) && s.isTypeOnly))
        .map((s) => `${shown(file)}: ${s.getText(source).split('\n')[0]}`);
    });
    expect(runtime).toEqual([]);
  });
});

describe('the other layers', () => {
  it('enter a resource folder of the domain through its index.ts (a types.ts of record shapes by type-only imports)', () => {
    const files = ['src', 'test', 'bench', 'scripts', 'ui'].flatMap((dir) => sourceFiles(join(ROOT, dir))).filter((file) => !file.startsWith(DOMAIN + sep));
    const entering = files.flatMap(importsOf).filter((i) => i.target !== undefined && folderOf(i.target) !== undefined);
    expect(entering.length).toBeGreaterThan(100);
    expect(entering.filter((i) => !entersProperly(i)).map((i) => `${shown(i.from)} → ${i.specifier}`)).toEqual([]);
  });
});
