import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { MOCK_UPLOAD_HOST, storedObject } from '../../mocks/handlers/file';
import { server } from '../../mocks/node';
import { logIn } from '../testing/session';
import { ApiError } from './errors';
import { getOssToken } from './file';
import { uploadImage } from './file-upload';

const png = () => new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4])], { type: 'image/png' });

describe('file: storage credentials and uploads', () => {
  it('hands out credentials to logged-in customers only', async () => {
    await expect(getOssToken()).rejects.toMatchObject({ kind: 'session' });
    logIn();
    const oss = await getOssToken();
    expect(oss.host).toBe(MOCK_UPLOAD_HOST);
    expect(oss.dir).toBe('uploads/1001/');
    expect(oss.expiration.getTime()).toBeGreaterThan(Date.now());
  });

  it('sends the upload as multipart form data, not as JSON', async () => {
    logIn();
    const oss = await getOssToken();
    let contentType: string | null = null;
    server.use(
      http.post('*/user-api/file/upload', ({ request }) => {
        contentType = request.headers.get('Content-Type');
        return HttpResponse.json({ code: 200, msg: 'success', data: { url: '/x.png' } });
      }),
    );
    await uploadImage(png(), oss);
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
  });

  it('uploads an image that is then served back at its url', async () => {
    logIn();
    const oss = await getOssToken();
    const uploaded = await uploadImage(png(), oss);
    expect(uploaded.key.startsWith('uploads/1001/')).toBe(true);
    expect(uploaded.key.endsWith('.png')).toBe(true);
    expect(storedObject(uploaded.key)?.type).toBe('image/png');

    const response = await fetch(new URL(uploaded.url, 'http://localhost/'));
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/png');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4]));
  });

  it('rejects an upload with unknown credentials with code 602001', async () => {
    logIn();
    const oss = await getOssToken();
    const error = await uploadImage(png(), { ...oss, securityToken: 'forged' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'http', details: { status: 403, code: 602001 } });
  });

  it('rejects a key outside the credentials dir and a file that is not an image', async () => {
    logIn();
    const oss = await getOssToken();
    await expect(uploadImage(png(), { ...oss, dir: 'uploads/1002/' })).rejects.toMatchObject({
      code: 602001,
      details: { status: 403 },
    });
    const text = new Blob(['hello'], { type: 'text/plain' });
    await expect(uploadImage(text, oss)).rejects.toMatchObject({ code: 602001, details: { status: 400 } });
  });

  it('serves no object for an unknown key', async () => {
    const response = await fetch('http://localhost/user-api/file/object/uploads/1001/none.png');
    expect(response.status).toBe(404);
  });

  it('posts straight to a storage host outside the user-api, with the signed policy fields', async () => {
    logIn();
    const oss = await getOssToken();
    let fields: string[] = [];
    server.use(
      http.post('https://bucket.oss.example.com/', async ({ request }) => {
        const form = await request.formData();
        fields = [...form.keys()];
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const uploaded = await uploadImage(png(), { ...oss, host: 'https://bucket.oss.example.com/' });
    expect(fields).toEqual([
      'key',
      'policy',
      'OSSAccessKeyId',
      'signature',
      'success_action_status',
      'x-oss-security-token',
      'file',
    ]);
    expect(uploaded.url).toBe(`https://bucket.oss.example.com/${uploaded.key}`);

    server.use(http.post('https://bucket.oss.example.com/', () => new HttpResponse('denied', { status: 403 })));
    await expect(uploadImage(png(), { ...oss, host: 'https://bucket.oss.example.com/' })).rejects.toMatchObject({
      kind: 'http',
      code: 602001,
    });
  });
});
