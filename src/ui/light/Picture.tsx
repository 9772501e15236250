/**
 * How soon a picture is needed, which decides how the browser fetches and decodes it:
 * - `lcp`: the screen's largest picture, on screen at once (its LCP element): fetched at once and first
 *   (`fetchpriority=high`), decoded as the browser sees fit so that it paints with the frame that shows it.
 * - `eager`: on screen at once, but not the largest: fetched at once, decoded off the main thread.
 * - `lazy`: below the fold, in a list or behind a tap: fetched as it nears the screen, decoded off the main
 *   thread.
 * - `low`: lazy, and fetched after everything else when the browser fetches it early anyway (a carousel's
 *   later slides sit within its lazy-loading margin, beside an `lcp` first slide).
 */
export type PicturePriority = 'lcp' | 'eager' | 'lazy' | 'low';

const LOADING = {
  lcp: { fetchPriority: 'high', loading: 'eager', decoding: undefined },
  eager: { fetchPriority: undefined, loading: 'eager', decoding: 'async' },
  lazy: { fetchPriority: undefined, loading: 'lazy', decoding: 'async' },
  low: { fetchPriority: 'low', loading: 'lazy', decoding: 'async' },
} as const;

type PictureProps = {
  src: string;
  /** What the picture shows; '' when the text beside it already says it. */
  alt: string;
  /** The intrinsic size, for the browser to reserve the picture's box before it arrives (the CSS sizes it). */
  width: number;
  height: number;
  className?: string;
  /** `lazy` unless said otherwise. */
  priority?: PicturePriority;
};

/** An `<img>` that always carries its size, and loading, decoding and fetch priority to match `priority`. */
export function Picture({ src, alt, width, height, className, priority = 'lazy' }: PictureProps) {
  return <img className={className} src={src} alt={alt} width={width} height={height} {...LOADING[priority]} />;
}
