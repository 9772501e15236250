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
 * The files, once each (the list goes into index.html), and by their indexes: each route's files, and each
 * language's texts, which the app loads before its first render.
 */
export type RouteChunks = {
  files: string[];
  routes: Record<string, number[]>;
  locales: Record<string, number[]>;
};

/**
 * The texts the app loads by import() before a screen can draw, by language (src/i18n/index.ts; English comes
 * with the code that shows it).
 */
export const LOCALE_TEXTS: Record<string, string> = { vi: 'locales/vi.json', 'zh-CN': 'locales/zh-CN.json' };

/**
 * antd-mobile's components, which no screen may load before its first render: they need antd's set-up (its
 * texts in the app's language, the motion setting), which loads with the sheets and dialogs that use them
 * (`withAntdSetup`, src/ui/antd-setup.ts). A screen draws with src/ui/light/.
 */
const ANTD_COMPONENT = /[\\/]antd-mobile[\\/]es[\\/]components[\\/]([\w-]+)[\\/]/;

/** Route name -> screen module (`features/home/HomeScreen`), read from src/app/routes.ts's `screen: () => import(…)`. */
export function screenModules(routesSource: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of routesSource.matchAll(/(\w+): \{[^}]*?screen: \(\) => import\('\.\.\/([^']+)'\)/g)) {
    if (match[1] && match[2]) found.set(match[1], match[2]);
  }
  return found;
}

const isModule = (id: string | null | undefined, module: string) =>
  id?.replace(/\.[jt]sx?$/, '').endsWith(`/src/${module}`) ?? false;

/**
 * The chunk of a screen module (`features/home/HomeScreen`): the chunk it is the face of, or, where the bundler
 * gave that chunk modules other chunks import too (it then has no face), the one chunk that holds it.
 */
export const screenChunk = (chunks: BuiltChunk[], module: string) =>
  chunks.find((chunk) => isModule(chunk.facadeModuleId, module)) ??
  chunks.find((chunk) => chunk.moduleIds?.some((id) => isModule(id, module)));

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
  const filesOf = (start: BuiltChunk | undefined, what: string) => {
    if (!start) return [];
    const needed = [...closure(start)].filter((name) => !loaded.has(name));
    for (const name of needed) {
      const antd = byName
        .get(name)
        ?.moduleIds?.map((id) => ANTD_COMPONENT.exec(id)?.[1])
        .find(Boolean);
      if (antd)
        throw new Error(
          `${what} loads antd-mobile's ${antd} before it can draw (${name}): draw it with src/ui/light/, or load the part that uses it with withAntdSetup (src/ui/antd-setup.ts)`,
        );
    }
    const css = needed.flatMap((name) => [...(byName.get(name)?.viteMetadata?.importedCss ?? [])]);
    return [...needed, ...css].map((name) => index(`${base}${name}`));
  };
  // a module may share a chunk with others (a named group), so it is looked for among every chunk's modules
  const byModule = (module: string) => chunks.find((chunk) => chunk.moduleIds?.some((id) => id.endsWith(`/${module}`)));
  const routes: Record<string, number[]> = {};
  for (const [route, module] of screens) {
    const screen = screenChunk(chunks, module);
    if (screen) routes[route] = filesOf(screen, `The ${route} screen`);
  }
  const locales: RouteChunks['locales'] = {};
  for (const [locale, module] of Object.entries(LOCALE_TEXTS)) locales[locale] = filesOf(byModule(module), locale);
  return { files, routes, locales };
}
