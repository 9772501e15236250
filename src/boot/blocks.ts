import * as v from 'valibot';
import { parseAnswer, readAnswer } from '../api/json';
import { anotherShape } from '../api/schemas/another-shape';
import { bannerListSchema } from '../api/schemas/banner';
import { envelopeSchema } from '../api/schemas/common';
import { goodsDetailSchema } from '../api/schemas/goods';
import { lockerInfoSchema } from '../api/schemas/site';
import { type BlockKind, type BlockTemplates, bannerVariant, cabinetVariant, goodsVariant, SLOTS } from './block-kinds';

/**
 * Draws a content block of the boot shell (./block-kinds.ts) from an early answer: read with the app's own
 * schema (so the shell shows exactly what the app will, from the same lenient reading of a Java server's
 * answer), then the component's markup rendered at build time, its slots filled as text and attribute values,
 * never parsed as HTML. Loaded by the boot script (./boot.ts) only on the screens that have a block, beside
 * their first calls; its templates and styles come with it (./blocks-entry.ts).
 */

type Read = { variant: string; values: Record<string, string>; picture: string | null };

/** Only an image the page may show anyway (CSP img-src): https, or an inline picture. */
export function isShowableImage(src: unknown): src is string {
  return (
    typeof src === 'string' && (/^https:\/\//i.test(src) || /^data:image\/(png|jpe?g|gif|webp|svg\+xml)[;,]/i.test(src))
  );
}

/** The answer as the app's client reads it (src/api/client.ts): another shape altogether is no answer. */
function parse<S extends v.GenericSchema>(schema: S, data: unknown): v.InferOutput<S> | null {
  if (anotherShape(schema, data)) return null;
  const read = readAnswer(() => v.safeParse(schema, data));
  return read.success ? read.output : null;
}

/**
 * An answer's `data`, read from its text as the client reads it (every digit of a long id kept, src/api/json.ts),
 * or undefined for anything but a code 200 the app could read.
 */
export async function dataOfAnswer(text: string): Promise<unknown> {
  try {
    const envelope = v.safeParse(envelopeSchema, await parseAnswer(text));
    return envelope.success && envelope.output.code === 200 ? envelope.output.data : undefined;
  } catch {
    return undefined;
  }
}

const READERS: Record<BlockKind, (data: unknown) => Read | null> = {
  banner: (data) => {
    const first = parse(bannerListSchema, data)?.[0];
    if (!first) return null;
    return { variant: bannerVariant(first), values: { image: first.image, title: first.title }, picture: first.image };
  },
  goods: (data) => {
    const goods = parse(goodsDetailSchema, data);
    if (!goods) return null;
    // the gallery shows the goods' pictures, or its one image (ProductDetailScreen)
    const image = goods.images[0] ?? goods.image;
    if (!image) return null;
    return {
      variant: goodsVariant(goods),
      values: { name: goods.name, description: goods.description, image },
      picture: image,
    };
  },
  cabinet: (data) => {
    const cabinet = parse(lockerInfoSchema, data);
    if (!cabinet) return null;
    return {
      variant: cabinetVariant(cabinet),
      values: {
        name: cabinet.name,
        // the screen knows the number it asked with; so does the boot script (./boot.ts passes it)
        lockerNo: cabinet.lockerNo ?? '',
        address: cabinet.address,
        freeBoxes: String(cabinet.freeBoxes ?? ''),
        boxes: String(cabinet.boxes ?? ''),
      },
      picture: null,
    };
  },
};

const fill = (text: string, values: Record<string, string>) =>
  text.replace(SLOTS, (_, name: string) => values[name] ?? '');

/** The template's nodes with every slot filled: in text with `nodeValue`, in attributes with `setAttribute`. */
export function filledBlock(template: string, values: Record<string, string>): DocumentFragment {
  const holder = document.createElement('template');
  holder.innerHTML = template; // the build's own markup, from the page's own script
  const content = holder.content;
  for (const element of content.querySelectorAll('*'))
    for (const attribute of [...element.attributes])
      if (attribute.value.includes('\uE000')) element.setAttribute(attribute.name, fill(attribute.value, values));
  const texts = document.createTreeWalker(content, NodeFilter.SHOW_TEXT);
  for (let node = texts.nextNode(); node; node = texts.nextNode())
    if (node.nodeValue) node.nodeValue = fill(node.nodeValue, values);
  return content;
}

let styled = false;
function addStyles(styles: string) {
  if (styled || !styles) return;
  styled = true;
  const style = document.createElement('style');
  style.textContent = styles;
  document.head.append(style);
}

/**
 * Replaces `frame` with the block of `kind` drawn from `data`, in the templates' `language`. Returns null when
 * the answer has nothing to show (the app then shows it its own way), else a promise settled once the block's
 * picture can be painted (at once without one; a broken picture is no reason to wait).
 */
export function drawBlock(
  frame: Element,
  kind: BlockKind,
  data: unknown,
  blocks: { templates: BlockTemplates[string] | undefined; styles: string },
  known: Record<string, string> = {},
): Promise<void> | null {
  const read = READERS[kind](data);
  const template = read && blocks.templates?.[kind]?.[read.variant];
  if (!read || !template || (read.picture !== null && !isShowableImage(read.picture))) return null;
  const values = { ...read.values };
  for (const [name, value] of Object.entries(known)) if (!values[name]) values[name] = value;
  addStyles(blocks.styles);
  const block = filledBlock(template, values);
  const picture = block.querySelector('img');
  frame.replaceWith(block);
  return picture && typeof picture.decode === 'function' ? picture.decode().catch(() => undefined) : Promise.resolve();
}
