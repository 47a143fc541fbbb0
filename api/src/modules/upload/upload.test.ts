import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { UPLOAD_IMAGE_MAX_BYTES } from '@shop/contract';
import sharp from 'sharp';
import { createMember } from '../../testing/buying-fixtures';
import { createSecondNode, createTestApp, type TestApp } from '../../testing/test-app';
import { testPng, uploadTestPhoto } from '../../testing/upload-fixtures';
import { assertOwnUploads } from './upload-service';

/** A picture's file, as a request body. sharp types it `Buffer<ArrayBuffer>`, which @types/node 20.9 cannot name. */
const fileOf = async (picture: sharp.Sharp) => (await picture.toBuffer()) as Buffer;

/** A flat greyscale PNG of that size: it compresses to little, as a decompression bomb does. */
const flatPng = (width: number, height: number) => fileOf(sharp(Buffer.alloc(width * height, 200), { raw: { width, height, channels: 1 } }).png());

/** A test photo padded after its end (decoders ignore the rest) to exactly `bytes`. */
function photoOfBytes(bytes: number): Buffer {
  const padded = Buffer.alloc(bytes);
  padded.set(testPng(11));
  return padded;
}

describe('photo uploads', () => {
  let t: TestApp;
  let member: { id: number; token: string };
  let other: { id: number; token: string };
  const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-uploads-'));
  beforeAll(async () => {
    t = await createTestApp({ uploadDir });
    member = await createMember(t.connection.db, 'snapper');
    other = await createMember(t.connection.db, 'stranger');
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(uploadDir, { recursive: true, force: true });
  });

  const upload = (payload: Buffer, contentType = 'image/png', token: string | null = member.token, lang = 'en-us') =>
    t.app.inject({
      method: 'POST',
      url: '/homeapi/upload/image',
      headers: { 'content-type': contentType, 'accept-language': lang, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      payload,
    });
  const uploadedUrl = async (payload: Buffer) => {
    const answer = await upload(payload);
    expect(answer.statusCode).toBe(200);
    return answer.json<{ data: { url: string } }>().data.url;
  };
  /** What a page gets at `url`, and the picture's format and size as read back from the bytes. */
  const shown = async (url: string) => {
    const answer = await t.app.inject({ method: 'GET', url });
    expect(answer.statusCode).toBe(200);
    const { format, width, height, exif, orientation } = await sharp(answer.rawPayload).metadata();
    return { answer, bytes: [...answer.rawPayload], format, width, height, exif, orientation };
  };

  it('keeps a PNG under its content hash and serves a copy of it, never the file as uploaded', async () => {
    const url = await uploadedUrl(testPng(1));
    expect(url).toMatch(/^\/homeapi\/upload\/file\/[0-9a-f]{64}\.png$/);
    expect([...fs.readFileSync(path.join(uploadDir, path.basename(url)))]).toEqual([...testPng(1)]);
    const { answer, bytes, format, width, height } = await shown(url);
    expect(answer.headers).toMatchObject({ 'content-type': 'image/webp', 'x-content-type-options': 'nosniff', 'cache-control': 'public, max-age=31536000, immutable' });
    expect([format, width, height]).toEqual(['webp', 1, 1]);
    expect(bytes).not.toEqual([...testPng(1)]);
  });

  it('refuses a decompression bomb: an 8000 × 8000 PNG of less than 200 KB, in either language', async () => {
    const bomb = await flatPng(8000, 8000);
    expect(bomb.length).toBeLessThan(200 * 1024);
    const english = await upload(bomb);
    expect(english.statusCode).toBe(400);
    expect(english.json()).toMatchObject({ code: 402, msg: 'A photo may be at most 4096 px on a side and 16 megapixels', data: { field: 'file' } });
    expect((await upload(bomb, 'image/png', member.token, 'zh-cn')).json()).toMatchObject({ msg: '图片每边不能超过 4096 像素，总像素不能超过 1600 万', data: { field: 'file' } });
  });

  it('takes photos of at most 4096 px a side and 16 megapixels', async () => {
    for (const [width, height] of [
      [5000, 100],
      [100, 5000],
      [4096, 4097],
      [4096, 3907],
    ] as const) {
      const answer = await upload(await flatPng(width, height));
      expect([width, height, answer.statusCode, answer.json<{ data: { field: string } }>().data.field]).toEqual([width, height, 400, 'file']);
    }
    // 15,998,976 pixels.
    expect((await upload(await flatPng(4096, 3906))).statusCode).toBe(200);
  });

  it('serves a large photo as a 1600 px display copy and a 320 px thumbnail, never as uploaded', async () => {
    const photo = await fileOf(sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#c0392b' } }).jpeg());
    const url = await uploadedUrl(photo);
    const display = await shown(url);
    expect([display.format, display.width, display.height]).toEqual(['webp', 1600, 1200]);
    expect((await shown(`${url}?size=display`)).bytes).toEqual(display.bytes);
    const thumb = await shown(`${url}?size=thumb`);
    expect([thumb.format, thumb.width, thumb.height]).toEqual(['webp', 320, 240]);
    expect(thumb.answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.app.inject({ method: 'GET', url: `${url}?size=original` })).statusCode).toBe(404);
  });

  it('turns a phone photo upright and serves it without the metadata the phone wrote', async () => {
    const sideways = await fileOf(
      sharp(Buffer.alloc(400 * 200 * 3, 90), { raw: { width: 400, height: 200, channels: 3 } })
        .jpeg()
        .withExif({ IFD0: { ImageDescription: 'at home' } })
        .withMetadata({ orientation: 6 }),
    );
    const url = await uploadedUrl(sideways);
    const thumb = await shown(`${url}?size=thumb`);
    expect([thumb.width, thumb.height, thumb.exif, thumb.orientation]).toEqual([160, 320, undefined, undefined]);
    const display = await shown(url);
    expect([display.width, display.height, display.exif]).toEqual([200, 400, undefined]);
  });

  it('answers 413 in words for a photo one byte over 2 MB, and takes one of exactly 2 MB', async () => {
    expect((await upload(photoOfBytes(UPLOAD_IMAGE_MAX_BYTES))).statusCode).toBe(200);
    const over = await upload(photoOfBytes(UPLOAD_IMAGE_MAX_BYTES + 1));
    expect(over.statusCode).toBe(413);
    expect(over.json()).toMatchObject({ code: 402, msg: 'A photo may be at most 2 MB', data: { field: 'file' } });
    const chinese = await upload(photoOfBytes(UPLOAD_IMAGE_MAX_BYTES + 1), 'image/png', member.token, 'zh-cn');
    expect([chinese.statusCode, chinese.json<{ msg: string }>().msg]).toEqual([413, '单张图片不能超过 2 MB']);
  });

  it('serves a picture stored before copies existed resized, keeping the copies its first requests make', async () => {
    // Over today's limits, within the 8000 px a side that uploads were held to before.
    const earlier = new Uint8Array(await flatPng(6000, 1000));
    const name = `${createHash('sha256').update(earlier).digest('hex')}.png`;
    fs.writeFileSync(path.join(uploadDir, name), earlier);
    const url = `/homeapi/upload/file/${name}`;
    const [first, ...others] = await Promise.all([shown(url), shown(url), shown(url)]);
    expect([first?.format, first?.width, first?.height]).toEqual(['webp', 1600, 267]);
    for (const copy of others) expect(copy.bytes).toEqual(first?.bytes);
    expect([...fs.readFileSync(path.join(uploadDir, 'display', name.replace('.png', '.webp')))]).toEqual(first?.bytes);
    const thumb = await shown(`${url}?size=thumb`);
    expect([thumb.width, thumb.height]).toEqual([320, 53]);
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
    expect(tooLarge.json()).toMatchObject({ code: 402, msg: 'A photo may be at most 2 MB', data: { field: 'file' } });
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
