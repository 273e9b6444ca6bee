// Offline: after the first visit a service worker keeps the app, so with the server gone the
// page still reloads, runs a search in its worker and makes a maze; a new build replaces the
// cached one whole.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import assert from 'node:assert/strict';
import { test, timedTest, serve, launch, waitForState } from './harness.mjs';

/** Opens the knight page once in `context` and waits until the service worker controls it;
 * resolves to the page and the list its page errors go to. */
async function visitOnce(context, server) {
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(server.url + '?p=knight&rows=6&cols=6&algo=warnsdorff');
  await page.waitForSelector('[data-testid=run-state]');
  await page.waitForFunction(() => navigator.serviceWorker?.controller, null, { timeout: 20_000 });
  return { page, errors };
}

test('after one visit the app reloads, searches and makes a maze with the server gone', async () => {
  const server = await serve();
  const context = await launch();
  try {
    const { page, errors } = await visitOnce(context, server);
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    assert.equal(new URL(scope).pathname, '/runut/', 'scoped to the app');

    server.close();
    await page.waitForTimeout(300);
    await page.goto(server.url + '?p=knight&rows=6&cols=6&algo=warnsdorff&run=1&speed=max');
    await waitForState(page, 'finished');
    await page.goto(server.url + '?p=math_maze&rows=8&cols=8&seed=9');
    await page.waitForSelector('[data-testid=game-state][data-state=playing]', { timeout: 30_000 });
    // A page's own address (never visited) opens that page in its language from the cache.
    await page.goto(server.url + 'id/queens/?n=5&run=1&speed=max');
    await waitForState(page, 'finished');
    assert.equal(await page.getAttribute('html', 'lang'), 'id');
    assert.equal(new URL(page.url()).pathname, '/runut/id/queens/');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

timedTest('a new build replaces the cached one whole: offline, the page and its worker are both new', async () => {
  // A copy of the build the test can turn into "the next build" in place, on the same origin.
  const site = mkdtempSync(join(tmpdir(), 'runut-builds-'));
  cpSync(new URL('../../dist', import.meta.url).pathname, site, { recursive: true });
  const server = await serve(site);
  const context = await launch();
  try {
    const { page, errors } = await visitOnce(context, server);

    // The next build: a changed page and worker, so a new service worker version.
    const edit = (file, change) => writeFileSync(join(site, file), change(readFileSync(join(site, file), 'utf8')));
    edit('index.html', (html) => html.replace('<head>', '<head><meta name="runut-build" content="next">'));
    edit('work/knight.js', (js) => `${js}\n// the next build\n`);
    edit('sw.js', (js) => js.replace(/const VERSION = ["'][^"']*["']/, "const VERSION = 'runut-next-build'"));

    await page.reload();
    const onlyTheNextBuildIsCached = () => page.evaluate(async () => {
      const keys = await caches.keys();
      return keys.length === 1 && keys[0] === 'runut-next-build'
        && navigator.serviceWorker.controller?.state === 'activated';
    });
    for (let waited = 0; !(await onlyTheNextBuildIsCached()); waited += 200) {
      assert.ok(waited < 20_000, 'the next build takes over within 20 s');
      await page.waitForTimeout(200);
    }

    server.close();
    await page.waitForTimeout(300);
    await page.goto(server.url + '?p=knight&rows=6&cols=6&algo=warnsdorff&run=1&speed=max');
    assert.equal(await page.getAttribute('meta[name=runut-build]', 'content'), 'next', 'the new page, offline');
    const cachedWorker = await page.evaluate(async () => {
      const cache = await caches.open('runut-next-build');
      return (await cache.match('work/knight.js', { ignoreSearch: true }))?.text();
    });
    assert.match(cachedWorker, /the next build/, 'the new worker, offline');
    await waitForState(page, 'finished');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
    server.close();
    rmSync(site, { recursive: true, force: true });
  }
});
