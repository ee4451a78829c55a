import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';

/**
 * Server modules depend on each other one way (docs/decisions/015-one-way.md): the graph of value
 * imports between `modules/<name>/` folders has no cycle. `import type` does not count (it leaves
 * no trace at run time and forces no load order); re-exports (`export … from`) and dynamic
 * `import()` do. Tests and fixtures are not part of the graph.
 */
const MODULES = import.meta.dirname;

/**
 * Edges that still close a cycle, each with the reason it is left: empty, so any cycle fails.
 * Add one only with a decision record that says why and when it goes.
 */
const KNOWN: readonly string[] = [];

type Graph = Map<string, Map<string, Set<string>>>;

/** The relative module specifiers a source imports at run time. */
export function valueImports(source: string): string[] {
  const found: string[] = [];
  const statement = /^\s*(import|export)\s+(type\s+)?([^;]*?)\s*from\s*['"]([^'"]+)['"]/gms;
  for (const m of source.matchAll(statement)) if (!m[2]) found.push(m[4]!);
  const bare = /^\s*import\s+['"]([^'"]+)['"]/gm;
  for (const m of source.matchAll(bare)) found.push(m[1]!);
  const dynamic = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;
  for (const m of source.matchAll(dynamic)) found.push(m[1]!);
  return found.filter((s) => s.startsWith('.'));
}

/** module → module it imports → the files behind that edge. */
function moduleGraph(): Graph {
  const graph: Graph = new Map();
  for (const mod of fs.readdirSync(MODULES, { withFileTypes: true })) {
    if (!mod.isDirectory()) continue;
    const edges = new Map<string, Set<string>>();
    graph.set(mod.name, edges);
    const dir = path.join(MODULES, mod.name);
    for (const file of fs.readdirSync(dir, { recursive: true }) as string[]) {
      if (!/\.tsx?$/.test(file) || /\.(test|fixtures)\.tsx?$/.test(file)) continue;
      const full = path.join(dir, file);
      for (const spec of valueImports(fs.readFileSync(full, 'utf8'))) {
        const target = path.relative(MODULES, path.resolve(path.dirname(full), spec)).split(path.sep);
        const other = target[0]!;
        if (target.length < 2 || other === '..' || other === mod.name) continue;
        if (!edges.has(other)) edges.set(other, new Set());
        edges.get(other)!.add(`modules/${mod.name}/${file.split(path.sep).join('/')}`);
      }
    }
  }
  return graph;
}

/** The strongly connected components with more than one module (Tarjan), each sorted. */
export function cycles(edges: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const v of [...edges.keys()].sort()) if (!index.has(v)) visit(v);
  return found;
}

describe('server module graph', () => {
  test('has no import cycle between modules', () => {
    const graph = moduleGraph();
    expect(graph.size).toBeGreaterThan(10);
    const edges = new Map(
      [...graph].map(([from, to]) => [from, new Set([...to.keys()].filter((t) => !KNOWN.includes(`${from} -> ${t}`)))]),
    );
    const report = cycles(edges).map((component) =>
      component.flatMap((from) =>
        [...edges.get(from)!]
          .filter((to) => component.includes(to))
          .sort()
          .map((to) => `${from} -> ${to} (${[...graph.get(from)!.get(to)!].sort().join(', ')})`),
      ),
    );
    expect(report, 'modules import each other one way: move the code to its owner, or inject it').toEqual([]);
  });

  test('counts value imports, re-exports and dynamic imports, not type imports', () => {
    const source = [
      "import * as a from '../a/a.service';",
      "import type { B } from '../b/b.service';",
      "import {\n  c,\n  type C,\n} from '../c/c.service';",
      "export { d } from '../d/d.service';",
      "export type { E } from '../e/e.service';",
      "const f = await import('../f/f.service');",
      "import { z } from 'zod';",
    ].join('\n');
    expect(valueImports(source)).toEqual(['../a/a.service', '../c/c.service', '../d/d.service', '../f/f.service']);
  });

  test('finds a cycle and leaves a one-way chain alone', () => {
    const graph = (pairs: [string, string][]) => {
      const g = new Map<string, Set<string>>();
      for (const [a, b] of pairs) g.set(a, (g.get(a) ?? new Set()).add(b));
      return g;
    };
    expect(
      cycles(
        graph([
          ['a', 'b'],
          ['b', 'c'],
          ['c', 'a'],
          ['c', 'd'],
        ]),
      ),
    ).toEqual([['a', 'b', 'c']]);
    expect(
      cycles(
        graph([
          ['a', 'b'],
          ['b', 'c'],
          ['a', 'c'],
        ]),
      ),
    ).toEqual([]);
  });
});
