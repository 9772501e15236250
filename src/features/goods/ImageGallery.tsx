import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Picture } from '../../ui/light/Picture';
import './gallery.css';

/**
 * The pictures' intrinsic size: the slot is the screen's width by 260 px (`.gallery-image`, goods.css, which
 * sets both, the picture contained in it); 390 by 260 is that slot on a 390-px-wide phone.
 */
const PICTURE_WIDTH = 390;
const PICTURE_HEIGHT = 260;

/**
 * The goods pictures, swiped sideways (scroll snap), with a "n / total" counter. The first is the detail
 * page's largest picture (its LCP element): fetched at once at high priority; the others only as the
 * customer swipes towards them (lazy), decoded off the main thread.
 */
export function ImageGallery({ images, name }: { images: string[]; name: string }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  if (images.length === 0) return null;
  return (
    <section className="gallery" aria-label={t('goods.pictures', { name })}>
      <div
        className="gallery-track"
        // a region scrolled sideways must be reachable by keyboard (arrow keys scroll it)
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region
        tabIndex={0}
        onScroll={(event) => {
          const track = event.currentTarget;
          if (track.clientWidth > 0) setIndex(Math.round(track.scrollLeft / track.clientWidth));
        }}
      >
        {images.map((src, i) => (
          <Picture
            // pictures may repeat: their position identifies them
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list from the server
            key={i}
            className="gallery-image"
            src={src}
            alt={t('goods.pictureOf', { name, n: i + 1, total: images.length })}
            width={PICTURE_WIDTH}
            height={PICTURE_HEIGHT}
            priority={i === 0 ? 'lcp' : 'lazy'}
          />
        ))}
      </div>
      {images.length > 1 && (
        <span className="gallery-counter" aria-hidden>
          {index + 1} / {images.length}
        </span>
      )}
    </section>
  );
}
