import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAst } from 'vite';

/**
 * Which of the locale keys the code names. A key counts as named when the code has it
 * - as a string: 'orders.status.unpaid'; a plural key by its base too ('vouchers.daysLeft' names
 *   vouchers.daysLeft_one and vouchers.daysLeft_other);
 * - as the fixed parts of a template: `orders.status.${status}` names every orders.status.* key (tsc keeps
 *   the value within the keys, src/i18n/i18next.d.ts; which of them it reaches is not read here);
 * - as a property path on a locale file the code reads whole: `messages.lockers.freeBoxes`, or
 *   `messages.routes` for every routes.* key (scripts/vite-boot.ts builds the boot shell's texts so).
 * A template that starts with its value (`${group}.title`) names nothing here: name the group in it.
 */
/** `starts`: each template's fixed start (`orders.status.`), as `templates` hold it whole. */
export type KeyReferences = { strings: Set<string>; templates: RegExp[]; starts: Set<string>; paths: Set<string> };

export const noReferences = (): KeyReferences => ({
  strings: new Set(),
  templates: [],
  starts: new Set(),
  paths: new Set(),
});

/** The code that shows texts: the app, the mock's developer panel and the boot shell's build. */
const SOURCE_DIRS = ['src', 'mocks', 'scripts'];
/** Test files show no customer anything. */
const TEST_FILE = /\.test\.tsx?$/;

type Node = { type: string; [field: string]: unknown };
const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** Every node under `node`, each with its parent. */
function* nodesOf(node: Node, parent: Node | null = null): Generator<[Node, Node | null]> {
  yield [node, parent];
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) {
      for (const item of value) if (isNode(item)) yield* nodesOf(item, node);
    } else if (isNode(value)) yield* nodesOf(value, node);
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A template's start that can be a key's: a group and a dot at least. */
const KEY_START = /^[a-zA-Z][\w-]*\./;

/** `messages.lockers.freeBoxes` as ['messages', 'lockers', 'freeBoxes'], or null for anything else. */
function memberPath(node: Node): string[] | null {
  if (node.type === 'Identifier') return [node.name as string];
  if (node.type !== 'MemberExpression' || node.computed) return null;
  const object = memberPath(node.object as Node);
  const property = node.property as Node;
  return object && property.type === 'Identifier' ? [...object, property.name as string] : null;
}

/** The names a file gives to a locale file read whole: `import en from '…/locales/en.json'`, `const messages = JSON.parse(…locales/…)`. */
function localeBindings(source: string, program: Node): Set<string> {
  const names = new Set<string>();
  for (const [node] of nodesOf(program)) {
    if (node.type === 'ImportDeclaration' && /locales\/[\w-]+\.json$/.test((node.source as Node).value as string)) {
      for (const specifier of node.specifiers as Node[])
        if (specifier.type === 'ImportDefaultSpecifier') names.add((specifier.local as Node).name as string);
    }
    if (node.type === 'VariableDeclarator' && node.init && (node.id as Node).type === 'Identifier') {
      const init = node.init as Node & { start: number; end: number };
      if (/JSON\.parse\([\s\S]*locales\//.test(source.slice(init.start, init.end)))
        names.add((node.id as Node).name as string);
    }
  }
  return names;
}

/** Adds what `source` (a .ts or .tsx file's text) names to `into`. */
export function addReferences(source: string, file: string, into: KeyReferences): void {
  const program = parseAst(source, { lang: file.endsWith('.tsx') ? 'tsx' : 'ts' }, file) as unknown as Node;
  const bound = localeBindings(source, program);
  for (const [node, parent] of nodesOf(program)) {
    if (node.type === 'Literal' && typeof node.value === 'string') into.strings.add(node.value);
    else if (node.type === 'TemplateLiteral') {
      const parts = (node.quasis as Node[]).map((quasi) => (quasi.value as { cooked: string }).cooked);
      if (parts.length === 1) into.strings.add(parts[0] ?? '');
      else if (KEY_START.test(parts[0] ?? '')) {
        into.templates.push(new RegExp(`^${parts.map(escapeRegExp).join('.+')}$`));
        into.starts.add(parts[0] ?? '');
      }
    } else if (node.type === 'MemberExpression' && bound.size > 0 && parent?.object !== node) {
      // the whole path only: `messages.lockers.freeBoxes` names that key, not every lockers.* key
      const path = memberPath(node);
      if (path && path.length > 1 && bound.has(path[0] ?? '')) into.paths.add(path.slice(1).join('.'));
    }
  }
}

const PLURAL = /_(zero|one|two|few|many|other)$/;

export function isNamed(key: string, references: KeyReferences): boolean {
  const base = key.replace(PLURAL, '');
  return (
    references.strings.has(key) ||
    references.strings.has(base) ||
    references.templates.some((template) => template.test(key) || template.test(base)) ||
    [...references.paths].some((path) => key === path || key.startsWith(`${path}.`))
  );
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((path) => join(dir, path))
    .filter((path) => /\.tsx?$/.test(path) && !TEST_FILE.test(path));
}

/** The keys no code names, read from the project's sources under `root`. */
export function unusedKeys(keys: Iterable<string>, root = '.'): string[] {
  const references = noReferences();
  for (const dir of SOURCE_DIRS)
    for (const file of sourceFiles(join(root, dir))) addReferences(readFileSync(file, 'utf8'), file, references);
  return [...keys].filter((key) => !isNamed(key, references));
}
