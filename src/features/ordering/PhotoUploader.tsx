import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_UPLOAD_BYTES } from '../../api/file';
import { showToast } from '../../ui/feedback/toast';
import { FormProblem } from '../../ui/form-problem';
import { CloseIcon } from '../../ui/light/icons';
import { Picture } from '../../ui/light/Picture';
import { Spinner } from '../../ui/light/Spinner';
import type { PhotoEntry, UpdateDraft } from './draft';
import { CameraOutline } from './icons';

/** Spec section 9: at most 3 live photos per order. */
export const MAX_PHOTOS = 3;

/** A thumbnail's size: `.photo-image` (create-order.css) is 88 by 88, the photo covering it. */
const THUMB_SIZE = 88;

const newId = () => Math.random().toString(36).slice(2, 10);

/**
 * Up to 3 live photos of the shoes, uploaded to the storage service with the credentials from
 * `/file/aliyun-sts-token` (the kept ones while still valid), shown as thumbnails with remove buttons.
 */
export function PhotoUploader({
  photos,
  update,
  problem = null,
}: {
  photos: PhotoEntry[];
  update: UpdateDraft;
  /** Photos still uploading when the order is sent, said beside them. */
  problem?: string | null;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const inputId = useId();

  const setPhotos = (change: (photos: PhotoEntry[]) => PhotoEntry[]) =>
    update((draft) => ({ photos: change(draft.photos) }));

  const uploadOne = async (file: File, id: string) => {
    let url: string;
    try {
      const { uploadPhoto } = await import('./photo-upload').catch((error: unknown) => {
        showToast(t('errors.requestFailed')); // its code did not come: no request was made to say so
        throw error;
      });
      url = await uploadPhoto(queryClient, file);
    } catch {
      // the client already told the customer what went wrong
      setPhotos((list) => list.filter((photo) => photo.id !== id));
      return;
    }
    setPhotos((list) => list.map((photo) => (photo.id === id ? { ...photo, status: 'done', url } : photo)));
  };

  const choose = (files: FileList | null) => {
    if (!files || files.length === 0) return;
    const images = Array.from(files).filter((file) => file.type.startsWith('image/'));
    if (images.length < files.length) showToast(t('createOrder.photos.notImage'));
    const fitting = images.filter((file) => file.size <= MAX_UPLOAD_BYTES);
    if (fitting.length < images.length) showToast(t('createOrder.photos.tooLarge'));
    const room = MAX_PHOTOS - photos.length;
    if (fitting.length > room) showToast(t('createOrder.photos.max', { max: MAX_PHOTOS }));
    const taken = fitting.slice(0, Math.max(0, room)).map((file) => ({
      file,
      entry: {
        id: newId(),
        status: 'uploading' as const,
        url: null,
        preview: typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null,
      },
    }));
    if (taken.length === 0) return;
    setPhotos((list) => [...list, ...taken.map(({ entry }) => entry)]);
    for (const { file, entry } of taken) void uploadOne(file, entry.id);
  };

  const remove = (photo: PhotoEntry) => {
    if (photo.preview && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(photo.preview);
    setPhotos((list) => list.filter((other) => other.id !== photo.id));
  };

  return (
    <section className="form-card" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`} className="form-section-title">
        {t('createOrder.photos.title')}{' '}
        <span className="form-section-hint">
          {t('createOrder.photos.count', { n: photos.length, max: MAX_PHOTOS })}
        </span>
      </h2>
      <ul className="photos">
        {photos.map((photo, index) => (
          <li key={photo.id} className="photo">
            {photo.url || photo.preview ? (
              // low on the order form (lazy); a camera's photo is large, and decoded off the main thread
              <Picture
                className="photo-image"
                src={photo.url ?? photo.preview ?? ''}
                alt={t('createOrder.photos.alt', { n: index + 1 })}
                width={THUMB_SIZE}
                height={THUMB_SIZE}
              />
            ) : (
              <span className="photo-image" />
            )}
            {photo.status === 'uploading' && (
              <span className="photo-uploading" role="status">
                <Spinner color="white" />
                <span className="visually-hidden">{t('createOrder.photos.uploading')}</span>
              </span>
            )}
            <button
              type="button"
              className="photo-remove"
              aria-label={t('createOrder.photos.remove', { n: index + 1 })}
              onClick={() => remove(photo)}
            >
              <CloseIcon />
            </button>
          </li>
        ))}
        {photos.length < MAX_PHOTOS && (
          <li className="photo">
            <label htmlFor={inputId} className="photo-add">
              <CameraOutline aria-hidden fontSize={26} />
              <span>{t('createOrder.photos.add')}</span>
            </label>
            <input
              id={inputId}
              className="visually-hidden"
              type="file"
              accept="image/*"
              multiple
              onChange={(event) => {
                choose(event.target.files);
                event.target.value = '';
              }}
            />
          </li>
        )}
      </ul>
      <FormProblem id={`${inputId}-problem`} text={problem} />
    </section>
  );
}
