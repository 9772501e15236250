import type { QueryClient } from '@tanstack/react-query';
import type { useStore } from 'jotai';
import { fileQueries } from '../../api/file';
import { fileMutations } from '../../api/file-upload';
import { ossAtom, validOss } from '../../state/config';

/**
 * Uploads one photo to the storage service with the credentials from `/file/aliyun-sts-token` (the kept ones
 * while still valid) and answers its URL. Loaded when a photo is chosen (PhotoUploader): the form opens
 * without it.
 */
export async function uploadPhoto(
  queryClient: QueryClient,
  store: ReturnType<typeof useStore>,
  file: File,
): Promise<string> {
  let oss = validOss(store.get(ossAtom)); // asked now: expired ones are refreshed
  if (!oss) {
    oss = await queryClient.fetchQuery(fileQueries.ossToken());
    store.set(ossAtom, oss);
  }
  // run through the mutation cache as useMutation would, without its observer: nothing shows the upload's
  // state but the photo's own
  const upload = queryClient.getMutationCache().build(queryClient, fileMutations.uploadImage());
  const { url } = await upload.execute({ file, oss, fileName: file.name });
  return url;
}
