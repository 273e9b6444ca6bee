// Installable and shareable (issue 25): the web app manifest and its icons, Chromium's own
// installability check, and each page's address, whose HTML carries that page's link-preview
// tags in its language, opens that page, and stays in the address bar while the page is used.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, pages, open, waitForState } from './harness.mjs';

let server;
let context;
before(async () => { server = await serve(); context = await launch(); });
after(async () => { await context?.close(); server?.close(); });

const LANGS = [['en', ''], ['id', 'id/']];

/** The content of the `<meta>` whose `property` or `name` is `key` in the HTML `text`. */
function meta(text, key) {
  const tag = text.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`));
  return tag && tag[1].replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#x27;', "'");
}

test('Chromium finds the app installable, with its service worker in control', async () => {
  // The context's first visit: its service worker caches the whole build (every page's programs)
  // before it takes control, which takes a while on a busy machine.
  const page = await open(context, server.url, '?p=knight');
  await page.waitForFunction(() => navigator.serviceWorker?.controller, null, { timeout: 90_000 });
  await page.reload();
  await page.waitForSelector('[data-testid=run-state]');
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  assert.deepEqual(installabilityErrors, []);
  const { url, errors } = await cdp.send('Page.getAppManifest');
  assert.ok(url.endsWith('/runut/manifest.webmanifest'), url);
  assert.deepEqual(errors, []);
  await page.close();
});

test('the manifest parses, stays under the sub-path, and its icons load at their sizes', async () => {
  const page = await open(context, server.url, '?p=queens');
  const href = await page.getAttribute('link[rel=manifest]', 'href');
  const url = new URL(href, server.url);
  assert.equal(url.pathname, '/runut/manifest.webmanifest');
  const manifest = await (await fetch(url)).json();
  assert.equal(manifest.short_name, 'Runut');
  assert.equal(manifest.display, 'standalone');
  for (const key of ['start_url', 'scope']) assert.equal(new URL(manifest[key], url).pathname, '/runut/', key);
  assert.match(manifest.theme_color, /^#[0-9a-f]{6}$/);
  assert.match(manifest.background_color, /^#[0-9a-f]{6}$/);
  const purposes = new Set(manifest.icons.map((i) => i.purpose));
  assert.ok(purposes.has('any') && purposes.has('maskable'), 'an icon of each purpose');
  for (const icon of manifest.icons) {
    const src = new URL(icon.src, url).href;
    const size = await page.evaluate((s) => new Promise((ok, fail) => {
      const image = new Image();
      image.onload = () => ok(`${image.naturalWidth}x${image.naturalHeight}`);
      image.onerror = () => fail(new Error(`${s} did not load`));
      image.src = s;
    }), src);
    assert.equal(size, icon.sizes, icon.src);
  }
  const sizes = manifest.icons.map((i) => i.sizes);
  assert.ok(sizes.includes('192x192') && sizes.includes('512x512'), 'Android asks for 192 and 512 px');
  const apple = await page.getAttribute('link[rel=apple-touch-icon]', 'href');
  assert.equal((await fetch(new URL(apple, server.url))).headers.get('content-type'), 'image/png');
  const themes = await page.$$eval('meta[name=theme-color]', (ms) => ms.map((m) => m.media));
  assert.deepEqual(themes, ['(prefers-color-scheme: light)', '(prefers-color-scheme: dark)']);
  await page.close();
});

test("each page's address previews as that page, in its language, with a picture that loads", async () => {
  const slugs = [...new Set(pages())];
  for (const [lang, prefix] of LANGS) {
    for (const slug of slugs) {
      const address = `${server.url}${prefix}${slug}/`;
      const response = await fetch(address);
      assert.equal(response.status, 200, address);
      const text = await response.text();
      assert.match(text, new RegExp(`<html lang="${lang}"`), address);
      // The page's name as the app itself shows it in that language: its tab.
      const page = await open(context, address);
      const name = (await page.textContent('nav .tab[aria-current=page]')).trim();
      await page.close();
      const title = meta(text, 'og:title');
      assert.equal(title, `Runut — ${name}`, address);
      assert.equal(meta(text, 'twitter:title'), title);
      assert.match(text, new RegExp(`<title>${title}</title>`));
      const description = meta(text, 'og:description');
      assert.ok(description.length > 40, `${address}: a description`);
      assert.equal(meta(text, 'description'), description);
      assert.equal(meta(text, 'twitter:card'), 'summary_large_image');
      const image = new URL(meta(text, 'og:image'), server.url);
      assert.ok(image.pathname.startsWith('/runut/og/'), `${address}: the picture is under the sub-path`);
      assert.equal(meta(text, 'twitter:image'), meta(text, 'og:image'));
      const picture = await fetch(image);
      assert.equal(picture.status, 200, image.href);
      assert.equal(picture.headers.get('content-type'), 'image/jpeg');
      assert.ok((await picture.arrayBuffer()).byteLength > 10_000, `${image.href} is a picture`);
    }
  }
  // The root previews as the app.
  const root = await (await fetch(server.url)).text();
  assert.match(meta(root, 'og:title'), /^Runut/);
  assert.equal((await fetch(new URL(meta(root, 'og:image'), server.url))).status, 200);
});

test('a page opened at its address is that page in that language, and keeps its address', async () => {
  const page = await open(context, `${server.url}id/queens/`, '?n=5&run=1&speed=max&mode=all');
  await waitForState(page, 'finished');
  assert.equal(await page.getAttribute('html', 'lang'), 'id');
  assert.equal(await page.getAttribute('[data-testid=stat-solutions]', 'data-value'), '10');
  let url = new URL(page.url());
  assert.equal(url.pathname, '/runut/id/queens/');
  assert.equal(url.searchParams.get('n'), '5');
  // The tabs lead to the other pages' addresses, in the language in use.
  const href = await page.$eval('nav .tab:not([aria-current])', (a) => a.href);
  assert.match(new URL(href).pathname, /^\/runut\/id\/[a-z_]+\/$/);
  await page.close();

  // A link to the app's root with p= moves to the page's address, which a copy of the link keeps.
  const old = await open(context, server.url, '?p=subsets&lang=en');
  await old.waitForFunction(() => location.pathname === '/runut/subsets/');
  url = new URL(old.url());
  assert.equal(url.searchParams.get('p'), 'subsets');
  assert.deepEqual(old.errors, []);
  await old.close();
});

test('an address the site lacks still reaches its page: a doubled language, a stray one, an unknown page', async () => {
  for (const [path, lang, address] of [
    ['id/id/queens/', 'id', '/runut/id/queens/'],
    ['en/id/subsets/', 'id', '/runut/id/subsets/'],
    ['queens/id/', 'id', '/runut/id/queens/'],
    ['id/en/queens/', 'en', '/runut/queens/'],
  ]) {
    // Served as GitHub Pages serves an address it lacks: its 404.html, the app.
    assert.equal((await fetch(`${server.url}${path}`)).status, 404, path);
    const page = await open(context, `${server.url}${path}`);
    assert.equal(await page.getAttribute('html', 'lang'), lang, path);
    const tab = await page.locator('nav .tab[aria-current=page]').getAttribute('href');
    assert.ok(tab.startsWith(address.replace('/runut/', '')), `${path}: the page shown is ${tab}`);
    await page.waitForFunction((a) => location.pathname === a, address);
    assert.equal(new URL(page.url()).searchParams.get('p'), address.split('/').at(-2), path);
    assert.deepEqual(page.errors.filter((e) => !/404/.test(e)), [], path);
    await page.close();
  }
  // A path naming no page opens the first page, with a notice naming what it asked for.
  const page = await open(context, `${server.url}chess/`);
  assert.match(await page.textContent('[data-testid=notice]'), /chess/);
  await page.close();
});
