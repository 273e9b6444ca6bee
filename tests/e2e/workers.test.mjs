// End-to-end tests of worker resilience: workers that die silently are noticed, a count re-deals
// a lost worker's share, and storms of Play and Stop never turn a stopped run into a failed one.
import { before, after } from 'node:test';
import assert from 'node:assert/strict';
import { timedTest, serve, launch, runState, waitForState, pageTester, pageModules, searchPages } from './harness.mjs';

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

timedTest('a search worker that dies silently fails the run within 5 s, and Try again recovers', () =>
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

timedTest('a compare whose workers die fails with Try again, never starting a side again from node 0', () =>
  withPage('lost-compare', '?p=knapsack&compare=brute-force&speed=5&run=1', async (page) => {
    await waitForState(page, 'running');
    await page.waitForTimeout(2_500);
    const nodes = () => page.$$eval('[data-testid=compare-side] [data-testid=stat-nodes]', (s) => s.map((e) => Number(e.dataset.value)));
    const before = await nodes();
    await killWorkers(page);
    const killed = Date.now();
    await waitForState(page, 'failed', 8_000);
    assert.ok(Date.now() - killed <= 8_000, 'noticed as soon as a single search notices');
    await page.waitForTimeout(5_000);
    assert.equal(await runState(page), 'failed', 'still failed: no side started again by itself');
    const after = await nodes();
    after.forEach((n, i) => assert.ok(n >= before[i], `side ${i} never goes back: ${before} then ${after}`));
    await page.click('[data-testid=try-again]');
    await waitForState(page, 'running');
  }));

timedTest('a worker whose wasm cannot load fails the run with the reason, and Try again recovers', async () => {
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

timedTest('a count whose workers die re-deals their shares and still counts exactly', () =>
  withPage('lost-count', '?p=queens&n=16&workers=2', async (page) => {
    await page.click('[data-testid=count]');
    await waitForState(page, 'running');
    await page.waitForTimeout(400);
    await killWorkers(page);
    await waitForState(page, 'finished', 60_000);
    assert.equal(await page.getAttribute('[data-testid=count-total]', 'data-value'), '14772512');
  }));

/** Closes the page's workers numbered `which` (in the order they started) from the inside. */
async function kill(page, which) {
  const workers = page.workers();
  await Promise.all(which(workers).map((w) => w.evaluate(() => self.close()).catch(() => {})));
}

/**
 * Watches the count's figures from now on (every 20 ms): `window.__back` lists each that went
 * backwards. The rate, which may, is left out.
 */
async function watchCountFigures(page) {
  await page.evaluate(() => {
    window.__back = [];
    const last = {};
    clearInterval(window.__watching);
    window.__watching = setInterval(() => {
      for (const e of document.querySelectorAll('[data-testid^=count-][data-value]')) {
        const id = e.dataset.testid;
        if (id === 'count-rate') continue;
        const v = Number(e.dataset.value);
        if (last[id] !== undefined && v < last[id]) window.__back.push(`${id}: ${last[id]} → ${v}`);
        last[id] = v;
      }
    }, 20);
  });
}

const countValue = (page, figure) => page.getAttribute(`[data-testid=${figure}]`, 'data-value');
const restarted = (page) => page.getAttribute('[data-testid=count-restarted]', 'data-value').catch(() => null);

/**
 * Starts the page's count (on a page that has counted nothing yet) and, mid-count (or, with
 * `before`, just before it starts), closes the workers `which` picks; the count must end
 * `finished` with its exact figure, its figures never going backwards, saying how many shares
 * restarted.
 */
async function countLosing(page, [, button, figure, value, when], which, lost) {
  await watchCountFigures(page);
  if (when === 'before') await kill(page, which);
  await page.click(button);
  if (when !== 'before') {
    await page.waitForFunction(() => Number(document.querySelector('[data-testid=count-nodes]')?.dataset.value) > 0);
    await kill(page, which);
  }
  await page.waitForSelector('[data-testid=count-restarted]', { timeout: 10_000 });
  await waitForState(page, 'finished', 120_000);
  assert.equal(await countValue(page, figure), value);
  assert.equal(await restarted(page), String(lost));
  assert.match(await page.textContent('[data-testid=count-restarted]'), /stopped answering.*restarted/);
  assert.deepEqual(await page.evaluate(() => window.__back), [], 'no figure went backwards');
}

for (const [slug, states] of await pageModules()) {
  if (!searchPages().includes(slug)) continue;
  if (states.count === undefined) {
    timedTest(`${slug}: the states file says what its count is (or that it has none)`, () => assert.fail('no `count`'));
  }
  if (!states.count) continue;
  timedTest(`${slug}: a count whose worker dies, and one whose workers all die, keeps its figures and ends exact`, async () => {
    // One worker: the count's second share (the workers start the search's, then the count's).
    await withPage(`count-one-${slug}`, states.count[0], (page) => countLosing(page, states.count, (all) => all.slice(-1), 1));
    // Every worker, the search's too.
    await withPage(`count-all-${slug}`, states.count[0], (page) => countLosing(page, states.count, (all) => all, 2));
  });
}

timedTest('a share lost twice fails the count, naming it, and the count card\'s Try again counts afresh', () =>
  withPage('lost-twice', '?p=queens&n=16&workers=2', async (page) => {
    await page.click('[data-testid=count]');
    await page.waitForFunction(() => Number(document.querySelector('[data-testid=count-nodes]')?.dataset.value) > 0);
    await kill(page, (all) => all.slice(-1));
    await page.waitForSelector('[data-testid=count-restarted]', { timeout: 10_000 });
    await page.waitForTimeout(300);
    await kill(page, (all) => all.slice(-1));
    await waitForState(page, 'failed', 10_000);
    assert.match(await page.textContent('.error'), /share 2 of 2 was lost twice/);
    await page.click('[data-testid=try-again]');
    await waitForState(page, 'finished', 60_000);
    assert.equal(await countValue(page, 'count-total'), '14772512');
    assert.equal(await page.locator('[data-testid=count-restarted]').count(), 0, 'a fresh count lost nothing');
  }));

timedTest('the maze show whose worker dies fails with Try again instead of generating forever', () =>
  withPage('lost-show', '?p=math_maze&rows=20&cols=20&seed=3&show=1&speed=20', async (page) => {
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

timedTest('200 fast Play and Stop cycles on the queens page and 100 count/stop cycles never fail', () =>
  withPage('storm-queens', '?p=queens&n=16&mode=all&speed=max', async (page) => {
    await watchFailures(page);
    await storm(page, 200, '[data-testid=play]', '[data-testid=stop]');
    await storm(page, 100, '[data-testid=count]', '[data-testid=count-stop]');
    await page.waitForTimeout(500);
    assert.equal(await page.evaluate(() => window.__failed), 0, 'no false failure');
    const cores = await page.evaluate(() => Math.max(1, Math.min(navigator.hardwareConcurrency || 2, 8)));
    assert.ok(page.workers().length <= 1 + cores, `${page.workers().length} workers alive`);
  }));

timedTest('200 fast Play and Stop cycles of the maze show never fail and leave a playable puzzle', () =>
  withPage('storm-maze', '?p=math_maze&rows=12&cols=12&seed=4&speed=200', async (page) => {
    await page.waitForSelector('[data-testid=game-state][data-state=playing]');
    await watchFailures(page);
    await storm(page, 200, '[data-testid=play]', '[data-testid=stop]');
    await page.keyboard.press('Escape');
    await page.waitForSelector('[data-testid=game-state][data-state=playing]', { timeout: 10_000 });
    assert.equal(await page.evaluate(() => window.__failed), 0, 'no false failure');
    assert.ok(page.workers().length <= 2, `${page.workers().length} workers alive (the maker and the show)`);
  }));

timedTest('200 fast Play and Stop cycles never fail a run and leave the page usable', () =>
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
