import { describe, expect, it } from 'vitest';
import { type BuiltChunk, routeChunks, screenModules } from './route-chunks';

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
});
