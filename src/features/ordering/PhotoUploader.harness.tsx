import { useState } from 'react';
import type { OrderDraft, PhotoEntry } from './draft';
import { PhotoUploader } from './PhotoUploader';

/** For the tests: PhotoUploader on its own, keeping its photos as the order form's draft would. */
export function UploaderWithDraft() {
  const [photos, setPhotos] = useState<PhotoEntry[]>([]);
  return (
    <PhotoUploader
      photos={photos}
      update={(change) => {
        setPhotos((before) => {
          const draft = { photos: before } as OrderDraft;
          return (typeof change === 'function' ? change(draft) : change).photos ?? before;
        });
      }}
    />
  );
}
