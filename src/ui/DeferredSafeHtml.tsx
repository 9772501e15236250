import { useQueryClient } from '@tanstack/react-query';
import { type ComponentProps, useEffect, useMemo, useRef, useState } from 'react';
import { whenScreenDrawnAndIdle } from '../lib/screen-settled';
import { htmlToLines, type TextLine } from './html-text';
import { lazyPart } from './lazy-part';
import type { SafeHtml } from './SafeHtml';

type Props = ComponentProps<typeof SafeHtml>;

/** Lines in a row that are items of a list go in one list, each other line in a paragraph of its own. */
function groupLines(lines: TextLine[]): Array<TextLine | TextLine[]> {
  const groups: Array<TextLine | TextLine[]> = [];
  for (const line of lines) {
    const last = groups.at(-1);
    if (line.item && Array.isArray(last)) last.push(line);
    else groups.push(line.item ? [line] : line);
  }
  return groups;
}

/**
 * Its text where the formatted HTML will be, in paragraphs and lists of the app's own making: nothing of the
 * HTML itself reaches the page. The keys are positions: the lines of one text, in order, never reordered.
 */
function HtmlText({ html, className }: Props) {
  const groups = useMemo(() => groupLines(htmlToLines(html)), [html]);
  return (
    <div className={className}>
      {groups.map((group, index) =>
        Array.isArray(group) ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <ul key={index}>
            {group.map((line, at) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <li key={at}>{line.text}</li>
            ))}
          </ul>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <p key={index}>{group.text}</p>
        ),
      )}
    </div>
  );
}

/** Once one screen has asked for the sanitiser, the next show the formatted HTML from the start. */
let asked = false;

const sanitised = lazyPart<Props>(() => import('./SafeHtml').then((module) => module.SafeHtml), {
  placeholder: HtmlText,
});

/**
 * Server HTML a screen shows below its first view (a product's description): its text at once, then the
 * formatted HTML through SafeHtml once the sanitiser's code (DOMPurify, about 12 KB gzip) is there. That code is
 * asked for once the screen is drawn with its answers and the browser is idle, or as soon as the text comes
 * into view, whichever is first: the screen's first view does not wait for a sanitiser it does not show.
 */
export function DeferredSafeHtml(props: Props) {
  const queryClient = useQueryClient();
  const [wanted, setWanted] = useState(asked);
  const frame = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (wanted) return;
    const want = () => {
      asked = true;
      setWanted(true);
    };
    const cancel = whenScreenDrawnAndIdle(queryClient, want);
    const element = frame.current;
    const observer =
      element && typeof IntersectionObserver !== 'undefined'
        ? new IntersectionObserver((entries) => {
            if (entries.some((entry) => entry.isIntersecting)) want();
          })
        : null;
    if (element) observer?.observe(element);
    return () => {
      cancel();
      observer?.disconnect();
    };
  }, [queryClient, wanted]);

  return <div ref={frame}>{wanted ? <sanitised.Part {...props} /> : <HtmlText {...props} />}</div>;
}
