import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';

/**
 * Import cycles among the modules of a tree: every static import or re-export between its TypeScript files,
 * type-only ones included (a type import is still a module that must be read first, and a cycle through one is
 * a layering knot). `import('…')` is left out: a lazily loaded module is no cycle at start.
 */

const STATIC_IMPORT = /(?:^|\n)\s*(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/g;

function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`])
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  return null;
}

/** Each file's imports among `files`. */
export function importGraph(files: readonly string[]): Map<string, string[]> {
  const known = new Set(files.map((file) => resolve(file)));
  const graph = new Map<string, string[]>();
  for (const file of known) {
    const text = readFileSync(file, 'utf8');
    const targets = [...text.matchAll(STATIC_IMPORT)]
      .map((match) => resolveImport(file, match[1] ?? ''))
      .filter((target): target is string => target !== null && known.has(target));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The cycles of a graph: each strongly connected group of two or more modules (Tarjan), as relative paths. */
export function importCycles(graph: Map<string, string[]>, root = process.cwd()): string[][] {
  let index = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (node: string) => {
    order.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node) ?? 0, order.get(next) ?? 0));
    }
    if (low.get(node) !== order.get(node)) return;
    const group: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1 || (graph.get(node) ?? []).includes(node))
      groups.push(group.map((file) => relative(root, file)).sort());
  };
  for (const node of graph.keys()) if (!order.has(node)) visit(node);
  return groups;
}
