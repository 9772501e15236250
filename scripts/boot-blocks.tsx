import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import type { LockerInfo } from '../src/api/schemas/site';
import {
  type BlockKind,
  type BlockTemplates,
  bannerVariant,
  cabinetVariant,
  goodsVariant,
  slot,
} from '../src/boot/block-kinds';
import { GoodsTitle } from '../src/features/goods/GoodsTitle';
import { ImageGallery } from '../src/features/goods/ImageGallery';
import { BannerCarousel } from '../src/features/home/BannerCarousel';
import { CabinetHeader } from '../src/features/lockers/CabinetHeader';

/**
 * The boot shell's content blocks (src/boot/block-kinds.ts), rendered from the app's components with a slot for
 * every value, once per language and variant. Run at build time through Vite's SSR loader (scripts/vite-boot.ts),
 * and by the tests, which fill them and compare them with the component drawn from the same answer.
 */

const cabinetSamples = (): LockerInfo[] =>
  [true, false].flatMap((online) =>
    [
      { freeBoxes: null, boxes: null },
      { freeBoxes: slot('freeBoxes'), boxes: null },
      { freeBoxes: slot('freeBoxes'), boxes: slot('boxes') },
    ].map((count) => ({
      ...({ lockerNo: slot('lockerNo'), name: slot('name'), address: slot('address'), online } as const),
      latitude: null,
      longitude: null,
      shopId: null,
      // a slot in place of a count: the component prints it as it would the number
      ...(count as unknown as { freeBoxes: number | null; boxes: number | null }),
    })),
  );

/** Each kind's variants: what the component draws for each. */
const BLOCKS: Record<BlockKind, () => { variant: string; element: ReactElement }[]> = {
  cabinet: () =>
    cabinetSamples().map((locker) => ({
      variant: cabinetVariant(locker),
      element: (
        <div className="cabinet">
          <CabinetHeader locker={locker} />
        </div>
      ),
    })),
  goods: () =>
    [slot('description'), null].map((description) => {
      const goods = { name: slot('name'), description };
      return {
        variant: goodsVariant(goods),
        element: (
          <>
            <ImageGallery images={[slot('image')]} name={goods.name} />
            <section className="goods-detail-card">
              <GoodsTitle goods={goods} />
            </section>
          </>
        ),
      };
    }),
  banner: () =>
    [slot('title'), null].map((title) => ({
      variant: bannerVariant({ title }),
      element: (
        <BannerCarousel
          banners={[{ id: '0', image: slot('image'), title: title ?? '', link: { type: 'none' } }]}
          onOpen={() => undefined}
        />
      ),
    })),
};

/** Every block in one language, its texts from `messages` (a locales/*.json). */
export function renderBlocks(locale: string, messages: Record<string, unknown>): BlockTemplates[string] {
  const i18n = i18next.createInstance();
  void i18n.init({
    lng: locale,
    resources: { [locale]: { translation: messages } },
    interpolation: { escapeValue: false }, // React escapes, as in the app (src/i18n/instance.ts)
    initAsync: false,
  });
  const templates: BlockTemplates[string] = {};
  for (const [kind, variants] of Object.entries(BLOCKS) as [BlockKind, (typeof BLOCKS)[BlockKind]][]) {
    templates[kind] = Object.fromEntries(
      variants().map(({ variant, element }) => [
        variant,
        renderToStaticMarkup(<I18nextProvider i18n={i18n}>{element}</I18nextProvider>),
      ]),
    );
  }
  return templates;
}

/** The blocks' own stylesheets: the only rules the shell's blocks are drawn with. */
export const BLOCK_STYLESHEETS = [
  'src/features/home/banners.css',
  'src/features/goods/gallery.css',
  'src/features/lockers/cabinet-header.css',
];
const THEME = 'src/ui/theme.css';

/**
 * The blocks' rules with the theme's values in place of its variables (src/ui/theme.css defines them on :root,
 * and arrives with the app's styles): the shell draws before the theme is there, and needs a few of its values.
 */
export function blockStyles(root: string): string {
  const read = (file: string) =>
    readFileSync(resolve(root, file), 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/\s+/g, ' ');
  const theme = new Map(
    [...read(THEME).matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)].map(([, name, value]) => [name, value]),
  );
  const resolved = (text: string, depth = 0): string =>
    text.replace(/var\((--[\w-]+)\s*(?:,\s*([^)]*))?\)/g, (whole, name: string) => {
      const value = theme.get(name);
      if (depth > 5) throw new Error(`${name} in ${THEME} names itself`);
      // a block's own variable (set in its stylesheet) stays as it is
      return value === undefined ? whole : resolved(value.trim(), depth + 1);
    });
  return BLOCK_STYLESHEETS.map((file) => resolved(read(file))).join('\n');
}

/** The templates in every language and the blocks' styles, from the project at `root`. */
export function renderAllBlocks(root: string, locales: string[]): { templates: BlockTemplates; styles: string } {
  const templates: BlockTemplates = {};
  for (const locale of locales)
    templates[locale] = renderBlocks(locale, JSON.parse(readFileSync(resolve(root, `locales/${locale}.json`), 'utf8')));
  return { templates, styles: blockStyles(root) };
}
