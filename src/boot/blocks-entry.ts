import blocks from 'virtual:boot-blocks';
import type { BlockKind } from './block-kinds';
import { dataOfAnswer, drawBlock } from './blocks';

/**
 * The chunk the boot script loads on a screen with a content block: the reading and drawing (./blocks.ts) with
 * the templates and styles the build rendered from the app's components (scripts/boot-blocks.tsx). Settles
 * true once the block is drawn and its picture paintable, false when the answer has nothing to show.
 */
export async function draw(
  frame: Element,
  kind: BlockKind,
  answer: string,
  language: string,
  known?: Record<string, string>,
): Promise<boolean> {
  const data = await dataOfAnswer(answer);
  if (data === undefined || !frame.isConnected) return false;
  const drawn = drawBlock(
    frame,
    kind,
    data,
    { templates: blocks.templates[language] ?? blocks.templates.en, styles: blocks.styles },
    known,
  );
  if (!drawn) return false;
  await drawn;
  return true;
}
