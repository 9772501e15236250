/**
 * The boot shell's content blocks: Home's first banner, the top of the product detail and the cabinet header,
 * drawn from the early answers before the app's code arrives. Their markup is the app's own components
 * rendered at build time (scripts/boot-blocks.tsx) with a slot in place of every value; the boot script fills
 * the slots from the answer as the app reads it (./blocks.ts). A component that draws differently for
 * different data (a cabinet offline, a banner with a caption) is rendered once per variant: the variant's
 * name comes from the same read data on both sides, through the functions below.
 */
export type BlockKind = 'banner' | 'goods' | 'cabinet';

/** Templates by language, then kind, then variant. */
export type BlockTemplates = Record<string, Partial<Record<BlockKind, Record<string, string>>>>;

/** A value's place in a template: characters of Unicode's private use area, which no text of ours holds. */
export const slot = (name: string) => `\uE000${name}\uE001`;
export const SLOTS = /\uE000(\w+)\uE001/g;

/** The cabinet header draws a line per what the server says of the boxes (src/ui/free-boxes.ts). */
export const cabinetVariant = (cabinet: { online: boolean; freeBoxes: unknown; boxes: unknown }) =>
  `${cabinet.online ? 'online' : 'offline'}-${cabinet.freeBoxes === null ? 'no-count' : cabinet.boxes ? 'of' : 'free'}`;

export const goodsVariant = (goods: { description: string | null }) => (goods.description ? 'described' : 'plain');

export const bannerVariant = (banner: { title: string | null }) => (banner.title ? 'captioned' : 'plain');
