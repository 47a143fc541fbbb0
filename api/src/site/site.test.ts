import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Envelope } from '@shop/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { CONTENT_SECURITY_POLICY } from '../http/security-headers';
import { createTestApp, type TestApp } from '../testing/test-app';
import { cacheControlFor, IMMUTABLE, REVALIDATE } from './cache-policy';
import { registerSite } from './site';

function writeFiles(root: string, files: Record<string, string>) {
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), content);
  }
}

describe('cacheControlFor', () => {
  it.each([
    ['index.html', REVALIDATE],
    ['remotes.json', REVALIDATE],
    ['mf-manifest.json', REVALIDATE],
    ['remoteEntry.js', REVALIDATE],
    ['mf-stats.json', REVALIDATE],
    ['static/js/123.4f9a8c2d.js', IMMUTABLE],
    ['main.4f9a8c2d1e.css', IMMUTABLE],
    ['vendor-0123abcd.js', IMMUTABLE],
    ['main.abc.css', REVALIDATE],
    ['favicon.ico', REVALIDATE],
    ['logo.png', REVALIDATE],
  ])('%s -> %s', (file, expected) => {
    expect(cacheControlFor(file)).toBe(expected);
  });
});

describe('static site', () => {
  let t: TestApp;
  let siteRoot: string;
  beforeAll(async () => {
    siteRoot = mkdtempSync(path.join(tmpdir(), 'shop-site-'));
    writeFiles(siteRoot, {
      // Past the compression threshold, as every real page is.
      'host/dist/index.html': `<!doctype html><html><title>host</title><main>${'Linen shirt, blue. '.repeat(80)}</main>`,
      'deploy/remotes.json': '{"catalog":"/remotes/catalog/mf-manifest.json"}',
      'host/dist/static/js/main.4f9a8c2d1e.js': 'console.log("host")',
      'host/dist/logo.png': 'png',
      'mf-catalog/dist/mf-manifest.json': '{}',
      'mf-catalog/dist/routes.json': '{"routes":[]}',
      'mf-catalog/dist/remoteEntry.js': 'var catalog;',
      'mf-catalog/dist/static/js/123.4f9a8c2d.js': 'chunk',
    });
    t = await createTestApp({ siteRoot });
  });
  afterAll(async () => {
    await t.close();
    rmSync(siteRoot, { recursive: true, force: true });
  });

  it('reads the registry from REMOTES_FILE when the operator keeps it elsewhere', async () => {
    const elsewhere = mkdtempSync(path.join(tmpdir(), 'shop-registry-'));
    writeFiles(elsewhere, { 'live.json': '{"home":"/remotes/home/mf-manifest.json"}' });
    const other = await createTestApp({ siteRoot, remotesFile: path.join(elsewhere, 'live.json') });
    try {
      expect((await other.app.inject({ method: 'GET', url: '/home/remotes.json' })).json()).toEqual({ home: '/remotes/home/mf-manifest.json' });
    } finally {
      await other.close();
      rmSync(elsewhere, { recursive: true, force: true });
    }
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('redirects / to /home/', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/home/');
  });

  it('serves the host index without caching, with the security headers', async () => {
    const response = await get('/home/');
    expect(response.statusCode).toBe(200);
    // The home page's head written into it (seo/seo.test.ts).
    expect(response.body).toMatch(/^<!doctype html><html lang="en-us"><title>[^<]+-[^<]+<\/title>/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it.each([
    ['/home/remotes.json', 'no-cache'],
    ['/home/static/js/main.4f9a8c2d1e.js', IMMUTABLE],
    ['/home/logo.png', 'no-cache'],
    ['/remotes/catalog/mf-manifest.json', 'no-cache'],
    ['/remotes/catalog/routes.json', 'no-cache'],
    ['/remotes/catalog/remoteEntry.js', 'no-cache'],
    ['/remotes/catalog/static/js/123.4f9a8c2d.js', IMMUTABLE],
  ])('serves %s with Cache-Control %s', async (url, cacheControl) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(cacheControl);
    expect(response.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
  });

  // The page's head is written into it (seo/seo.test.ts); the rest is the host's index.
  it.each(['/home/index', '/home/goods/view?id=5', '/home/ucenter/order/index?status=1'])('falls back to the host index for the client route %s', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/^<!doctype html><html lang="[a-z-]+"><title>/);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('sends a page compressed in the coding the browser asks for, the same bytes to everyone who asks within its second', async () => {
    const ask = (encoding?: string) => t.app.inject({ method: 'GET', url: '/home/goods/index?page=2', headers: encoding ? { 'accept-encoding': encoding } : {} });
    const plain = await ask();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Language, Cookie, Accept-Encoding');
    const [br, brAgain, gzip] = [await ask('gzip, deflate, br, zstd'), await ask('br'), await ask('gzip;q=1, br;q=0.5')];
    expect([br.headers['content-encoding'], gzip.headers['content-encoding']]).toEqual(['br', 'gzip']);
    const bytes = (response: { rawPayload: Buffer }) => new Uint8Array(response.rawPayload);
    expect(brotliDecompressSync(bytes(br)).toString('utf8')).toBe(plain.body);
    expect(gunzipSync(bytes(gzip)).toString('utf8')).toBe(plain.body);
    expect(Buffer.compare(bytes(brAgain), bytes(br))).toBe(0);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
  });

  it.each(['/home/missing.js', '/home/static/js/gone.4f9a8c2d.js', '/remotes/catalog/missing', '/remotes/catalog/static/js/gone.js', '/remotes/checkout/remoteEntry.js', '/elsewhere'])(
    'answers a plain 404 for %s',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe('Not Found');
      expect(response.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    },
  );

  it('serves a remote whose build lands after the server started, whatever its name', async () => {
    expect((await get('/remotes/loyalty/remoteEntry.js')).statusCode).toBe(404);
    writeFiles(siteRoot, { 'mf-loyalty/dist/remoteEntry.js': 'var loyalty;' });
    const response = await get('/remotes/loyalty/remoteEntry.js');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('var loyalty;');
  });

  it('answers 404 for a remote name that is not a plain folder name', async () => {
    expect((await get('/remotes/..%2Fhost/index.html')).statusCode).toBe(404);
    expect((await get('/remotes/Catalog/remoteEntry.js')).statusCode).toBe(404);
  });

  it("serves the operator's registry file, edits live at once, never from the host build", async () => {
    expect((await get('/home/remotes.json')).json()).toEqual({ catalog: '/remotes/catalog/mf-manifest.json' });
    writeFiles(siteRoot, { 'deploy/remotes.json': '{"catalog":"https://cdn.example/catalog/mf-manifest.json"}', 'host/dist/remotes.json': '{}' });
    const response = await get('/home/remotes.json');
    expect(response.json()).toEqual({ catalog: 'https://cdn.example/catalog/mf-manifest.json' });
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('does not serve files outside the dist folders', async () => {
    const response = await get('/home/..%2F..%2Fmf-catalog/dist/remoteEntry.js');
    expect([400, 403, 404]).toContain(response.statusCode);
    expect(response.body).not.toContain('var catalog');
  });

  it('serves the bilingual mobile entry page', async () => {
    const response = await get('/h5/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('移动');
    expect(response.body).toContain('mobile site');
  });

  it('keeps the API answering with envelopes', async () => {
    const response = await get('/homeapi/common/init');
    expect(response.json<Envelope<unknown>>().code).toBe(1);
    expect((await get('/homeapi/nothing')).json<Envelope<unknown>>().code).toBe(404);
  });
});

describe('without a built host', () => {
  let t: TestApp;
  let siteRoot: string;
  beforeAll(async () => {
    siteRoot = mkdtempSync(path.join(tmpdir(), 'shop-empty-site-'));
    t = await createTestApp({ siteRoot });
  });
  afterAll(async () => {
    await t.close();
    rmSync(siteRoot, { recursive: true, force: true });
  });

  it('serves the API and the mobile entry only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/home/' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/h5/' })).statusCode).toBe(200);
  });
});

describe('another build of the host (HOST_DIST_DIR)', () => {
  let app: FastifyInstance;
  let siteRoot: string;
  beforeAll(async () => {
    siteRoot = mkdtempSync(path.join(tmpdir(), 'shop-monolith-site-'));
    writeFiles(siteRoot, {
      'host/dist/index.html': '<!doctype html><title>federated</title>',
      'host/dist-monolith/index.html': '<!doctype html><title>monolith</title><body>monolith</body>',
      'host/dist-monolith/home-home-page.4f9a8c2d1e.js': 'page',
      'deploy/remotes.json': '{"home":"/remotes/home/mf-manifest.json"}',
      'mf-home/dist/routes.json': '{"routes":[]}',
    });
    app = Fastify();
    const fallback = await registerSite(app, siteRoot, undefined, path.join(siteRoot, 'host', 'dist-monolith'));
    app.setNotFoundHandler((request, reply) => fallback?.(request, reply) ?? reply.code(404).send('Not Found'));
  });
  afterAll(async () => {
    await app.close();
    rmSync(siteRoot, { recursive: true, force: true });
  });

  const get = (url: string) => app.inject({ method: 'GET', url });

  it.each(['/home/', '/home/goods/view?id=5'])('serves %s from that folder', async (url) => {
    expect((await get(url)).body).toContain('<body>monolith</body>');
  });

  it("serves that build's chunks, and the registry and the remotes' pages as before", async () => {
    expect((await get('/home/home-home-page.4f9a8c2d1e.js')).body).toBe('page');
    expect((await get('/home/remotes.json')).json()).toEqual({ home: '/remotes/home/mf-manifest.json' });
    expect((await get('/remotes/home/routes.json')).json()).toEqual({ routes: [] });
  });
});
