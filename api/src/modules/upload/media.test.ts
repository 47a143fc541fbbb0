import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { mediaPictures } from '../../db/schema';
import { call, createTestApp, signIn, signInStaff, type TestApp } from '../../testing/test-app';
import { testPng } from '../../testing/upload-fixtures';

describe('the back office media library', () => {
  let t: TestApp;
  let designer: string;
  const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-media-'));
  beforeAll(async () => {
    t = await createTestApp({ uploadDir });
    designer = await signInStaff(t.app, 'designer');
  });
  // Each test starts from an empty library (the tests run in any order).
  beforeEach(async () => {
    await t.connection.db.delete(mediaPictures);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(uploadDir, { recursive: true, force: true });
  });

  const upload = async (body: Buffer, token = designer, lang = 'en-us') => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/homeapi/admin/media/upload',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'image/png', 'client-type': 'pc', 'accept-language': lang },
      payload: body,
    });
    return { status: response.statusCode, body: response.json<{ code: number; msg: string; data: { id: number; url: string; width: number; height: number; uploaded_by: string; field?: string } }>() };
  };
  const page = (query: Record<string, string> = {}, token = designer) => call(t.app, 'GET', 'admin/media/index', { token, query, lang: 'en-us' });

  it('keeps uploaded pictures and lists them newest first, paged, with who uploaded them', async () => {
    const first = await upload(testPng(1));
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ url: expect.stringMatching(/^\/homeapi\/upload\/file\/[0-9a-f]{64}\.png$/), width: 1, height: 1, uploaded_by: 'designer' });
    t.clock.advance(1000);
    const second = await upload(testPng(2), await signInStaff(t.app, 'operator'));
    t.clock.advance(1000);
    const third = await upload(testPng(3));
    const all = (await page()).body.data;
    expect(all.total).toBe(3);
    expect(all.list.map((p) => p.url)).toEqual([third, second, first].map((u) => u.body.data.url));
    expect(all.list[1]?.uploaded_by).toBe('operator');
    const paged = (await page({ page: '2', size: '2' })).body.data;
    expect([paged.page, paged.size, paged.total, paged.list.map((p) => p.url)]).toEqual([2, 2, 3, [first.body.data.url]]);
    // The URL serves the picture's copy.
    expect((await t.app.inject({ method: 'GET', url: first.body.data.url })).statusCode).toBe(200);
  });

  it('lists a picture uploaded again once, first again', async () => {
    await upload(testPng(1));
    t.clock.advance(1000);
    await upload(testPng(2));
    t.clock.advance(1000);
    const again = await upload(testPng(1));
    const all = (await page()).body.data;
    expect(all.total).toBe(2);
    expect(all.list[0]).toMatchObject({ id: again.body.data.id, url: again.body.data.url });
  });

  it('refuses what is not a picture in words naming the file, in both languages, and lists nothing new', async () => {
    const english = await upload(Buffer.from('not a picture'));
    expect([english.status, english.body.code, english.body.data, english.body.msg]).toEqual([400, 402, { field: 'file' }, 'Photos must be JPEG, PNG or WebP images']);
    expect((await upload(Buffer.from('not a picture'), designer, 'zh-cn')).body.msg).toBe('图片仅支持 JPEG、PNG 或 WebP 格式');
    expect((await page()).body.data.total).toBe(0);
  });

  it('refuses a bad page in words naming it', async () => {
    const answer = await page({ size: '500' });
    expect([answer.status, answer.body.data]).toMatchObject([400, { field: 'size' }]);
  });

  it('is for back-office users with media.edit: warehouse and customer service are refused, members and visitors are not back-office users', async () => {
    for (const name of ['warehouse', 'service']) {
      const token = await signInStaff(t.app, name);
      expect((await page({}, token)).status).toBe(403);
      expect((await upload(testPng(9), token)).status).toBe(403);
    }
    const member = await signIn(t.app, 'demo', 'demo1234');
    expect((await page({}, member)).status).toBe(401);
    expect((await upload(testPng(9), member)).status).toBe(401);
    expect((await page({}, '')).status).toBe(401);
  });
});
