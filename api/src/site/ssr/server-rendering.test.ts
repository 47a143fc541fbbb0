import { createHash } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import Fastify from 'fastify';
import { PageCache } from './page-cache';
import { pageHtml, scriptJson } from './page-html';
import { sanitizePageHtml } from './sanitize-page-html';
import { siteOriginFromEnv } from './site-origin';
import { ServerBuilds } from './server-builds';
import { cachedSiteReader, localSiteReader, type SiteReader } from './site-reader';

const SHELL =
  '<!doctype html><html lang="zh-cn"><head><title>Shop</title><link rel="preload" as="script" href="/home/main.js"/><link rel="preload" as="style" href="/home/bootstrap.abc.css"/></head><body><div id="root"></div></body></html>';

describe('the page the server sends', () => {
  const html = pageHtml(SHELL, {
    language: 'en-us',
    html: '<main>Linen shirt</main>',
    state: { name: '</script><script>alert(1)</script>' },
    stateId: 'shop-ssr',
    stylesheets: ['/remotes/catalog/430.abc.css'],
  });

  it('holds the markup in the root, in the page language, with every stylesheet applied before the first paint', () => {
    expect(html).toContain('<html lang="en-us">');
    expect(html).toContain('<div id="root"><main>Linen shirt</main></div>');
    expect(html).toContain('<link rel="stylesheet" href="/home/bootstrap.abc.css" />');
    expect(html).toContain('<link rel="stylesheet" href="/remotes/catalog/430.abc.css" /></head>');
    expect(html).toContain('<link rel="preload" as="script" href="/home/main.js" fetchpriority="low" />');
  });

  it('starts the app after the first paint when the shell\'s build has the app loader, and announces none of its scripts', () => {
    const shell = SHELL.replace('<title>', '<meta name="shop-app-loader" content="/home/start-app-after-paint.js" /><title>').replace(
      '</body>',
      '<script defer="defer" src="/home/main.js"></script></body>',
    );
    const page = pageHtml(shell, { language: 'zh-cn', html: '<main>衬衫</main>', state: {}, stateId: 'shop-ssr', stylesheets: [] });
    expect(page).toContain('<script async src="/home/start-app-after-paint.js" data-app="/home/main.js"></script></body>');
    expect(page).not.toContain('<script defer="defer"');
    expect(page).not.toContain('as="script"');
    expect(page).toContain('<link rel="stylesheet" href="/home/bootstrap.abc.css" />');
  });

  it('carries the state as JSON that cannot close its script element', () => {
    const script = /<script type="application\/json" id="shop-ssr">(.*?)<\/script>/.exec(html)?.[1];
    expect(script).toBeDefined();
    expect(script).not.toContain('</script');
    expect(JSON.parse(script!)).toEqual({ name: '</script><script>alert(1)</script>' });
    expect(scriptJson('\u2028')).toBe('"\\u2028"');
  });
});

describe('configured HTML rendered on the server', () => {
  it('keeps the content and drops scripts, handlers and script URLs', () => {
    const clean = sanitizePageHtml('<p style="color:red" onclick="x()">Hi <a href="javascript:alert(1)">a</a><img src="/homeapi/static/img/a.svg" onerror="x()"></p><script>x()</script><form><input></form>');
    expect(clean).toBe('<p style="color:red">Hi <a>a</a><img src="/homeapi/static/img/a.svg" /></p>');
  });
});

/** An app's files as a site serves them, changed by the test as a deployment would. */
function siteOf(files: Record<string, string>) {
  const reads: string[] = [];
  const read: SiteReader = async (urlPath) => {
    reads.push(urlPath);
    const body = files[urlPath];
    return body === undefined ? { status: 404, body: new Uint8Array() } : { status: 200, body: new TextEncoder().encode(body) };
  };
  return { files, reads, read };
}

function deploy(files: Record<string, string>, base: string, code: string, clientBuild: string) {
  const sha256 = createHash('sha256').update(code).digest('hex');
  const file = `server/server.${sha256.slice(0, 16)}.js`;
  files[`${base}${file}`] = code;
  files[`${base}ssr-manifest.json`] = JSON.stringify({ file, sha256, clientBuild });
}

describe("the apps' server builds", () => {
  const provided = () => ({ 'the-singleton': { answer: 42 } });

  it('runs a build with the singletons its host provides, once per build, and the next deployed build at the next use', async () => {
    const site = siteOf({});
    deploy(site.files, '/remotes/catalog/', "exports.page = 'first ' + require('the-singleton').answer;", 'b1');
    const builds = new ServerBuilds(site.read);
    const first = await builds.load('catalog', '/remotes/catalog/', 1000, provided, 'b1');
    expect(first?.exports.page).toBe('first 42');
    await builds.load('catalog', '/remotes/catalog/', 1000, provided, 'b1');
    expect(site.reads.filter((read) => read.endsWith('.js'))).toHaveLength(1);

    deploy(site.files, '/remotes/catalog/', "exports.page = 'second';", 'b2');
    expect((await builds.load('catalog', '/remotes/catalog/', 1000, provided, 'b2'))?.exports.page).toBe('second');

    // A build whose change only the browser's code saw: the same server file, for the new browser build.
    deploy(site.files, '/remotes/catalog/', "exports.page = 'second';", 'b3');
    const same = await builds.load('catalog', '/remotes/catalog/', 1000, provided);
    expect(same?.clientBuild).toBe('b3');
    expect(same?.exports.page).toBe('second');
  });

  it('never renders with the server build of another browser build than the page will load', async () => {
    const site = siteOf({});
    deploy(site.files, '/remotes/catalog/', "exports.page = 'old';", 'b1');
    expect(await new ServerBuilds(site.read).load('catalog', '/remotes/catalog/', 1000, provided, 'b2')).toBeNull();
  });

  it('refuses a file that is not the one its manifest names (a deployment half done), and a request the host does not provide', async () => {
    const site = siteOf({});
    deploy(site.files, '/remotes/catalog/', "exports.page = 'built';", 'b1');
    const file = Object.keys(site.files).find((name) => name.endsWith('.js'))!;
    site.files[file] = "exports.page = 'tampered';";
    await expect(new ServerBuilds(site.read).load('catalog', '/remotes/catalog/', 1000, provided, 'b1')).rejects.toThrow('is not the build its manifest names');

    deploy(site.files, '/remotes/other/', "require('left-pad');", 'b1');
    await expect(new ServerBuilds(site.read).load('other', '/remotes/other/', 1000, provided, 'b1')).rejects.toThrow("requires left-pad, which the host's server build does not provide");
  });

  it('gives up on a site file that takes longer than the time-out', async () => {
    const app = Fastify();
    app.get('/remotes/slow/ssr-manifest.json', () => new Promise((resolve) => setTimeout(() => resolve({}), 400)));
    await app.ready();
    const started = Date.now();
    await expect(new ServerBuilds(localSiteReader(app)).load('slow', '/remotes/slow/', 100, provided)).rejects.toThrow('took over 100 ms');
    expect(Date.now() - started).toBeLessThan(1_500);
    await app.close();
  });
});

describe('the pages the server rendered, kept a second', () => {
  it('renders a page once for the requests that ask for it together, and again once the second is over', async () => {
    const cache = new PageCache();
    let renders = 0;
    const render = async () => {
      renders += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { status: 200, html: `<p>render ${renders}</p>` };
    };
    const pages = await Promise.all(Array.from({ length: 20 }, () => cache.get('en-us /home/goods/view?id=1', render)));
    expect(renders).toBe(1);
    expect(new Set(pages.map((page) => page.html))).toEqual(new Set(['<p>render 1</p>']));
    expect((await cache.get('zh-cn /home/goods/view?id=1', render)).html).toBe('<p>render 2</p>');
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await cache.get('en-us /home/goods/view?id=1', render)).html).toBe('<p>render 3</p>');
  });
});

describe('SITE_ORIGIN', () => {
  it('takes a bare http(s) origin and refuses anything else at start', () => {
    expect(siteOriginFromEnv(undefined)).toBeNull();
    expect(siteOriginFromEnv('http://gateway:8080')).toBe('http://gateway:8080');
    expect(siteOriginFromEnv('http://gateway:8080/')).toBe('http://gateway:8080');
    for (const wrong of ['gateway:8080', 'ftp://gateway', 'http://gateway:8080/home/', 'http://user:pw@gateway', 'http://gateway?x=1']) {
      expect(() => siteOriginFromEnv(wrong)).toThrow('SITE_ORIGIN must be the bare http(s) origin');
    }
  });
});

describe("the site's small files", () => {
  const text = async (file: Promise<{ body: Uint8Array }>) => new TextDecoder().decode((await file).body);
  const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('are read once a second for all renders; a server file is read each time it is asked for', async () => {
    const site = siteOf({ '/home/ssr-manifest.json': '{}', '/home/server/server.abc.js': 'exports.x = 1;' });
    const read = cachedSiteReader(site.read, 200);
    await Promise.all([read('/home/ssr-manifest.json', 100), read('/home/ssr-manifest.json', 100), read('/home/server/server.abc.js', 100), read('/home/server/server.abc.js', 100)]);
    expect(site.reads).toEqual(['/home/ssr-manifest.json', '/home/server/server.abc.js', '/home/server/server.abc.js']);
    await later(250);
    await read('/home/ssr-manifest.json', 100);
    expect(site.reads.filter((path) => path.endsWith('.json'))).toHaveLength(2);
  });

  it('are sent as kept while a deployment is read again, and the next render has the deployed file', async () => {
    const site = siteOf({ '/home/ssr-manifest.json': '{"build":1}' });
    const read = cachedSiteReader(site.read, 200);
    expect(await text(read('/home/ssr-manifest.json', 100))).toBe('{"build":1}');
    site.files['/home/ssr-manifest.json'] = '{"build":2}';
    await later(250);
    // The render that noticed the second passed is not held up by the site's files...
    expect(await text(read('/home/ssr-manifest.json', 100))).toBe('{"build":1}');
    await later(0);
    // ...and the next one renders the deployment.
    expect(await text(read('/home/ssr-manifest.json', 100))).toBe('{"build":2}');
  });

  it('are kept while the site cannot be read, then read again while the render waits', async () => {
    let down = false;
    const site = siteOf({ '/home/remotes.json': '{"v":1}' });
    const read = cachedSiteReader((path, timeout) => (down ? Promise.reject(new Error('site down')) : site.read(path, timeout)), 100, 300);
    await read('/home/remotes.json', 100);
    down = true;
    await later(150);
    expect(await text(read('/home/remotes.json', 100))).toBe('{"v":1}');
    await later(200);
    await expect(read('/home/remotes.json', 100)).rejects.toThrow('site down');
    down = false;
    expect(await text(read('/home/remotes.json', 100))).toBe('{"v":1}');
  });
});
