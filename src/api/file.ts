import { queryOptions } from '@tanstack/react-query';
import { call } from './client';
import { ossSchema } from './schemas/oss';

/**
 * The file family: storage-service credentials (`/file/aliyun-sts-token`), asked at start-up. The uploads are
 * in ./file-upload.ts, loaded only where a photo is uploaded.
 */

/** `quiet`: the start-up load, which says nothing when it fails (the first upload asks again). */
export const getOssToken = (signal?: AbortSignal, { quiet = false } = {}) =>
  call(ossSchema, '/file/aliyun-sts-token', { signal, quiet });

/** The largest image the upload policy allows. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export const fileKeys = {
  all: ['file'] as const,
  ossToken: () => ['file', 'oss-token'] as const,
};

export const fileQueries = {
  /** Asked when the credentials kept in the app's state (ossAtom) are missing or expired: never from cache. */
  ossToken: () =>
    queryOptions({
      queryKey: fileKeys.ossToken(),
      queryFn: ({ signal }) => getOssToken(signal),
      staleTime: 0,
      gcTime: 0,
    }),
};
