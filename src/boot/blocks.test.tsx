// @vitest-environment happy-dom

import { readFileSync } from 'node:fs';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { renderAllBlocks } from '../../scripts/boot-blocks';
import { bannerListSchema } from '../api/schemas/banner';
import { goodsDetailSchema } from '../api/schemas/goods';
import { lockerInfoSchema } from '../api/schemas/site';
import { GoodsTitle } from '../features/goods/GoodsTitle';
import { ImageGallery } from '../features/goods/ImageGallery';
import { BannerCarousel } from '../features/home/BannerCarousel';
import { CabinetHeader } from '../features/lockers/CabinetHeader';
import { dataOfAnswer, drawBlock, isShowableImage } from './blocks';

const LOCALES = ['en', 'vi', 'zh-CN'];
const { templates, styles } = renderAllBlocks(process.cwd(), LOCALES);

/** What the app's component draws from the same answer, in `locale`, as nodes (to compare with the block's). */
function appDraws(locale: string, element: ReactElement): string {
  const i18n = i18next.createInstance();
  void i18n.init({
    lng: locale,
    resources: { [locale]: { translation: JSON.parse(readFileSync(`locales/${locale}.json`, 'utf8')) } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  const holder = document.createElement('template');
  holder.innerHTML = renderToStaticMarkup(<I18nextProvider i18n={i18n}>{element}</I18nextProvider>);
  return holder.innerHTML;
}

/** Draws a block into a frame in the page, and gives the page's markup where the frame was. */
function shellDraws(kind: 'banner' | 'goods' | 'cabinet', data: unknown, locale = 'en', known = {}) {
  document.body.innerHTML = '<div id="boot"><div data-boot-block></div></div>';
  const frame = document.querySelector('[data-boot-block]') as Element;
  const drawn = drawBlock(frame, kind, data, { templates: templates[locale], styles }, known);
  return { drawn, html: (document.getElementById('boot') as HTMLElement).innerHTML };
}

/** A cabinet as a Java server writes it: flags as 0/1, counts as strings, no number in the answer. */
const javaCabinet = {
  lockerNo: null,
  name: '<img src=x onerror=alert(1)> Jinshui',
  address: '18 Weilai Road',
  online: 0,
  freeBoxes: '13',
  boxes: '24',
  latitude: null,
  longitude: null,
  shopId: 1595960837329200001n.toString(),
};

describe("the boot shell's blocks are the app's components, drawn from the answer as the app reads it", () => {
  it('draws a Java-shaped cabinet exactly as the cabinet page does, in every language', () => {
    for (const locale of LOCALES) {
      const { drawn, html } = shellDraws('cabinet', javaCabinet, locale, { lockerNo: 'L001' });
      expect(drawn).not.toBeNull();
      const locker = { ...v.parse(lockerInfoSchema, javaCabinet), lockerNo: 'L001' };
      expect(html).toBe(
        appDraws(
          locale,
          <div className="cabinet">
            <CabinetHeader locker={locker} />
          </div>,
        ),
      );
    }
    // as text, never as markup
    expect(document.querySelector('#boot img')).toBeNull();
    expect(document.querySelector('.cabinet-name')?.textContent).toBe(javaCabinet.name);
    expect(document.querySelector('.cabinet-offline')).not.toBeNull();
  });

  it('draws every way the cabinet header can look: online or not, with or without the boxes counted', () => {
    for (const [online, freeBoxes, boxes] of [
      [true, null, null],
      [true, 3, null],
      [true, 3, 0],
      [false, 0, 24],
    ] as const) {
      const answer = { ...javaCabinet, lockerNo: 'L9', online, freeBoxes, boxes };
      const { html } = shellDraws('cabinet', answer);
      expect(html).toBe(
        appDraws(
          'en',
          <div className="cabinet">
            <CabinetHeader locker={v.parse(lockerInfoSchema, answer)} />
          </div>,
        ),
      );
    }
  });

  it("draws the goods' top as the product detail does, its first picture at high priority", () => {
    const answer = {
      id: '1595960837329200001',
      name: '<b>Standard</b> sneaker wash',
      description: null,
      image: null,
      images: ['https://cdn.example/shoe.png', 'https://cdn.example/side.png'],
      price: '39.00',
      goodsAddVos: null,
    };
    const { drawn, html } = shellDraws('goods', answer);
    expect(drawn).not.toBeNull();
    const goods = v.parse(goodsDetailSchema, answer);
    expect(html).toBe(
      appDraws(
        'en',
        <>
          <ImageGallery images={[goods.images[0] ?? '']} name={goods.name} />
          <section className="goods-detail-card">
            <GoodsTitle goods={goods} />
          </section>
        </>,
      ),
    );
    expect(document.querySelector('#boot b')).toBeNull();
    expect(document.querySelector('#boot img')?.getAttribute('fetchpriority')).toBe('high');
  });

  it("draws Home's first banner as the carousel does, captioned or not", () => {
    for (const title of ['Spring offer', null]) {
      const answer = [
        { id: 1, image: null, title: 'no picture: left out' },
        { id: 2, image: 'https://cdn.example/banner.png', title, link: null },
        { id: 3, image: 'https://cdn.example/second.png' },
      ];
      const { html } = shellDraws('banner', answer);
      const [first] = v.parse(bannerListSchema, answer);
      expect(html).toBe(appDraws('en', <BannerCarousel banners={first ? [first] : []} onOpen={() => undefined} />));
      expect(document.querySelectorAll('#boot img')).toHaveLength(1);
      expect(document.querySelector('#boot img')?.getAttribute('src')).toBe('https://cdn.example/banner.png');
    }
  });

  it('draws nothing from an answer the app cannot show, or a picture the page may not show', () => {
    for (const [kind, answer] of [
      ['cabinet', 'L001'],
      ['cabinet', { unexpected: true }],
      ['goods', { name: 'Wash', price: '1', images: [] }],
      ['goods', { name: 'Wash', price: '1', images: ['javascript:alert(1)'] }],
      ['goods', { name: 42, price: '1', images: ['https://cdn.example/shoe.png'] }],
      ['banner', []],
      ['banner', [{ id: 1, image: 'http://cdn.example/plain-http.png' }]],
    ] as const) {
      const { drawn, html } = shellDraws(kind, answer);
      expect(drawn).toBeNull();
      expect(html).toBe('<div data-boot-block=""></div>');
    }
  });

  it("reads the answer's text as the client does: a bare 19-digit id keeps its digits, and the cabinet is drawn", async () => {
    const data = await dataOfAnswer(
      '{"code":200,"msg":"ok","data":{"lockerNo":null,"name":"Jinshui","address":"","online":1,"freeBoxes":"2","boxes":null,"shopId":1595960837329200001}}',
    );
    expect((data as { shopId: unknown }).shopId).toBe(1595960837329200001n.toString());
    expect(shellDraws('cabinet', data, 'en', { lockerNo: 'L001' }).drawn).not.toBeNull();
    expect(document.querySelector('#boot .cabinet-header')?.textContent).toContain('2 boxes free');
    for (const other of ['{"code":401,"msg":"expired"}', '{"code":"x"}', '<html>', ''])
      expect(await dataOfAnswer(other)).toBeUndefined();
  });

  it('shows pictures only from https or inline', () => {
    expect(isShowableImage('https://cdn.example/banner.png')).toBe(true);
    expect(isShowableImage('data:image/svg+xml;charset=utf-8,%3Csvg%3E')).toBe(true);
    expect(isShowableImage('javascript:alert(1)')).toBe(false);
    expect(isShowableImage('data:text/html,<script>1</script>')).toBe(false);
  });

  it("brings the blocks' own stylesheets with the theme's values, written nowhere else", () => {
    for (const rule of ['.cabinet-header', '.banner-image', '.gallery-image', '.goods-detail-name'])
      expect(styles).toContain(rule);
    expect(styles).not.toContain('var(--app-');
    expect(styles).toContain('padding: 14px 16px'); // the cabinet header's, from the theme's spaces
    const page = readFileSync('index.html', 'utf8');
    for (const copied of ['.boot-cabinet', '.boot-gallery', '.boot-goods', '.boot-banner-image'])
      expect(page).not.toContain(copied);
  });
});
