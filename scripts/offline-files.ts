import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { type BuiltChunk, screenChunk, screenModules } from './route-chunks.ts';

/**
 * The screens a customer can open with no signal (in a basement, at a cabinet): Home, and the orders with the
 * pickup passes saved on the phone. Every other screen needs the user-api anyway.
 */
export const OFFLINE_ROUTES = ['home', 'order', 'orderDetail'] as const;

type BuiltFile = BuiltChunk | { type: 'asset'; fileName: string };

/**
 * The built files the app shell's service worker installs (vite.config.ts): the page, the entry with everything
 * it imports and its styles and what it loads later (React DOM, a toast, a dialog, every language's texts and
 * antd-mobile's), and the offline screens' files. The other screens (about a third of the build) are kept as each
 * is first opened: installing them took a first visit's data and main thread for screens the customer may never
 * open.
 */
export function offlineFiles(bundle: Record<string, BuiltFile>, screens: Map<string, string>): Set<string> {
  const chunks = Object.values(bundle).filter((file): file is BuiltChunk => file.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const kept = new Set<string>(['index.html']);
  const offline = new Set<string>(OFFLINE_ROUTES);
  // the other screens, which the entry imports by import() too: each is kept once it is first opened
  const otherScreens = new Set(
    [...screens].filter(([route]) => !offline.has(route)).map(([, module]) => screenChunk(chunks, module)?.fileName),
  );
  /**
   * A chunk and what it imports; with `later`, also the parts it and those load by import() (a sheet, a toast,
   * a list's next page), so that none fails with no signal.
   */
  const keep = (chunk: BuiltChunk | undefined, later = false) => {
    if (!chunk || kept.has(chunk.fileName) || otherScreens.has(chunk.fileName)) return;
    kept.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) kept.add(css);
    for (const name of chunk.imports) keep(byName.get(name), later);
    if (later) for (const name of chunk.dynamicImports ?? []) keep(byName.get(name));
  };
  // the offline screens first: the entry reaches them by import() too, where their own later parts are not followed
  for (const route of OFFLINE_ROUTES) {
    const module = screens.get(route);
    if (module) keep(screenChunk(chunks, module), true);
  }
  for (const chunk of chunks) if (chunk.isEntry) keep(chunk, true);

  return kept;
}

/**
 * Works out `offlineFiles` from the bundle as it is written, for Workbox's manifest (its `manifestTransforms`)
 * to keep only those. Before the first build has written its bundle nothing is filtered.
 */
export function offlineShell(options: { routes: string }) {
  let kept: Set<string> | null = null;
  const plugin: Plugin = {
    name: 'offline-shell',
    apply: 'build',
    generateBundle(_, bundle) {
      kept = offlineFiles(
        bundle as unknown as Record<string, BuiltFile>,
        screenModules(readFileSync(resolve(options.routes), 'utf8')),
      );
    },
  };
  const manifestTransform = <Entry extends { url: string }>(entries: Entry[]) => ({
    manifest: kept ? entries.filter((entry) => kept?.has(entry.url)) : entries,
    warnings: [],
  });
  return { plugin, manifestTransform };
}
