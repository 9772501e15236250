import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type BuiltChunk, LOCALE_TEXTS, routeChunks, screenModules } from './route-chunks';

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
      home: { screen: () => import('../features/home/HomeScreen') },
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

  it('finds a screen whose chunk has no face, as the bundler leaves it when other chunks import from it', () => {
    const bundle = {
      'assets/index.js': chunk('assets/index.js', [], { isEntry: true }),
      'assets/Pending.js': chunk('assets/Pending.js', ['assets/shared.js'], {
        moduleIds: ['/repo/src/features/lockers/box-flow.ts', '/repo/src/features/lockers/PendingListScreen.tsx'],
      }),
      'assets/shared.js': chunk('assets/shared.js'),
      'assets/Sheet.js': chunk('assets/Sheet.js', ['assets/Pending.js'], {
        facadeModuleId: '/repo/src/features/lockers/BoxFlowSheet.tsx',
      }),
    };
    const { files, routes } = routeChunks(bundle, new Map([['pendingList', 'features/lockers/PendingListScreen']]));
    expect(routes.pendingList?.map((at) => files[at])).toEqual(['/assets/Pending.js', '/assets/shared.js']);
  });

  it("lists each language's texts, found in whichever chunk holds them", () => {
    const bundle = {
      'assets/index.js': chunk('assets/index.js', [], { isEntry: true, moduleIds: ['/repo/src/main.tsx'] }),
      // the texts share a chunk with another module, and import one
      'assets/vi.js': chunk('assets/vi.js', ['assets/i18n.js'], {
        moduleIds: ['/repo/src/other.ts', '/repo/locales/vi.json'],
      }),
      'assets/i18n.js': chunk('assets/i18n.js'),
    };
    const { files, locales } = routeChunks(bundle, new Map(), '/');
    const named = (indexes: number[] | undefined) => indexes?.map((at) => files[at]);
    expect(named(locales.vi)).toEqual(['/assets/vi.js', '/assets/i18n.js']);
    // not built: nothing to ask for, and nothing breaks
    expect(named(locales['zh-CN'])).toEqual([]);
    expect(locales.en).toBeUndefined(); // English comes with the code that shows it
  });

  it("refuses a build in which a screen loads antd-mobile's components before it can draw", () => {
    const bundle = {
      'assets/index.js': chunk('assets/index.js', [], { isEntry: true }),
      'assets/Orders.js': chunk('assets/Orders.js', ['assets/button.js'], {
        facadeModuleId: '/repo/src/features/orders/OrderListScreen.tsx',
      }),
      'assets/button.js': chunk('assets/button.js', [], {
        moduleIds: ['/repo/node_modules/antd-mobile/es/components/button/button.js'],
      }),
      // a sheet that uses it, loaded by import() on first use: allowed
      'assets/Sheet.js': chunk('assets/Sheet.js', ['assets/button.js'], {
        facadeModuleId: '/repo/src/features/orders/PaySheet.tsx',
      }),
    };
    expect(() => routeChunks(bundle, new Map([['order', 'features/orders/OrderListScreen']]))).toThrow(
      /The order screen loads antd-mobile's button before it can draw \(assets\/button\.js\)/,
    );
    // no screen loads it first: the sheet's import of it is no screen's
    expect(routeChunks(bundle, new Map()).routes).toEqual({});
  });

  it('names the modules the app itself loads for each language', () => {
    const i18n = readFileSync('src/i18n/index.ts', 'utf8');
    for (const [locale, module] of Object.entries(LOCALE_TEXTS)) {
      expect(i18n, locale).toContain(`import('../../${module}')`);
    }
  });
});
