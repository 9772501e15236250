/**
 * Which built files each route's screen needs beyond the app's entry, so that the boot script can ask for
 * them together with the entry (`<link rel="modulepreload">`) instead of after it: without this, the screen's
 * chunks are found only once the entry has downloaded and run, one more round trip before the first screen.
 */

/** The parts of a Rollup/Rolldown output chunk this needs. */
export type BuiltChunk = {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  /** Every module bundled into it. */
  moduleIds?: string[];
  imports: string[];
  /** What it imports by import(). */
  dynamicImports?: string[];
  viteMetadata?: { importedCss: Set<string> };
};
type BuiltFile = BuiltChunk | { type: 'asset'; fileName: string };

/**
 * The files, once each (the list goes into index.html), and by their indexes: each route's files; antd-mobile's
 * set-up, which every screen but the antd-free ones waits for (src/ui/antd-setup.ts `ensureAntd`); and for
 * each language its texts, which the app loads before its first render, and antd-mobile's texts in it.
 */
export type RouteChunks = {
  files: string[];
  routes: Record<string, number[]>;
  antd: number[];
  locales: Record<string, { texts: number[]; antd: number[] }>;
};

/**
 * The modules the app loads by import() before a screen can draw, by language: its texts (src/i18n/index.ts;
 * en comes with the code that shows it) and antd-mobile's (src/ui/antd-setup.ts `loadTexts`), and antd-mobile's
 * config, which carries them (`applyLocale`).
 */
export const LOCALE_MODULES: Record<string, { texts?: string; antd: string }> = {
  en: { antd: 'antd-mobile/es/locales/en-US.js' },
  vi: { texts: 'locales/vi.json', antd: 'antd-mobile/es/locales/vi-VN.js' },
  'zh-CN': { texts: 'locales/zh-CN.json', antd: 'antd-mobile/es/locales/zh-CN.js' },
};
export const ANTD_CONFIG_MODULE = 'antd-mobile/es/components/config-provider/index.js';

/** Route name -> screen module (`features/home/HomeScreen`), read from src/app/routes.ts's `screen: () => import(…)`. */
export function screenModules(routesSource: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of routesSource.matchAll(/(\w+): \{[^}]*?screen: \(\) => import\('\.\.\/([^']+)'\)/g)) {
    if (match[1] && match[2]) found.set(match[1], match[2]);
  }
  return found;
}

/** The chunk of a screen module (`features/home/HomeScreen`). */
export const screenChunk = (chunks: BuiltChunk[], module: string) =>
  chunks.find((chunk) => chunk.facadeModuleId?.replace(/\.[jt]sx?$/, '').endsWith(`/src/${module}`));

export function routeChunks(bundle: Record<string, BuiltFile>, screens: Map<string, string>, base = '/'): RouteChunks {
  const chunks = Object.values(bundle).filter((file): file is BuiltChunk => file.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (start: BuiltChunk, into = new Set<string>()) => {
    if (into.has(start.fileName)) return into;
    into.add(start.fileName);
    for (const name of start.imports) {
      const next = byName.get(name);
      if (next) closure(next, into);
    }
    return into;
  };
  // what the entry brings statically is loaded anyway
  const loaded = new Set<string>();
  for (const entry of chunks.filter((chunk) => chunk.isEntry)) closure(entry, loaded);

  const files: string[] = [];
  const index = (file: string) => {
    const at = files.indexOf(file);
    if (at !== -1) return at;
    files.push(file);
    return files.length - 1;
  };
  const filesOf = (start: BuiltChunk | undefined) => {
    if (!start) return [];
    const needed = [...closure(start)].filter((name) => !loaded.has(name));
    const css = needed.flatMap((name) => [...(byName.get(name)?.viteMetadata?.importedCss ?? [])]);
    return [...needed, ...css].map((name) => index(`${base}${name}`));
  };
  // a module of a named group (antd's config is in antd-base) or one another chunk imports (antd's zh-CN texts
  // are its default) is in a chunk that is not its own
  const byModule = (module: string | undefined) =>
    module ? chunks.find((chunk) => chunk.moduleIds?.some((id) => id.endsWith(`/${module}`))) : undefined;
  const routes: Record<string, number[]> = {};
  for (const [route, module] of screens) {
    const screen = screenChunk(chunks, module);
    if (screen) routes[route] = filesOf(screen);
  }
  const locales: RouteChunks['locales'] = {};
  for (const [locale, modules] of Object.entries(LOCALE_MODULES))
    locales[locale] = { texts: filesOf(byModule(modules.texts)), antd: filesOf(byModule(modules.antd)) };
  return { files, routes, antd: filesOf(byModule(ANTD_CONFIG_MODULE)), locales };
}
