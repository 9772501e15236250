import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { build, type Plugin } from 'vite';
import { CUSTOM_NAV_ROUTES, TAB_ROUTES } from '../src/lib/route-frames';

/**
 * The boot script (src/boot/boot.ts) as its own tiny bundle, run by index.html before the app's entry: in a
 * build it is bundled apart (so it shares no chunk with the app and needs no other download), put in the
 * page's head in place of the app's entry, whose address it reads from `<meta name="app-entry">` and loads
 * once the shell is painted; on the dev server it is served as a module like any other, before the entry. Its configuration (the shell's
 * texts in each language, which routes are tabs or draw their own bar, the API base, whether to prefetch)
 * comes from `virtual:boot-config`, generated here from locales/*.json.
 */
const VIRTUAL = 'virtual:boot-config';
const LOCALES = ['en', 'vi', 'zh-CN'];
const ENTRY = 'src/boot/boot.ts';

type Messages = {
  routes: Record<string, string>;
  tabs: { home: string; order: string; my: string; label: string };
  home: { placeOrder: string };
  shell: { pageTimeout: string };
};

function configModule(root: string, options: { apiBase: string; prefetch: boolean }): string {
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
  };
  return `export default ${JSON.stringify(config)};`;
}

function virtualConfig(root: string, options: { apiBase: string; prefetch: boolean }): Plugin {
  return {
    name: 'boot-config',
    resolveId: (id) => (id === VIRTUAL ? `\0${VIRTUAL}` : undefined),
    load: (id) => (id === `\0${VIRTUAL}` ? configModule(root, options) : undefined),
  };
}

export function bootScript(options: { apiBase: string; mock: boolean }): Plugin[] {
  const root = process.cwd();
  // the in-browser mock is not listening yet when the boot script runs: no prefetch in mock mode
  const settings = { apiBase: options.apiBase, prefetch: !options.mock };
  let built: { fileName: string; code: string } | null = null;
  let isBuild = false;

  return [
    virtualConfig(root, settings),
    {
      name: 'boot-script',
      configResolved(config) {
        isBuild = config.command === 'build';
      },
      async buildStart() {
        if (!isBuild) return;
        const output = await build({
          configFile: false,
          root,
          logLevel: 'silent',
          publicDir: false,
          plugins: [virtualConfig(root, settings)],
          build: {
            write: false,
            target: 'es2020',
            modulePreload: false,
            rollupOptions: { input: resolve(root, ENTRY), output: { format: 'es' } },
          },
        });
        const result = Array.isArray(output) ? output[0] : output;
        if (!result || !('output' in result)) throw new Error('the boot script did not build');
        const chunk = result.output.find((item) => item.type === 'chunk' && item.isEntry);
        if (chunk?.type !== 'chunk') throw new Error('the boot script has no entry chunk');
        const hash = createHash('sha256').update(chunk.code).digest('hex').slice(0, 8);
        built = { fileName: `assets/boot-${hash}.js`, code: chunk.code };
      },
      generateBundle() {
        if (built) this.emitFile({ type: 'asset', fileName: built.fileName, source: built.code });
      },
      transformIndexHtml: {
        order: 'post',
        handler: (html) => {
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
          return html.replace(
            entry[0],
            `<meta name="app-entry" content="${entry[1]}" />\n    <script type="module" src="/${built.fileName}"></script>`,
          );
        },
      },
    },
  ];
}
