import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { build, createServer, type Plugin } from 'vite';
import { CUSTOM_NAV_ROUTES, TAB_ROUTES } from '../src/lib/route-frames.ts';
import { routeChunks, screenModules } from './route-chunks.ts';

/**
 * The boot script (src/boot/boot.ts) as its own tiny bundle, run by index.html before the app's entry: in a
 * build it is bundled apart (so it shares no chunk with the app) and written into the page itself, in place
 * of the app's entry, whose address it reads from `<meta name="app-entry">` and loads once the shell is
 * painted. Inline, its first calls leave as soon as the page is parsed instead of one round trip later; the
 * Content-Security-Policy allows exactly this script by its hash (`scriptHashes`). On the dev server it is
 * served as a module like any other, before the entry. Its configuration (the shell's texts in each
 * language, which routes are tabs or draw their own bar, the API base, whether to prefetch) comes from
 * `virtual:boot-config`, generated here from locales/*.json.
 */
const VIRTUAL = 'virtual:boot-config';
/** The content blocks' templates and styles (scripts/boot-blocks.tsx), in the chunk src/boot/blocks-entry.ts. */
const VIRTUAL_BLOCKS = 'virtual:boot-blocks';
const LOCALES = ['en', 'vi', 'zh-CN'];
const ENTRY = 'src/boot/boot.ts';
const BLOCKS_ENTRY = 'src/boot/blocks-entry.ts';
const ROUTES = 'src/app/routes.ts';
/** The module of the plain browser's bridge (src/bridge/index.ts loads it on the first bridge call). */
const BROWSER_BRIDGE = 'src/bridge/browser/bridge.ts';

/**
 * The chunk of React DOM, which the app's entry imports by `import()` so that it is evaluated in a task of its
 * own (src/main.tsx). The boot script asks for it with the entry, as if the entry imported it statically.
 */
export const REACT_DOM_CHUNK = 'react-dom';

type Messages = {
  routes: Record<string, string>;
  tabs: { home: string; order: string; my: string; label: string };
  home: { placeOrder: string };
  shell: { pageTimeout: string };
};

type Settings = { apiBase: string; prefetch: boolean; blocksUrl?: string };

function configModule(root: string, options: Settings): string {
  const texts: Record<string, unknown> = {};
  for (const locale of LOCALES) {
    const messages = JSON.parse(readFileSync(resolve(root, `locales/${locale}.json`), 'utf8')) as Messages;
    texts[locale] = {
      routes: messages.routes,
      tabs: messages.tabs,
      placeOrder: messages.home.placeOrder,
      pageTimeout: messages.shell.pageTimeout,
    };
  }
  const config = {
    defaultLocale: 'en',
    texts,
    tabRoutes: TAB_ROUTES,
    customNavRoutes: CUSTOM_NAV_ROUTES,
    apiBase: options.apiBase || '/user-api',
    prefetch: options.prefetch,
    // the dev server serves the module itself
    blocksUrl: options.blocksUrl ?? `/${BLOCKS_ENTRY}`,
  };
  return `export default ${JSON.stringify(config)};`;
}

type Blocks = { templates: Record<string, unknown>; styles: string };

/**
 * Renders the shell's content blocks from the app's components (scripts/boot-blocks.tsx) through Vite's SSR
 * loader, which compiles the components and their imports (styles included) as the app's build does.
 */
async function renderBlocks(root: string): Promise<Blocks> {
  const server = await createServer({
    configFile: false,
    root,
    logLevel: 'silent',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const module = (await server.ssrLoadModule('/scripts/boot-blocks.tsx')) as {
      renderAllBlocks: (root: string, locales: string[]) => Blocks;
    };
    return module.renderAllBlocks(root, LOCALES);
  } finally {
    await server.close();
  }
}

/**
 * One module and all it imports, built apart from the app (no chunk shared with it): the boot script, inlined
 * into the page, and the blocks' chunk it loads (with the long-id parser that chunk loads when it needs it).
 * The entry's file first.
 */
async function buildAlone(
  root: string,
  entry: string,
  plugins: Plugin[],
  output: { entryFileNames?: string; chunkFileNames?: string } = {},
): Promise<Array<{ fileName: string; code: string }>> {
  const built = await build({
    configFile: false,
    root,
    logLevel: 'silent',
    publicDir: false,
    plugins,
    build: {
      write: false,
      target: 'es2020',
      modulePreload: false,
      // the blocks' chunk is all exports, which an app's build would shake away
      rollupOptions: {
        input: resolve(root, entry),
        preserveEntrySignatures: 'strict',
        output: { format: 'es', ...output },
      },
    },
  });
  const result = Array.isArray(built) ? built[0] : built;
  if (!result || !('output' in result)) throw new Error(`${entry} did not build`);
  // the entry first
  return result.output
    .flatMap((item) => (item.type === 'chunk' ? [item] : []))
    .sort((a, b) => Number(b.isEntry) - Number(a.isEntry))
    .map(({ fileName, code }) => ({ fileName, code }));
}

function virtualConfig(
  root: string,
  options: Settings,
  blocks: () => Blocks = () => ({ templates: {}, styles: '' }),
): Plugin {
  return {
    name: 'boot-config',
    resolveId: (id) => (id === VIRTUAL ? `\0${VIRTUAL}` : id === VIRTUAL_BLOCKS ? `\0${VIRTUAL_BLOCKS}` : undefined),
    load: (id) =>
      id === `\0${VIRTUAL}`
        ? configModule(root, options)
        : id === `\0${VIRTUAL_BLOCKS}`
          ? `export default ${JSON.stringify(blocks())};`
          : undefined,
  };
}

export type BootScript = {
  plugins: Plugin[];
  /** The CSP source of the inline boot script (`'sha256-…'`), once a build has made it; none on the dev server. */
  scriptHashes: () => string[];
};

export function bootScript(options: { apiBase: string; mock: boolean }): BootScript {
  const root = process.cwd();
  // the in-browser mock is not listening yet when the boot script runs: no prefetch in mock mode
  const settings = { apiBase: options.apiBase, prefetch: !options.mock };
  let built: { code: string; hash: string; blocks: Array<{ fileName: string; code: string }> } | null = null;
  let isBuild = false;
  let base = '/';

  const plugins: Plugin[] = [
    virtualConfig(root, settings),
    {
      name: 'boot-script',
      configResolved(config) {
        isBuild = config.command === 'build';
        base = config.base;
      },
      async buildStart() {
        if (!isBuild) return;
        // the blocks' chunk first: the boot script names its file
        const blocks = await renderBlocks(root);
        const blocksFiles = await buildAlone(root, BLOCKS_ENTRY, [virtualConfig(root, settings, () => blocks)], {
          entryFileNames: 'assets/boot-blocks-[hash].js',
          chunkFileNames: 'assets/boot-blocks-[name]-[hash].js',
        });
        const blocksUrl = `${base}${blocksFiles[0]?.fileName}`;
        const [boot, ...more] = await buildAlone(root, ENTRY, [virtualConfig(root, { ...settings, blocksUrl })]);
        if (!boot || more.length > 0) throw new Error('the boot script did not build as one file');
        // the page's parser would end the inline script at a closing tag inside it
        if (/<\/script|<!--/i.test(boot.code))
          throw new Error('the boot script cannot be inlined: it holds </script or <!--');
        built = {
          code: boot.code,
          hash: createHash('sha256').update(boot.code).digest('base64'),
          blocks: blocksFiles,
        };
      },
      generateBundle() {
        for (const { fileName, code } of built?.blocks ?? []) this.emitFile({ type: 'asset', fileName, source: code });
      },
      transformIndexHtml: {
        order: 'post',
        handler: (html, context) => {
          if (!isBuild || !built) {
            // dev server: the boot script first, the app's entry as Vite serves it
            return html.replace(
              /<script\b[^>]*type="module"/,
              (entry) => `<script type="module" src="/${ENTRY}"></script>\n    ${entry}`,
            );
          }
          // Build: the boot script starts the app's entry itself, once the shell's first frame is painted, so
          // the app's code does not compete with the shell and the first calls for the first round trips.
          const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
          if (!entry?.[1]) throw new Error('index.html has no module entry for the boot script to start');
          const { code } = built;
          const chunks = context.bundle
            ? routeChunks(
                context.bundle as unknown as Parameters<typeof routeChunks>[0],
                screenModules(readFileSync(resolve(root, ROUTES), 'utf8')),
                base,
              )
            : { files: [], routes: {}, locales: {} };
          const chunkList = JSON.stringify(chunks).replace(/&/g, '&amp;').replace(/'/g, '&#39;');
          // The app's styles are not the shell's (those are inline): loaded by the boot script with the entry,
          // they no longer hold the shell's first paint back; nor do the entry's own imports take connections
          // from the first calls.
          const styles: string[] = [];
          const modules: string[] = [];
          const page = html.replace(
            /\s*<link rel="(stylesheet|modulepreload)" crossorigin href="([^"]+)">/g,
            (_, rel: string, href: string) => {
              (rel === 'stylesheet' ? styles : modules).push(href);
              return '';
            },
          );
          for (const item of Object.values(context.bundle ?? {}))
            if (item.type === 'chunk' && item.name === REACT_DOM_CHUNK) modules.push(`${base}${item.fileName}`);
          // The plain browser's bridge and what it imports (every host loads it; the chat app's falls back on it):
          // the app asks where the phone is with it as the first screen is shown. Asked for beside the entry, it
          // is there by then, instead of a round trip later.
          for (const item of Object.values(context.bundle ?? {}))
            if (item.type === 'chunk' && item.moduleIds.some((id) => id.endsWith(BROWSER_BRIDGE)))
              for (const file of [item.fileName, ...item.imports]) {
                const href = `${base}${file}`;
                if (href !== entry[1] && !modules.includes(href)) modules.push(href);
              }
          const metas = [
            `<meta name="app-entry" content="${entry[1]}" />`,
            `<meta name="app-styles" content="${styles.join(' ')}" />`,
            `<meta name="app-modules" content="${modules.join(' ')}" />`,
            `<meta name="app-route-chunks" content='${chunkList}' />`,
          ];
          return page.replace(entry[0], () => `${metas.join('\n    ')}\n    <script type="module">${code}</script>`);
        },
      },
    },
  ];
  return { plugins, scriptHashes: () => (built ? [`'sha256-${built.hash}'`] : []) };
}
