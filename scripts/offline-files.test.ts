import { describe, expect, it } from 'vitest';
import { offlineFiles } from './offline-files';
import type { BuiltChunk } from './route-chunks';

const chunk = (fileName: string, extra: Partial<BuiltChunk> = {}): BuiltChunk => ({
  type: 'chunk',
  fileName,
  isEntry: false,
  facadeModuleId: null,
  imports: [],
  ...extra,
});
const screen = (module: string) => `/repo/src/${module}.tsx`;

describe('the files the service worker installs for the app to open with no signal', () => {
  const screens = new Map([
    ['home', 'features/home/HomeScreen'],
    ['order', 'features/orders/OrderListScreen'],
    ['orderDetail', 'features/orders/OrderDetailScreen'],
    ['wallet', 'features/wallet/WalletScreen'],
  ]);
  const bundle = {
    'assets/index.js': chunk('assets/index.js', {
      isEntry: true,
      imports: ['assets/startup.js'],
      // every screen by import(), React DOM, a part of the shell and the other languages
      dynamicImports: [
        'assets/Home.js',
        'assets/Orders.js',
        'assets/Detail.js',
        'assets/Wallet.js',
        'assets/react-dom.js',
        'assets/Dialog.js',
        'assets/vi.js',
        'assets/zh-CN.js',
      ],
      viteMetadata: { importedCss: new Set(['assets/index.css']) },
    }),
    'assets/startup.js': chunk('assets/startup.js'),
    'assets/Dialog.js': chunk('assets/Dialog.js', { imports: ['assets/motion.js'] }),
    'assets/react-dom.js': chunk('assets/react-dom.js'),
    'assets/Home.js': chunk('assets/Home.js', {
      facadeModuleId: screen('features/home/HomeScreen'),
      imports: ['assets/card.js'],
      dynamicImports: ['assets/Popup.js'],
    }),
    'assets/card.js': chunk('assets/card.js', { dynamicImports: ['assets/Toast.js'] }),
    'assets/Popup.js': chunk('assets/Popup.js', { imports: ['assets/motion.js'], dynamicImports: ['assets/Pay.js'] }),
    'assets/motion.js': chunk('assets/motion.js'),
    'assets/Toast.js': chunk('assets/Toast.js'),
    'assets/Pay.js': chunk('assets/Pay.js'),
    'assets/Orders.js': chunk('assets/Orders.js', {
      facadeModuleId: screen('features/orders/OrderListScreen'),
      viteMetadata: { importedCss: new Set(['assets/orders.css']) },
    }),
    'assets/Detail.js': chunk('assets/Detail.js', { facadeModuleId: screen('features/orders/OrderDetailScreen') }),
    'assets/Wallet.js': chunk('assets/Wallet.js', {
      facadeModuleId: screen('features/wallet/WalletScreen'),
      imports: ['assets/wallet-form.js'],
    }),
    'assets/wallet-form.js': chunk('assets/wallet-form.js'),
    'assets/vi.js': chunk('assets/vi.js'),
    'assets/zh-CN.js': chunk('assets/zh-CN.js'),
  };
  const kept = offlineFiles(bundle, screens);

  it('keeps the page, the entry with its imports, styles and later parts, React DOM and every language', () => {
    for (const file of [
      'index.html',
      'assets/index.js',
      'assets/startup.js',
      'assets/index.css',
      'assets/Dialog.js',
      'assets/react-dom.js',
      'assets/vi.js',
      'assets/zh-CN.js',
    ])
      expect(kept).toContain(file);
  });

  it('keeps Home and the orders with their styles, and the parts they load later (a popup, a toast)', () => {
    for (const file of [
      'assets/Home.js',
      'assets/card.js',
      'assets/Popup.js',
      'assets/motion.js',
      'assets/Toast.js',
      'assets/Orders.js',
      'assets/orders.css',
      'assets/Detail.js',
    ])
      expect(kept).toContain(file);
  });

  it('leaves every other screen to be kept once it is opened, and stops one step beyond the offline screens', () => {
    expect(kept).not.toContain('assets/Wallet.js');
    expect(kept).not.toContain('assets/wallet-form.js');
    expect(kept).not.toContain('assets/Pay.js'); // what the popup loads in turn needs the network anyway
  });
});
