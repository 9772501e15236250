import { queryOptions } from '@tanstack/react-query';
import { call } from './client';
import { ossTokenRequest } from './requests';
import { ossSchema } from './schemas/oss';

/**
 * The file family: storage-service credentials (`/file/aliyun-sts-token`), asked at start-up. The uploads are
 * in ./file-upload.ts, loaded only where a photo is uploaded.
 */

/** `quiet`: the start-up load, which says nothing when it fails (the first upload asks again). */
export const getOssToken = (signal?: AbortSignal, { quiet = false } = {}) =>
  call(ossSchema, ossTokenRequest(), { signal, quiet });

/** The largest image the upload policy allows. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export const fileKeys = {
  all: ['file'] as const,
  ossToken: () => ['file', 'oss-token'] as const,
};

/** How long before their expiry credentials stop being used: an upload takes a while. */
const OSS_MARGIN_MS = 60_000;

export const fileQueries = {
  /**
   * The storage credentials: the cached ones while they are good for at least another minute, else asked
   * afresh (fetchQuery); `quiet` for the start-up's load.
   */
  ossToken: ({ quiet = false } = {}) =>
    queryOptions({
      queryKey: fileKeys.ossToken(),
      queryFn: ({ signal }) => getOssToken(signal, { quiet }),
      meta: { request: ossTokenRequest() },
      // fresh until a minute before they expire (TanStack counts from when they were read)
      staleTime: (query) => {
        const expiration = query.state.data?.expiration.getTime() ?? 0;
        return Math.max(0, expiration - OSS_MARGIN_MS - query.state.dataUpdatedAt);
      },
    }),
};
