import { HttpResponse, http, type RequestHandler } from 'msw';
import { getDb } from '../db';
import { api, formBody, ok } from '../lib/http';
import { randomHex } from '../lib/random';
import { session } from '../lib/session';

/** Mirrors src/api/file.ts: storage credentials, the storage service's upload, and the uploaded objects. */

/** Where the mock's credentials send uploads: a user-api path, so the mock serves the "storage service" too. */
export const MOCK_UPLOAD_HOST = '/user-api/file/upload';
const OBJECT_PATH = '/user-api/file/object/';
const TOKEN_TTL_MS = 60 * 60_000;
const MAX_OBJECT_BYTES = 10 * 1024 * 1024;
const KEPT_TOKENS = 50;

/**
 * Uploaded images, by key: in memory only, not in the JSON db (they are bytes, and would not fit local
 * storage). A page reload in the browser forgets them, like a storage bucket that was emptied.
 */
const objects = new Map<string, { bytes: ArrayBuffer; type: string }>();

export function storedObject(key: string) {
  return objects.get(key);
}

export function clearStoredObjects(): void {
  objects.clear();
}

/** The storage service answers its own errors: an HTTP status and an XML body, not the user-api envelope. */
function storageError(status: number, code: string, message: string) {
  return new HttpResponse(
    `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`,
    { status, headers: { 'Content-Type': 'application/xml' } },
  );
}

export const fileHandlers: RequestHandler[] = [
  // Session: credentials are handed to logged-in customers only.
  http.get(
    api('/file/aliyun-sts-token'),
    session(({ user, db }) => {
      const row = {
        securityToken: `mock-sts-${randomHex(16)}`,
        accessKeyId: `STS.mock${randomHex(6)}`,
        userId: user.id,
        dir: `uploads/${user.id}/`,
        expiresAt: new Date(Date.now() + TOKEN_TTL_MS).toISOString(),
      };
      db.ossTokens = [...db.ossTokens.filter((token) => Date.parse(token.expiresAt) > Date.now()), row].slice(
        -KEPT_TOKENS,
      );
      return {
        accessKeyId: row.accessKeyId,
        accessKeySecret: randomHex(16),
        securityToken: row.securityToken,
        expiration: row.expiresAt,
        bucket: 'shoe-care-mock',
        region: 'oss-mock',
        host: MOCK_UPLOAD_HOST,
        dir: row.dir,
      };
    }),
  ),

  // The storage service's PostObject: checks the security token, the key's dir, the file's size and type.
  http.post(api('/file/upload'), async ({ request }) => {
    let form: FormData;
    try {
      form = await formBody(request);
    } catch {
      return storageError(
        400,
        'InvalidArgument',
        `Expected multipart/form-data, got ${request.headers.get('Content-Type')}`,
      );
    }
    const token = getDb().ossTokens.find((row) => row.securityToken === form.get('x-oss-security-token'));
    if (!token || Date.parse(token.expiresAt) <= Date.now())
      return storageError(403, 'InvalidAccessKeyId', 'The security token is unknown or has expired');
    if (form.get('OSSAccessKeyId') !== token.accessKeyId)
      return storageError(403, 'InvalidAccessKeyId', 'The access key does not match the security token');
    const key = form.get('key');
    if (typeof key !== 'string' || !key.startsWith(token.dir) || key.length === token.dir.length)
      return storageError(403, 'AccessDenied', 'The key is outside the allowed directory');
    const file = form.get('file');
    if (!(file instanceof Blob)) return storageError(400, 'InvalidArgument', 'No file');
    if (file.size === 0 || file.size > MAX_OBJECT_BYTES)
      return storageError(400, 'EntityTooLarge', 'The file is empty or larger than 10 MB');
    if (!file.type.startsWith('image/')) return storageError(400, 'InvalidArgument', 'Only images are accepted');
    objects.set(key, { bytes: await file.arrayBuffer(), type: file.type });
    return ok({ url: `${OBJECT_PATH}${key.split('/').map(encodeURIComponent).join('/')}` });
  }),

  // Public, like a bucket's object URLs.
  http.get(api('/file/object/*'), ({ request }) => {
    const { pathname } = new URL(request.url);
    const at = pathname.indexOf(OBJECT_PATH);
    const key = pathname
      .slice(at + OBJECT_PATH.length)
      .split('/')
      .map(decodeURIComponent)
      .join('/');
    const object = objects.get(key);
    if (!object) return storageError(404, 'NoSuchKey', 'The object does not exist');
    return new HttpResponse(object.bytes, {
      headers: { 'Content-Type': object.type, 'Cache-Control': 'public, max-age=31536000, immutable' },
    });
  }),
];
