import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { UPLOAD_IMAGE_MAX_BYTES } from '@shop/contract';
import { createMember } from '../../testing/buying-fixtures';
import { createSecondNode, createTestApp, type TestApp } from '../../testing/test-app';
import { testPng, uploadTestPhoto } from '../../testing/upload-fixtures';
import { assertOwnUploads } from './upload-service';

describe('photo uploads', () => {
  let t: TestApp;
  let member: { id: number; token: string };
  let other: { id: number; token: string };
  beforeAll(async () => {
    t = await createTestApp();
    member = await createMember(t.connection.db, 'snapper');
    other = await createMember(t.connection.db, 'stranger');
  });
  afterAll(() => t.close());

  const upload = (payload: Buffer, contentType = 'image/png', token: string | null = member.token) =>
    t.app.inject({
      method: 'POST',
      url: '/homeapi/upload/image',
      headers: { 'content-type': contentType, 'accept-language': 'en-us', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      payload,
    });

  it('keeps a PNG under its content hash and serves the same bytes back', async () => {
    const answer = await upload(testPng(1));
    expect(answer.statusCode).toBe(200);
    const { url } = answer.json<{ data: { url: string } }>().data;
    expect(url).toMatch(/^\/homeapi\/upload\/file\/[0-9a-f]{64}\.png$/);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect([...served.rawPayload]).toEqual([...testPng(1)]);
  });

  it('recognises the type from the bytes, whatever the request says', async () => {
    const named = await upload(testPng(2), 'application/octet-stream');
    expect(named.json<{ data: { url: string } }>().data.url).toMatch(/\.png$/);
    const disguised = await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'image/png');
    expect(disguised.statusCode).toBe(400);
    expect(disguised.json()).toMatchObject({ code: 402, msg: 'Photos must be JPEG, PNG or WebP images', data: { field: 'file' } });
  });

  it('refuses an empty body, an oversized photo, another body type and visitors', async () => {
    expect((await upload(Buffer.alloc(0))).json()).toMatchObject({ msg: 'Please choose a photo to upload', data: { field: 'file' } });
    const huge = Buffer.from([...testPng(3), ...new Uint8Array(UPLOAD_IMAGE_MAX_BYTES)]);
    const tooLarge = await upload(huge);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ code: 402 });
    expect((await upload(testPng(4), 'text/plain')).json()).toMatchObject({ msg: 'Please choose a photo to upload', data: { field: 'file' } });
    expect((await upload(testPng(4), 'image/png', null)).statusCode).toBe(401);
  });

  it('answers not found for a photo that was never uploaded, and for names outside the folder', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/homeapi/upload/file/${'a'.repeat(64)}.png` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/homeapi/upload/file/..%2F..%2Fpackage.json' })).statusCode).toBe(400);
  });

  it('accepts only the member’s own photos in a request', async () => {
    const mine = await uploadTestPhoto(t.app, member.token, 5);
    const theirs = await uploadTestPhoto(t.app, other.token, 6);
    await expect(assertOwnUploads(t.connection.db, member.id, [mine], 'images')).resolves.toBeUndefined();
    await expect(assertOwnUploads(t.connection.db, member.id, [mine, theirs], 'images')).rejects.toMatchObject({ messageKey: 'upload_not_found', options: { field: 'images' } });
    await expect(assertOwnUploads(t.connection.db, member.id, ['/homeapi/static/img/goods-1.svg'], 'images')).rejects.toMatchObject({ messageKey: 'upload_not_found' });
  });

  it('limits how many photos one member uploads in an hour', async () => {
    // A second node on the same database (a second test app would start from an empty one).
    const limited = await createSecondNode(t, { rateLimits: { uploadsPerMember: { limit: 2, windowMs: 60 * 60_000 } } });
    const uploader = await createMember(t.connection.db, 'prolific');
    try {
      await uploadTestPhoto(limited.app, uploader.token, 8);
      await uploadTestPhoto(limited.app, uploader.token, 9);
      await expect(uploadTestPhoto(limited.app, uploader.token, 10)).rejects.toThrow(/"code":402/);
      t.clock.advance(60 * 60_000);
      await expect(uploadTestPhoto(limited.app, uploader.token, 10)).resolves.toMatch(/\.png$/);
    } finally {
      await limited.close();
    }
  });

  it('lets two members upload the same picture, each owning it', async () => {
    const first = await uploadTestPhoto(t.app, member.token, 7);
    const second = await uploadTestPhoto(t.app, other.token, 7);
    expect(second).toBe(first);
    await expect(assertOwnUploads(t.connection.db, other.id, [second], 'images')).resolves.toBeUndefined();
  });
});
