import { ImageViewer } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Picture } from '../../ui/light/Picture';
import { uniqueKeys } from './keys';

/** A thumbnail's size: `.orders-photo` (orders.css) is 88 by 66, the photo covering it. */
const THUMB_WIDTH = 88;
const THUMB_HEIGHT = 66;

/**
 * Up to 3 live photos as thumbnails; a tap shows them full screen, swipeable. They sit below a page's first
 * fields (the order's details, its steps): loaded as they near the screen (lazy).
 */
export function OrderPhotos({ photos, label }: { photos: string[]; label?: string }) {
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
              onClick={() => setOpen(index)}
            >
              <Picture src={photo} alt="" width={THUMB_WIDTH} height={THUMB_HEIGHT} />
            </button>
          </li>
        ))}
      </ul>
      {open !== null && <ImageViewer.Multi images={shown} defaultIndex={open} visible onClose={() => setOpen(null)} />}
    </>
  );
}
