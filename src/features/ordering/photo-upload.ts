import type { QueryClient } from '@tanstack/react-query';
import { fileQueries } from '../../api/file';
import { fileMutations } from '../../api/file-upload';

/**
 * Uploads one photo to the storage service with the credentials from `/file/aliyun-sts-token` (the kept ones
 * while still valid) and answers its URL. Loaded when a photo is chosen (PhotoUploader): the form opens
 * without it.
 */
export async function uploadPhoto(queryClient: QueryClient, file: File): Promise<string> {
  // the kept credentials while still good, else asked afresh
  const oss = await queryClient.fetchQuery(fileQueries.ossToken());
  // run through the mutation cache as useMutation would, without its observer: nothing shows the upload's
  // state but the photo's own
  const upload = queryClient.getMutationCache().build(queryClient, fileMutations.uploadImage());
  const { url } = await upload.execute({ file, oss, fileName: file.name });
  return url;
}
