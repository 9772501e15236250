import * as v from 'valibot';
import { dateTimeSchema } from './common';

/** Storage-service credentials (`/file/aliyun-sts-token`): short-lived, never kept past `expiration`. */
export const ossSchema = v.object({
  accessKeyId: v.string(),
  accessKeySecret: v.string(),
  securityToken: v.string(),
  expiration: dateTimeSchema,
  /** Not needed to upload (the host names the bucket): kept when sent, never required. */
  bucket: v.nullish(v.string(), null),
  region: v.nullish(v.string(), null),
  /** Where uploads are POSTed (multipart), and `dir` the key prefix. */
  host: v.string(),
  dir: v.nullish(v.string(), ''),
});
export type OssCredentials = v.InferOutput<typeof ossSchema>;
