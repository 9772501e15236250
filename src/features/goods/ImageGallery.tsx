import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The goods pictures, swiped sideways (scroll snap), with a "n / total" counter. */
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
          <img
            // pictures may repeat: their position identifies them
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list from the server
            key={i}
            className="gallery-image"
            src={src}
            alt={t('goods.pictureOf', { name, n: i + 1, total: images.length })}
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
