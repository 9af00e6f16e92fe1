import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The API's modules import each other without cycles (docs/modules.md). Every non-test source file
// of a module (apps/api/src/modules/<name>/, not *.test.ts, not matrix-cases.ts, which only tests
// load) is read; each import, `export … from` and `import()` that lands in another module is an
// edge between the two modules. Type-only imports (`import type`, `export type … from`) are left
// out: they are erased before the code runs, so they cannot leave a module half-loaded, and a type
// may be shared both ways. (`import { type A }` is NOT type-only: it keeps an `import {}` at run
// time under verbatimModuleSyntax, so it counts.)

const root = import.meta.dirname;

/**
 * Edges that still close a cycle, each with why and what would remove it. The graph without them
 * must have no cycle, so any new cycle fails; an entry whose edge is gone fails too (delete it).
 * Key: 'from -> to'.
 */
// None today: issue 30 removed the last ones (docs/modules.md). A cycle that cannot be broken at
// once goes here with why, e.g. 'users -> accounts': 'identity.service.ts sends … (remove by …)'.
const ALLOWED: Record<string, string> = {};

interface Edge {
  from: string;
  to: string;
  /** Where: `file: specifier`, for the failure message. */
  sites: string[];
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    const skip =
      !entry.name.endsWith('.ts') ||
      entry.name.endsWith('.test.ts') ||
      entry.name.endsWith('.d.ts') ||
      entry.name === 'matrix-cases.ts';
    return skip ? [] : [file];
  });
}

/** The specifiers of a file's run-time imports (static, re-export, import()). */
function runtimeSpecifiers(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly) {
      found.push((node.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly) {
      found.push((node.moduleSpecifier as ts.StringLiteral).text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The module a path lies in, or null (outside modules/, or directly in it: index.ts, deps.ts). */
function moduleOf(file: string): string | null {
  const parts = path.relative(root, file).split(path.sep);
  if (parts[0] === '..' || parts.length < 2) return null;
  return parts[0] ?? null;
}

function moduleGraph(): Map<string, Edge> {
  const edges = new Map<string, Edge>();
  for (const file of sourceFiles(root)) {
    const from = moduleOf(file);
    if (from === null) continue;
    for (const specifier of runtimeSpecifiers(file)) {
      if (!specifier.startsWith('.')) continue;
      const to = moduleOf(path.resolve(path.dirname(file), specifier));
      if (to === null || to === from) continue;
      const key = `${from} -> ${to}`;
      const edge = edges.get(key) ?? { from, to, sites: [] };
      edge.sites.push(`${path.relative(root, file)}: ${specifier}`);
      edges.set(key, edge);
    }
  }
  return edges;
}

/** One cycle through each strongly connected component of more than one module (Tarjan). */
function cycles(edges: Edge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const { from, to } of edges) {
    next.set(from, [...(next.get(from) ?? []), to]);
    if (!next.has(to)) next.set(to, []);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const connect = (node: string): void => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const to of next.get(node) ?? []) {
      if (!index.has(to)) {
        connect(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) {
        low.set(node, Math.min(low.get(node)!, index.get(to)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) components.push(component);
    }
  };
  for (const node of [...next.keys()].sort()) if (!index.has(node)) connect(node);

  // Within a component, the shortest way back from its first module to itself (breadth first).
  return components.map((component) => {
    const members = new Set(component);
    const start = [...component].sort()[0]!;
    const cameFrom = new Map<string, string>();
    const queue = [start];
    while (queue.length > 0) {
      const node = queue.shift()!;
      for (const to of (next.get(node) ?? []).filter((m) => members.has(m)).sort()) {
        if (to === start) {
          const cycle = [start];
          for (let at: string | undefined = node; at !== start && at; at = cameFrom.get(at)) {
            cycle.splice(1, 0, at);
          }
          return [...cycle, start];
        }
        if (!cameFrom.has(to)) {
          cameFrom.set(to, node);
          queue.push(to);
        }
      }
    }
    return component;
  });
}

describe('module graph', () => {
  const edges = moduleGraph();

  it('reads the modules (a sanity check: routes read their caller from the platform, posts use uploads)', () => {
    expect(edges.size).toBeGreaterThan(20);
    expect(edges.has('posts -> uploads')).toBe(true);
  });

  it('has no cycle between modules, but for the allowed edges', () => {
    const kept = [...edges.entries()].filter(([key]) => !(key in ALLOWED)).map(([, e]) => e);
    const found = cycles(kept).map((cycle) => {
      const steps = cycle.slice(1).map((to, i) => {
        const edge = edges.get(`${cycle[i]} -> ${to}`)!;
        return `  ${edge.from} -> ${edge.to} (${edge.sites.join('; ')})`;
      });
      return `${cycle.join(' -> ')}\n${steps.join('\n')}`;
    });
    expect(found, `import cycles between modules:\n${found.join('\n')}`).toEqual([]);
  });

  it('allows only edges that exist', () => {
    const stale = Object.keys(ALLOWED).filter((key) => !edges.has(key));
    expect(stale, 'allowed edges no module imports any more: delete them').toEqual([]);
  });
});
