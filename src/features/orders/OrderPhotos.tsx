import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withAntdSetup } from '../../ui/antd-setup';
import { lazyPart } from '../../ui/lazy-part';
import { Picture, type PicturePriority } from '../../ui/light/Picture';
import { uniqueKeys } from './keys';
import type { PhotoViewerProps } from './PhotoViewer';

/**
 * The full-screen viewer loads when a finger lands on a thumbnail: with it came react-spring and the gesture
 * code (about 25 KB gzip), which the three screens showing photos (an order's detail, its steps, a price
 * difference) loaded before they could show, photos opened or not.
 */
const { Part: PhotoViewer, prepare: preparePhotoViewer } = lazyPart<PhotoViewerProps>(
  withAntdSetup(() => import('./PhotoViewer').then((module) => module.PhotoViewer)),
);

/** A thumbnail's size: `.orders-photo` (orders.css) is 88 by 66, the photo covering it. */
const THUMB_WIDTH = 88;
const THUMB_HEIGHT = 66;

/**
 * Up to 3 live photos as thumbnails; a tap shows them full screen, swipeable. Loaded as they near the screen
 * (lazy) unless the page says they are on it as it opens (`priority`).
 */
export function OrderPhotos({
  photos,
  label,
  priority = 'lazy',
}: {
  photos: string[];
  label?: string;
  priority?: PicturePriority;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  const shown = photos.slice(0, 3);
  if (shown.length === 0) return null;
  return (
    <>
      <ul className="orders-photos" aria-label={label ?? t('orders.detail.photos')}>
        {uniqueKeys(shown, (photo) => photo).map(({ item: photo, key }, index) => (
          <li key={key}>
            <button
              type="button"
              className="orders-photo"
              aria-label={t('orders.detail.photo', { index: index + 1, count: shown.length })}
              onPointerDown={preparePhotoViewer}
              onFocus={preparePhotoViewer}
              onClick={() => setOpen(index)}
            >
              <Picture src={photo} alt="" width={THUMB_WIDTH} height={THUMB_HEIGHT} priority={priority} />
            </button>
          </li>
        ))}
      </ul>
      {open !== null && <PhotoViewer images={shown} defaultIndex={open} onClose={() => setOpen(null)} />}
    </>
  );
}
