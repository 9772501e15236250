import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ANTD_CONFIG_MODULE, type BuiltChunk, LOCALE_MODULES, routeChunks, screenModules } from './route-chunks';

const chunk = (fileName: string, imports: string[] = [], extra: Partial<BuiltChunk> = {}): BuiltChunk => ({
  type: 'chunk',
  fileName,
  isEntry: false,
  facadeModuleId: null,
  imports,
  ...extra,
});

describe("each route's files for the boot script to ask for beside the entry", () => {
  it('reads the route table: route name and screen module', () => {
    const source = `const options = {
      home: { antdFree: true, screen: () => import('../features/home/HomeScreen') },
      order: { auth: true, screen: () => import('../features/orders/OrderListScreen') },
    };`;
    expect([...screenModules(source)]).toEqual([
      ['home', 'features/home/HomeScreen'],
      ['order', 'features/orders/OrderListScreen'],
    ]);
  });

  it("lists a screen's chunk, what it imports and its styles, but nothing the entry already brings", () => {
    const bundle = {
      'assets/index.js': chunk('assets/index.js', ['assets/startup.js'], { isEntry: true }),
      'assets/startup.js': chunk('assets/startup.js'),
      'assets/Home.js': chunk('assets/Home.js', ['assets/useQuery.js', 'assets/startup.js'], {
        facadeModuleId: '/repo/src/features/home/HomeScreen.tsx',
        viteMetadata: { importedCss: new Set(['assets/home.css']) },
      }),
      'assets/useQuery.js': chunk('assets/useQuery.js', ['assets/Home.js']), // a cycle ends
      'assets/Orders.js': chunk('assets/Orders.js', ['assets/useQuery.js'], {
        facadeModuleId: '/repo/src/features/orders/OrderListScreen.tsx',
      }),
      'assets/home.css': { type: 'asset' as const, fileName: 'assets/home.css' },
    };
    const screens = new Map([
      ['home', 'features/home/HomeScreen'],
      ['order', 'features/orders/OrderListScreen'],
      ['gone', 'features/gone/GoneScreen'],
    ]);
    const { files, routes } = routeChunks(bundle, screens, '/app/');
    const named = (route: string) => routes[route]?.map((at) => files[at]);
    expect(named('home')).toEqual(['/app/assets/Home.js', '/app/assets/useQuery.js', '/app/assets/home.css']);
    // a shared file is listed once and named by its place
    expect(named('order')).toEqual([
      '/app/assets/Orders.js',
      '/app/assets/useQuery.js',
      '/app/assets/Home.js',
      '/app/assets/home.css',
    ]);
    expect(files.filter((file) => file.endsWith('useQuery.js'))).toHaveLength(1);
    expect(routes.gone).toBeUndefined();
  });

  it("lists antd's set-up and each language's texts, found in whichever chunk holds them", () => {
    const bundle = {
      'assets/index.js': chunk('assets/index.js', [], { isEntry: true, moduleIds: ['/repo/src/main.tsx'] }),
      // antd's config sits in a named group with other antd helpers, and imports React DOM's chunk
      'assets/antd-base.js': chunk('assets/antd-base.js', ['assets/react-dom.js'], {
        moduleIds: ['/repo/node_modules/antd-mobile/es/components/config-provider/index.js'],
        viteMetadata: { importedCss: new Set(['assets/antd-base.css']) },
      }),
      'assets/react-dom.js': chunk('assets/react-dom.js'),
      'assets/en-US.js': chunk('assets/en-US.js', ['assets/base.js'], {
        facadeModuleId: '/repo/node_modules/antd-mobile/es/locales/en-US.js',
        moduleIds: ['/repo/node_modules/antd-mobile/es/locales/en-US.js'],
      }),
      'assets/base.js': chunk('assets/base.js', [], {
        moduleIds: ['/repo/node_modules/antd-mobile/es/locales/base.js'],
      }),
      'assets/vi.js': chunk('assets/vi.js', [], { moduleIds: ['/repo/locales/vi.json'] }),
      'assets/vi-VN.js': chunk('assets/vi-VN.js', ['assets/base.js'], {
        moduleIds: ['/repo/node_modules/antd-mobile/es/locales/vi-VN.js'],
      }),
    };
    const { files, antd, locales } = routeChunks(bundle, new Map(), '/');
    const named = (indexes: number[] | undefined) => indexes?.map((at) => files[at]);
    expect(named(antd)).toEqual(['/assets/antd-base.js', '/assets/react-dom.js', '/assets/antd-base.css']);
    expect(named(locales.en?.texts)).toEqual([]); // English is in the entry
    expect(named(locales.en?.antd)).toEqual(['/assets/en-US.js', '/assets/base.js']);
    expect(named(locales.vi?.texts)).toEqual(['/assets/vi.js']);
    expect(named(locales.vi?.antd)).toEqual(['/assets/vi-VN.js', '/assets/base.js']);
    // not built: nothing to ask for, and nothing breaks
    expect(named(locales['zh-CN']?.texts)).toEqual([]);
  });

  it('names the modules the app itself loads for each language and for antd', () => {
    const antdSetup = readFileSync('src/ui/antd-setup.ts', 'utf8');
    const i18n = readFileSync('src/i18n/index.ts', 'utf8');
    for (const [locale, modules] of Object.entries(LOCALE_MODULES)) {
      expect(antdSetup, locale).toContain(`import('${modules.antd.replace(/\.js$/, '')}')`);
      if (modules.texts) expect(i18n, locale).toContain(`import('../../${modules.texts}')`);
    }
    expect(antdSetup).toContain(`import('${ANTD_CONFIG_MODULE.replace(/\/index\.js$/, '')}')`);
  });
});
