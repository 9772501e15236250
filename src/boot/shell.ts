import type { RouteName } from '../lib/paths';

/** The texts the shell shows, in one language (taken from locales/*.json at build time). */
export type ShellTexts = {
  title: string;
  tabs: { home: string; order: string; my: string; label: string };
  placeOrder: string;
  pageTimeout: string;
  /** The cabinet header's texts (locales' `lockers.*`), with `{{…}}` slots as in the app. */
  cabinet: { cabinetNo: string; freeBoxes: string; online: string; offline: string; offlineHint: string };
};

export type ShellFrame = { route: RouteName | null; tab: boolean; customNavBar: boolean };

function el<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string) {
  const node = document.createElement(tag);
  node.className = className;
  if (text) node.textContent = text;
  return node;
}

/**
 * Draws the frame of the screen being opened, with plain DOM and the styles inlined in index.html, so the
 * customer sees it after the page itself has arrived instead of a white page while the app's code downloads:
 * Home's navigation bar, banner frame, order button and tab bar; any other screen's navigation bar with its
 * title. It is decoration only (hidden from assistive technology, not clickable) and the app removes it as
 * soon as its first screen is on display (`removeShell`). Texts are set with textContent, never as HTML.
 */
export function drawShell(host: HTMLElement, frame: ShellFrame, texts: ShellTexts): HTMLElement {
  const shell = el('div', 'boot-shell');
  shell.setAttribute('aria-hidden', 'true');
  shell.setAttribute('data-boot-shell', frame.route ?? 'unknown');
  if (frame.route === 'home') {
    shell.append(el('div', 'boot-home-nav'));
    const banner = el('div', 'boot-banner');
    banner.setAttribute('data-boot-banner', '');
    shell.append(banner, el('div', 'boot-place', texts.placeOrder), el('div', 'boot-card'));
  } else if (frame.route && !frame.customNavBar) {
    const nav = el('div', 'boot-nav');
    nav.append(el('div', 'boot-nav-title', texts.title));
    const lines = el('div', 'boot-card boot-lines');
    lines.setAttribute('data-boot-lines', '');
    shell.append(nav, lines);
  }
  if (frame.tab) {
    const tabs = el('div', 'boot-tabs');
    for (const key of ['home', 'order', 'my'] as const) {
      tabs.append(el('span', key === frame.route ? 'boot-tab boot-tab-on' : 'boot-tab', texts.tabs[key]));
    }
    shell.append(tabs);
  }
  host.append(shell);
  return shell;
}

/** Only an image the page may show anyway (CSP img-src): https, or an inline picture. */
export function isShowableImage(src: unknown): src is string {
  return (
    typeof src === 'string' && (/^https:\/\//i.test(src) || /^data:image\/(png|jpe?g|gif|webp|svg\+xml)[;,]/i.test(src))
  );
}

/**
 * The banner picture's intrinsic size: 2:1, as `.boot-banner-image`'s aspect-ratio (index.html), which with
 * `width: 100%; height: auto` keeps deciding its size on screen. The same as the app's banners
 * (src/features/home/BannerCarousel.tsx).
 */
export const BANNER_WIDTH = 400;
export const BANNER_HEIGHT = 200;

/**
 * The goods pictures' slot on the product detail (src/features/goods/ImageGallery.tsx): the screen's width by
 * 260 px (`.boot-gallery-image`, index.html, as the app's `.gallery-image`), the picture contained in it.
 */
export const GALLERY_WIDTH = 390;
export const GALLERY_HEIGHT = 260;

/**
 * A screen's largest picture (its LCP element), drawn where the app will draw the same picture: asked for at
 * high priority, never lazily. The priority is set before the address, which starts the request. Settles
 * once the picture can be painted (or cannot be: a broken picture is no reason to wait).
 */
function appendLargestPicture(
  frame: HTMLElement,
  image: string,
  { className, width, height }: { className: string; width: number; height: number },
): Promise<void> {
  const img = document.createElement('img');
  img.className = className;
  img.alt = '';
  img.width = width;
  img.height = height;
  // as an attribute: the browsers without the `fetchPriority` property ignore it harmlessly
  img.setAttribute('fetchpriority', 'high');
  img.src = image;
  frame.append(img);
  return typeof img.decode === 'function' ? img.decode().catch(() => undefined) : Promise.resolve();
}

/** Puts the first banner's picture into Home's banner frame. */
export function showFirstBanner(shell: HTMLElement, image: string): Promise<void> {
  const frame = shell.querySelector<HTMLElement>('[data-boot-banner]');
  if (!frame || frame.firstChild) return Promise.resolve();
  return appendLargestPicture(frame, image, {
    className: 'boot-banner-image',
    width: BANNER_WIDTH,
    height: BANNER_HEIGHT,
  });
}

/** The fields of `/goods/goods-info` the top of the product detail shows (features/goods/ProductDetailScreen.tsx). */
type Goods = { name: string; description?: unknown; images?: unknown; image?: unknown };

/** The picture the gallery shows first: the goods' pictures' first, or its image. */
function firstPicture(goods: Goods): unknown {
  return Array.isArray(goods.images) && goods.images.length > 0 ? goods.images[0] : goods.image;
}

/**
 * The top of the product detail, drawn from the early `/goods/goods-info` answer in place of the frame's blank
 * card: the first picture in the gallery's slot, then the goods' name and description, where the app draws
 * them (index.html's `.boot-gallery*`, `.boot-goods*`, mirroring goods.css). A customer who opened a shared
 * product sees it while the app's code still downloads. Anything but goods with a name and a picture the page
 * may show draws nothing (null): the app shows the answer its own way.
 */
export function showGoods(shell: HTMLElement, goods: unknown): Promise<void> | null {
  const frame = shell.querySelector<HTMLElement>('[data-boot-lines]');
  const candidate = (typeof goods === 'object' && goods !== null ? goods : {}) as Partial<Goods>;
  const picture = typeof candidate.name === 'string' ? firstPicture(candidate as Goods) : undefined;
  if (!frame || !isShowableImage(picture)) return null;
  const gallery = el('div', 'boot-gallery');
  const card = el('div', 'boot-goods');
  card.append(el('div', 'boot-goods-name', candidate.name));
  if (typeof candidate.description === 'string' && candidate.description)
    card.append(el('p', 'boot-goods-line', candidate.description));
  frame.replaceWith(gallery, card);
  return appendLargestPicture(gallery, picture, {
    className: 'boot-gallery-image',
    width: GALLERY_WIDTH,
    height: GALLERY_HEIGHT,
  });
}

/** The fields of `/locker/locker-info` the cabinet header shows (src/features/lockers/CabinetHeader.tsx). */
type Cabinet = { name: string; lockerNo: string; address: string; freeBoxes: number; boxes: number; online: boolean };

function isCabinet(value: unknown): value is Cabinet {
  const v = value as Partial<Cabinet> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.name === 'string' &&
    typeof v.lockerNo === 'string' &&
    typeof v.address === 'string' &&
    Number.isFinite(v.freeBoxes) &&
    Number.isFinite(v.boxes) &&
    typeof v.online === 'boolean'
  );
}

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (slot, name: string) => (name in values ? String(values[name]) : slot));

/**
 * The cabinet page's header, drawn from the early `/locker/locker-info` answer in place of the frame's blank
 * card: a customer who scanned a cabinet sees which one at once, while the app's code still downloads. It
 * mirrors CabinetHeader (same texts, same geometry: index.html's `.boot-cabinet*` styles). Anything but a
 * well-formed cabinet draws nothing (false): the app shows the answer its own way.
 */
export function showCabinet(shell: HTMLElement, cabinet: unknown, texts: ShellTexts['cabinet']): boolean {
  const frame = shell.querySelector<HTMLElement>('[data-boot-lines]');
  if (!frame || !isCabinet(cabinet)) return false;
  const header = el('div', 'boot-cabinet');
  const top = el('div', 'boot-cabinet-top');
  top.append(
    el('div', 'boot-cabinet-name', cabinet.name),
    el(
      'span',
      cabinet.online ? 'boot-cabinet-tag' : 'boot-cabinet-tag boot-cabinet-off',
      cabinet.online ? texts.online : texts.offline,
    ),
  );
  header.append(
    top,
    el('p', 'boot-cabinet-line', fill(texts.cabinetNo, { lockerNo: cabinet.lockerNo })),
    el('p', 'boot-cabinet-line', cabinet.address),
    el('p', 'boot-cabinet-line', fill(texts.freeBoxes, { free: cabinet.freeBoxes, total: cabinet.boxes })),
  );
  if (!cabinet.online) header.append(el('p', 'boot-cabinet-hint', texts.offlineHint));
  frame.replaceWith(header);
  return true;
}
