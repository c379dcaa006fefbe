import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

// `npm run platform` must work after `npm install --omit=dev`: every module its entry point loads at run time
// comes from Node itself or from `dependencies`, never from `devDependencies`.
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const manifest = JSON.parse(readFileSync(resolve(ROOT, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

/** The specifiers a module loads at run time: type-only imports and exports are erased, so they do not count. */
function runtimeImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const named = clause?.namedBindings;
      const onlyTypes =
        clause?.isTypeOnly ||
        (clause &&
          !clause.name &&
          named &&
          ts.isNamedImports(named) &&
          named.elements.length > 0 &&
          named.elements.every((element) => element.isTypeOnly));
      if (!onlyTypes) found.push(node.moduleSpecifier.text);
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      if (!node.isTypeOnly) found.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function resolveLocal(from: string, specifier: string): string {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, resolve(base, 'index.ts')]) {
    try {
      if (readFileSync(candidate)) return candidate;
    } catch {
      // not this one
    }
  }
  throw new Error(`cannot resolve ${specifier} from ${from}`);
}

/** Every package the entry point reaches through its local modules. */
function packagesReachedFrom(entry: string): Map<string, string> {
  const packages = new Map<string, string>();
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of runtimeImports(file)) {
      if (specifier.startsWith('.')) {
        if (!/\.(json|yaml|css)$/.test(specifier)) queue.push(resolveLocal(file, specifier));
        continue;
      }
      if (specifier.startsWith('node:') || builtinModules.includes(specifier)) continue;
      const parts = specifier.split('/');
      const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
      packages.set(name, file.slice(ROOT.length));
    }
  }
  return packages;
}

describe('npm run platform on a production install', () => {
  it('runs with tsx, itself a production dependency', () => {
    expect(manifest.scripts.platform).toMatch(/^tsx /);
    expect(manifest.dependencies).toHaveProperty('tsx');
  });

  it('reaches no devDependency from its entry point', () => {
    const entry = resolve(ROOT, manifest.scripts.platform!.replace(/^tsx /, ''));
    const reached = packagesReachedFrom(entry);
    expect(reached.size).toBeGreaterThan(0);
    const fromDev = [...reached].filter(([name]) => !(name in manifest.dependencies));
    expect(fromDev).toEqual([]);
  });

  it('flags a devDependency when a module reaches one (this test itself reaches vitest)', () => {
    expect(packagesReachedFrom(fileURLToPath(import.meta.url)).has('vitest')).toBe(true);
    expect(manifest.devDependencies).toHaveProperty('vitest');
  });
});
