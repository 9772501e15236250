import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { addReferences, noReferences } from './locale-usage.ts';

/**
 * English's texts travel with the code that shows them, a group of en.json (`textGroups`: `orders.status`,
 * `orders.detail`, `lockers`' own texts, …) at a time. A module that names a key of a group
 * (`'orders.status.unpaid'`, `` `orders.status.${status}` ``, read as scripts/locale-usage.ts reads keys) imports
 * that group, whose module adds its texts to i18next (src/i18n/instance.ts `addTexts`) before the module runs, and
 * the bundler puts each group in the chunk of the screens that show it: a screen's first load carries the texts it
 * shows, not all of them (en.json whole was a seventh of the start-up code). The imports go after the module's last
 * line, so its lines (and source map) stay as they are: an import is evaluated before the module's body wherever
 * it stands. vi and zh-CN load whole, when chosen (src/i18n/index.ts).
 */
const GROUP = 'virtual:locale-group/';
const APP_MODULE = /[\\/](src|mocks)[\\/].*\.tsx?$/;
const NOT_APP_CODE = /\.test\.tsx?$|[\\/]src[\\/]i18n[\\/]|[\\/]node_modules[\\/]/;

type Texts = { [key: string]: string | Texts };

/**
 * en.json in groups of texts that travel together: each object under a top-level key (`orders.status`,
 * `orders.detail`), and a top-level key's own texts (`lockers`: its strings, not its objects).
 */
export function textGroups(en: Texts): Map<string, Texts> {
  const groups = new Map<string, Texts>();
  for (const [top, value] of Object.entries(en)) {
    if (typeof value === 'string') continue;
    const own = Object.fromEntries(Object.entries(value).filter(([, text]) => typeof text === 'string'));
    if (Object.keys(own).length > 0) groups.set(top, { [top]: own });
    for (const [sub, texts] of Object.entries(value))
      if (typeof texts !== 'string') groups.set(`${top}.${sub}`, { [top]: { [sub]: texts } });
  }
  return groups;
}

/** The groups of `groups` whose keys `source` names: a key's, or every group a template's fixed start can reach. */
export function groupsNamed(source: string, file: string, groups: ReadonlyMap<string, unknown>): string[] {
  const references = noReferences();
  addReferences(source, file, references);
  const named = new Set<string>();
  const byKey = (key: string) => {
    const [top = '', sub = ''] = key.split('.');
    if (groups.has(`${top}.${sub}`)) named.add(`${top}.${sub}`);
    else if (groups.has(top)) named.add(top);
  };
  const byStart = (start: string) => {
    const [top = '', sub = ''] = start.split('.');
    if (sub && groups.has(`${top}.${sub}`)) named.add(`${top}.${sub}`);
    else for (const group of groups.keys()) if (group === top || group.startsWith(`${top}.`)) named.add(group);
  };
  for (const text of references.strings) if (/^[\w-]+(\.[\w-]+)+$/.test(text)) byKey(text);
  for (const start of references.starts) byStart(start);
  return [...named].sort();
}

export function localeGroups(root: string): Plugin {
  const file = resolve(root, 'locales/en.json');
  const instance = resolve(root, 'src/i18n/instance.ts');
  const read = () => textGroups(JSON.parse(readFileSync(file, 'utf8')) as Texts);
  let groups = read();
  return {
    name: 'locale-groups',
    enforce: 'pre',
    buildStart() {
      groups = read();
      this.addWatchFile(file);
    },
    resolveId: (id) => (id.startsWith(GROUP) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(`\0${GROUP}`)) return undefined;
      const group = id.slice(GROUP.length + 1);
      const texts = groups.get(group);
      if (texts === undefined) throw new Error(`en.json has no group "${group}"`);
      return `import { addTexts } from ${JSON.stringify(instance)};\naddTexts(${JSON.stringify(texts)});\n`;
    },
    // the dev server: a text edited in en.json shows on the next load, every group read again
    handleHotUpdate({ file: changed, server }) {
      if (resolve(changed) !== file) return undefined;
      groups = read();
      for (const module of server.moduleGraph.idToModuleMap.values())
        if (module.id?.startsWith(`\0${GROUP}`)) server.moduleGraph.invalidateModule(module);
      server.ws.send({ type: 'full-reload' });
      return [];
    },
    transform(code, id) {
      const path = id.split('?')[0] ?? id;
      if (!APP_MODULE.test(path) || NOT_APP_CODE.test(path)) return undefined;
      const named = groupsNamed(code, path, groups);
      if (named.length === 0) return undefined;
      const imports = named.map((group) => `import ${JSON.stringify(GROUP + group)};`).join('');
      // on the last line, after the code: no line moves, so the source map stays the module's own (null)
      return { code: `${code}\n${imports}`, map: null };
    },
  };
}
