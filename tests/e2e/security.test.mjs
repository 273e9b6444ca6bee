// The page runs under a strict Content-Security-Policy (no inline script) and never sends a
// request outside its own origin, over a tour of all three pages and their workers.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, waitForState } from './harness.mjs';

let server;
let context;
before(async () => { server = await serve(); context = await launch(); });
after(async () => { await context?.close(); server?.close(); });

test('a tour of every page stays on the site, under its content security policy', async () => {
  const origin = new URL(server.url).origin;
  const outside = [];
  const errors = [];
  const watch = (page) => {
    page.on('request', (r) => {
      const url = r.url();
      if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')) outside.push(url);
    });
    page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
    page.on('pageerror', (e) => errors.push(String(e)));
  };
  const page = await context.newPage();
  watch(page);
  await page.goto(server.url + '?p=knight&rows=5&cols=5&algo=warnsdorff&run=1&speed=max');
  const policy = await page.getAttribute('meta[http-equiv=Content-Security-Policy]', 'content');
  assert.match(policy, /default-src 'self'/);
  assert.equal(await page.locator('script:not([src])').count(), 0, 'no inline script');
  await waitForState(page, 'finished');
  await page.click('[data-testid=count-all]');
  await waitForState(page, 'finished');
  await page.goto(server.url + '?p=queens&n=8&mode=all&run=1&speed=max');
  await waitForState(page, 'finished');
  await page.click('[data-testid=count]');
  await waitForState(page, 'finished');
  await page.goto(server.url + '?p=maze&rows=8&cols=8&seed=5&show=1&speed=max');
  await page.waitForSelector('[data-testid=game-state][data-state=playing]', { timeout: 30_000 });
  await page.click('[data-testid=new-game]');
  await page.waitForSelector('[data-testid=game-state][data-state=playing]', { timeout: 30_000 });
  await page.close();
  assert.deepEqual(outside, [], 'requests outside the site');
  assert.deepEqual(errors, [], 'no console error (a policy violation is one)');
});
