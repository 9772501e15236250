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
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
};
type BuiltFile = BuiltChunk | { type: 'asset'; fileName: string };

/** The files, once each, and for each route the indexes of its files (the list goes into index.html). */
export type RouteChunks = { files: string[]; routes: Record<string, number[]> };

/** Route name -> screen module (`features/home/HomeScreen`), read from src/app/routes.ts's `screen: () => import(…)`. */
export function screenModules(routesSource: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of routesSource.matchAll(/(\w+): \{[^}]*?screen: \(\) => import\('\.\.\/([^']+)'\)/g)) {
    if (match[1] && match[2]) found.set(match[1], match[2]);
  }
  return found;
}

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
  const routes: Record<string, number[]> = {};
  for (const [route, module] of screens) {
    const screen = chunks.find((chunk) => chunk.facadeModuleId?.replace(/\.[jt]sx?$/, '').endsWith(`/src/${module}`));
    if (!screen) continue;
    const needed = [...closure(screen)].filter((name) => !loaded.has(name));
    const css = needed.flatMap((name) => [...(byName.get(name)?.viteMetadata?.importedCss ?? [])]);
    routes[route] = [...needed, ...css].map((name) => index(`${base}${name}`));
  }
  return { files, routes };
}
