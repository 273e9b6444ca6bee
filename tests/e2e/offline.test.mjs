// Offline: after the first visit a service worker keeps the app, so with the server gone the
// page still reloads, runs a search in its worker and makes a maze.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, waitForState } from './harness.mjs';

test('after one visit the app reloads, searches and makes a maze with the server gone', async () => {
  const server = await serve();
  const context = await launch();
  try {
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(server.url + '?p=knight&rows=6&cols=6&algo=warnsdorff');
    await page.waitForSelector('[data-testid=run-state]');
    await page.waitForFunction(() => navigator.serviceWorker?.controller, null, { timeout: 20_000 });
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    assert.equal(new URL(scope).pathname, '/runut/', 'scoped to the app');

    server.close();
    await page.waitForTimeout(300);
    await page.goto(server.url + '?p=knight&rows=6&cols=6&algo=warnsdorff&run=1&speed=max');
    await waitForState(page, 'finished');
    await page.goto(server.url + '?p=maze&rows=8&cols=8&seed=9');
    await page.waitForSelector('[data-testid=game-state][data-state=playing]', { timeout: 30_000 });
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});
