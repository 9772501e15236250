import { mutationOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { API_BASE, call, REQUEST_TIMEOUT_MS, storageUploadFailed } from './client';
import { ApiError, ERROR_CODES } from './errors';
import { MAX_UPLOAD_BYTES } from './file';
import type { OssCredentials } from './schemas/oss';

/** Image uploads of the file family (./file.ts), apart from the credentials asked at start-up. */

const uploadAnswerSchema = v.object({ url: v.pipe(v.string(), v.minLength(1)) });
export type UploadedImage = { key: string; url: string };
export type UploadOptions = { signal?: AbortSignal; fileName?: string };

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/heic': 'heic',
};

function extensionOf(file: Blob, fileName?: string): string {
  const known = EXTENSIONS[file.type];
  if (known) return known;
  const fromName = /\.([a-z0-9]{1,5})$/i.exec(fileName ?? '')?.[1];
  return fromName ? fromName.toLowerCase() : 'jpg';
}

function randomPart(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(6));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The object key: under the credentials' `dir`, unique per upload. */
export function uploadKey(oss: Pick<OssCredentials, 'dir'>, file: Blob, fileName?: string): string {
  const dir = oss.dir && !oss.dir.endsWith('/') ? `${oss.dir}/` : oss.dir;
  return `${dir}${Date.now().toString(36)}-${randomPart()}.${extensionOf(file, fileName)}`;
}

function base64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The PostObject policy: valid for at most 10 minutes, limited to the size cap and the credentials' dir. */
function policyOf(oss: OssCredentials): string {
  const expiration = new Date(Math.min(oss.expiration.getTime(), Date.now() + 10 * 60_000)).toISOString();
  const policy = {
    expiration,
    conditions: [
      ['content-length-range', 0, MAX_UPLOAD_BYTES],
      ['starts-with', '$key', oss.dir],
    ],
  };
  return base64(new TextEncoder().encode(JSON.stringify(policy)));
}

/** base64(HMAC-SHA1(secret, policy)); left out where WebCrypto is unavailable (an insecure context). */
async function signatureOf(policy: string, secret: string): Promise<string | null> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return null;
  try {
    const encoder = new TextEncoder();
    const key = await subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-1' }, false, ['sign']);
    return base64(new Uint8Array(await subtle.sign('HMAC', key, encoder.encode(policy))));
  } catch {
    return null;
  }
}

/** The multipart body of a PostObject upload: the fields first, the file last (the storage service wants it so). */
export async function uploadForm(file: Blob, oss: OssCredentials, key: string, fileName?: string): Promise<FormData> {
  const policy = policyOf(oss);
  const signature = await signatureOf(policy, oss.accessKeySecret);
  const form = new FormData();
  form.append('key', key);
  form.append('policy', policy);
  form.append('OSSAccessKeyId', oss.accessKeyId);
  if (signature) form.append('signature', signature);
  form.append('success_action_status', '200');
  form.append('x-oss-security-token', oss.securityToken);
  form.append('file', file, fileName ?? key.slice(key.lastIndexOf('/') + 1));
  return form;
}

function baseHref(): string {
  return typeof location === 'undefined' ? 'http://localhost/' : location.href;
}

/** The user-api path of an upload host under the api base (`/user-api/file/upload` -> `/file/upload`), else null. */
export function apiPathOfHost(host: string): string | null {
  try {
    const base = new URL(`${API_BASE}/`, baseHref());
    const target = new URL(host, baseHref());
    if (target.origin !== base.origin || !target.pathname.startsWith(base.pathname)) return null;
    return `/${target.pathname.slice(base.pathname.length)}`;
  } catch {
    return null;
  }
}

/** A storage host outside the user-api: a plain multipart POST, answered with 200/204 and no envelope. */
async function postToStorage(host: string, form: FormData, key: string, signal?: AbortSignal): Promise<string> {
  const controller = new AbortController();
  const abort = () => controller.abort();
  const timer = setTimeout(abort, REQUEST_TIMEOUT_MS);
  signal?.addEventListener('abort', abort, { once: true });
  let response: Response;
  try {
    response = await fetch(host, { method: 'POST', body: form, signal: controller.signal });
  } catch {
    if (signal?.aborted) throw new ApiError('network', host, 'aborted', { code: ERROR_CODES.abort, aborted: true });
    const timedOut = !signal?.aborted && controller.signal.aborted;
    throw storageUploadFailed(host, { kind: timedOut ? 'timeout' : 'network' });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
  }
  if (response.status !== 200 && response.status !== 204)
    throw storageUploadFailed(host, { kind: 'http', status: response.status });
  return `${host.replace(/\/+$/, '')}/${key.split('/').map(encodeURIComponent).join('/')}`;
}

/**
 * Uploads an image with the storage credentials (multipart POST to `oss.host`) and answers its key and URL.
 * A host under the user-api (the mock's `/user-api/file/upload`) goes through the api client, whose failures
 * of form uploads carry code 602001; another host is posted to directly, and its failures are told and typed by
 * the client too (`storageUploadFailed`).
 */
export async function uploadImage(
  file: Blob,
  oss: OssCredentials,
  options: UploadOptions = {},
): Promise<UploadedImage> {
  const key = uploadKey(oss, file, options.fileName);
  const form = await uploadForm(file, oss, key, options.fileName);
  const path = apiPathOfHost(oss.host);
  if (path) {
    const answer = await call(uploadAnswerSchema, path, { form, signal: options.signal });
    return { key, url: answer.url };
  }
  return { key, url: await postToStorage(oss.host, form, key, options.signal) };
}

export const fileMutations = {
  uploadImage: () =>
    mutationOptions({
      mutationKey: ['file', 'upload-image'],
      mutationFn: ({ file, oss, fileName }: { file: Blob; oss: OssCredentials; fileName?: string }) =>
        uploadImage(file, oss, { fileName }),
    }),
};
