// End-to-end tests of worker resilience: workers that die silently are noticed, a count re-deals
// a lost worker's share, and storms of Play and Stop never turn a stopped run into a failed one.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, runState, waitForState, pageTester } from './harness.mjs';

let server;
let context;
before(async () => { server = await serve(); context = await launch(); });
after(async () => { await context?.close(); server?.close(); });

const withPage = pageTester(() => context, () => server, 'workers');

/** Closes every worker of the page from the inside: they die without a word to the page. */
async function killWorkers(page) {
  const workers = page.workers();
  assert.ok(workers.length > 0, 'the page has workers');
  await Promise.all(workers.map((w) => w.evaluate(() => self.close()).catch(() => {})));
}

/** Counts every `failed` the run state shows from now on (a false failure may be brief). */
async function watchFailures(page) {
  await page.evaluate(() => {
    window.__failed = 0;
    const badge = document.querySelector('[data-testid=run-state]');
    new MutationObserver(() => {
      if (document.querySelector('[data-testid=run-state]')?.dataset.state === 'failed') window.__failed++;
    }).observe(badge.parentElement, { attributes: true, subtree: true, childList: true });
  });
}

test('a search worker that dies silently fails the run within 5 s, and Try again recovers', () =>
  withPage('lost-search', '?p=knight&rows=9&cols=9&start=0,0&algo=backtracking&speed=max', async (page) => {
    await page.click('[data-testid=play]');
    await waitForState(page, 'running');
    await page.waitForTimeout(300);
    await killWorkers(page);
    const killed = Date.now();
    await waitForState(page, 'failed', 5_000);
    assert.ok(Date.now() - killed <= 5_000, 'noticed within 5 s');
    assert.match(await page.textContent('.error'), /stopped answering/);
    await page.click('[data-testid=try-again]');
    await waitForState(page, 'running');
    await page.waitForTimeout(500);
    assert.equal(await runState(page), 'running', 'the fresh worker runs');
    await page.click('[data-testid=stop]');
    await waitForState(page, 'stopped');
  }));

test('a worker whose wasm cannot load fails the run with the reason, and Try again recovers', async () => {
  const broken = (route) => route.fulfill({ status: 404, body: 'gone' });
  await context.route('**/work/knight_bg.wasm*', broken);
  let unrouted = false;
  const unroute = async () => {
    if (!unrouted) await context.unroute('**/work/knight_bg.wasm*', broken);
    unrouted = true;
  };
  try {
    await withPage('load-failure', '?p=knight&rows=5&cols=5&start=0,0&algo=backtracking&speed=max', async (page) => {
      await page.click('[data-testid=play]');
      await waitForState(page, 'failed', 10_000);
      assert.match(await page.textContent('.error'), /could not load/);
      await unroute();
      // The failed load is logged by the browser; nothing else may be.
      page.errors = page.errors.filter((e) => !/404|knight_bg/.test(e));
      await page.click('[data-testid=try-again]');
      await waitForState(page, 'finished');
      assert.equal(await page.locator('.error').count(), 0, 'the load error is gone');
    });
  } finally {
    await unroute();
  }
});

test('a count whose workers die re-deals their shares and still counts exactly', () =>
  withPage('lost-count', '?p=queens&n=16&workers=2', async (page) => {
    await page.click('[data-testid=count]');
    await waitForState(page, 'running');
    await page.waitForTimeout(400);
    await killWorkers(page);
    await waitForState(page, 'finished', 60_000);
    assert.equal(await page.getAttribute('[data-testid=count-total]', 'data-value'), '14772512');
  }));

test('the maze show whose worker dies fails with Try again instead of generating forever', () =>
  withPage('lost-show', '?p=maze&rows=20&cols=20&seed=3&show=1&speed=20', async (page) => {
    await waitForState(page, 'running');
    await page.waitForSelector('[data-testid=game-state][data-state=generating]');
    await killWorkers(page);
    await waitForState(page, 'failed', 5_000);
    await page.click('[data-testid=try-again]');
    await waitForState(page, 'running');
  }));

/** Clicks `start`, waits 0–15 ms, clicks `stop` if it is there, `cycles` times. */
async function storm(page, cycles, start, stop) {
  for (let i = 0; i < cycles; i++) {
    await page.click(start);
    await page.waitForTimeout(i % 16);
    if (await page.locator(stop).isEnabled().catch(() => false)) await page.click(stop).catch(() => {});
  }
}

test('200 fast Play and Stop cycles on the queens page and 100 count/stop cycles never fail', () =>
  withPage('storm-queens', '?p=queens&n=16&mode=all&speed=max', async (page) => {
    await watchFailures(page);
    await storm(page, 200, '[data-testid=play]', '[data-testid=stop]');
    await storm(page, 100, '[data-testid=count]', '[data-testid=count-stop]');
    await page.waitForTimeout(500);
    assert.equal(await page.evaluate(() => window.__failed), 0, 'no false failure');
    const cores = await page.evaluate(() => Math.max(1, Math.min(navigator.hardwareConcurrency || 2, 8)));
    assert.ok(page.workers().length <= 1 + cores, `${page.workers().length} workers alive`);
  }));

test('200 fast Play and Stop cycles of the maze show never fail and leave a playable puzzle', () =>
  withPage('storm-maze', '?p=maze&rows=12&cols=12&seed=4&speed=200', async (page) => {
    await page.waitForSelector('[data-testid=game-state][data-state=playing]');
    await watchFailures(page);
    await storm(page, 200, '[data-testid=play]', '[data-testid=stop]');
    await page.keyboard.press('Escape');
    await page.waitForSelector('[data-testid=game-state][data-state=playing]', { timeout: 10_000 });
    assert.equal(await page.evaluate(() => window.__failed), 0, 'no false failure');
    assert.ok(page.workers().length <= 2, `${page.workers().length} workers alive (the maker and the show)`);
  }));

test('200 fast Play and Stop cycles never fail a run and leave the page usable', () =>
  withPage('storm', '?p=knight&rows=8&cols=8&start=0,0&algo=backtracking&speed=max', async (page) => {
    await watchFailures(page);
    for (let i = 0; i < 200; i++) {
      await page.click('[data-testid=play]');
      await page.waitForTimeout(i % 16);
      await page.click('[data-testid=stop]').catch(() => {});   // disabled once it finished
    }
    await waitForState(page, ['stopped', 'finished']);
    assert.equal(await page.evaluate(() => window.__failed), 0, 'no false failure');
    // Exactly the workers the page needs: the search's and one per count part.
    await page.waitForTimeout(500);
    const cores = await page.evaluate(() => Math.max(1, Math.min(navigator.hardwareConcurrency || 2, 8)));
    assert.ok(page.workers().length <= 1 + cores, `${page.workers().length} workers alive`);
    await page.click('[data-testid=restart]');
    await waitForState(page, 'finished', 30_000);
  }));
