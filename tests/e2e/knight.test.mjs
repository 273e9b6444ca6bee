// End-to-end tests of the knight's tour page: the release build served under /runut/ in Chromium,
// driven as a person would. Learn mode's expected events and node counts come from the
// backtracking written here.
import { before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import {
  test, timedTest, serve, launch, open, runState, waitForState, stat, testData, pageTester, traceTasks, longTaskReport, slowdown, withoutLongTasks,
  stepThrough, compareSides, bothSidesFinished,
} from './harness.mjs';

let server;
let context;
before(async () => { server = await serve(); context = await launch(); });
after(async () => { await context?.close(); server?.close(); });

const withPage = pageTester(() => context, () => server, 'knight');

const parsePath = (text) => text.trim().split(/\s+/).filter(Boolean).map((p) => p.split(',').map(Number));

function assertTour(path, rows, cols, start) {
  assert.equal(path.length, rows * cols, 'covers every square');
  assert.deepEqual(path[0], start);
  assert.equal(new Set(path.map(String)).size, path.length, 'no square twice');
  for (const [r, c] of path) assert.ok(r >= 0 && r < rows && c >= 0 && c < cols, 'on the board');
  for (let i = 1; i < path.length; i++) {
    const dr = Math.abs(path[i][0] - path[i - 1][0]);
    const dc = Math.abs(path[i][1] - path[i - 1][1]);
    assert.ok((dr === 1 && dc === 2) || (dr === 2 && dc === 1), `move ${i} is a knight's move`);
  }
}

/** The seed's Warnsdorff board as a path (cell value = move number). */
function seedWarnsdorffPath() {
  const lines = testData('knight-8x8-seed-boards.txt')
    .split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('#'));
  const path = [];
  lines.slice(8, 16).forEach((line, r) => line.split(/\s+/).forEach((v, c) => { path[Number(v)] = [r, c]; }));
  return path;
}

// A giant tour's path is written a frame after the board draws it.
const boardPath = async (page) => {
  await page.waitForSelector('[data-testid=board][data-path]', { state: 'attached' });
  return parsePath(await page.getAttribute('[data-testid=board]', 'data-path'));
};

test('Warnsdorff on 8 x 8 from the corner at max speed finishes with the seed tour', () =>
  withPage('warnsdorff', '?p=knight&rows=8&cols=8&start=0,0&algo=warnsdorff&run=1&speed=max', async (page) => {
    await waitForState(page, 'finished');
    const path = await boardPath(page);
    assertTour(path, 8, 8, [0, 0]);
    assert.deepEqual(path, seedWarnsdorffPath());
    assert.equal(await stat(page, 'solutions'), 1);
    assert.equal(await page.getAttribute('[data-row="0"][data-col="0"]', 'data-visit'), '0');
  }));

test('plain backtracking on 5 x 5 from the corner finds a tour', () =>
  withPage('backtracking-5x5', '?p=knight&rows=5&cols=5&start=0,0&algo=backtracking&run=1&speed=max', async (page) => {
    await waitForState(page, 'finished');
    assertTour(await boardPath(page), 5, 5, [0, 0]);
    assert.equal(await stat(page, 'solutions'), 1);
    assert.ok(await stat(page, 'backtracks') > 0, 'it had to backtrack');
    assert.match(await page.textContent('[data-testid=status]'), /Tour found/);
  }));

test('4 x 4 ends finished with no solution and says no tour exists', () =>
  withPage('4x4', '?p=knight&rows=4&cols=4&start=0,0&algo=backtracking&run=1&speed=max', async (page) => {
    await waitForState(page, 'finished');
    assert.equal(await stat(page, 'solutions'), 0);
    assert.ok(await stat(page, 'nodes') > 100);
    assert.match(await page.textContent('[data-testid=status]'), /No tour from \(1, 1\)/);
    assert.deepEqual(await boardPath(page), []);
  }));

test('step and step back move the board by exactly one event', () =>
  withPage('step', '?p=knight&rows=5&cols=5&start=0,0&algo=backtracking', async (page) => {
    const snapshot = async () => ({
      path: await page.getAttribute('[data-testid=board]', 'data-path'),
      nodes: await stat(page, 'nodes'),
      backtracks: await stat(page, 'backtracks'),
      status: await page.textContent('[data-testid=status]'),
    });
    const seen = [await snapshot()];
    for (let i = 0; i < 40; i++) {
      const before = seen.at(-1);
      await page.click('[data-testid=step]');
      await page.waitForFunction((s) => document.querySelector('[data-testid=status]').textContent !== s, before.status);
      const now = await snapshot();
      assert.equal(await runState(page), 'paused');
      const grew = parsePath(now.path).length - parsePath(before.path ?? '').length;
      const tried = now.nodes - before.nodes;
      // One event: a Try (one more node), an Advance or Retreat (path ±1), or a Reject (neither).
      assert.ok(tried === 1 && grew === 0 || tried === 0 && Math.abs(grew) <= 1, `step ${i}: ${JSON.stringify({ before, now })}`);
      seen.push(now);
    }
    for (let i = seen.length - 2; i >= 1; i--) {
      await page.click('[data-testid=step-back]');
      assert.deepEqual(await snapshot(), seen[i], `back to step ${i}`);
    }
    // The keyboard drives the same player.
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction((s) => document.querySelector('[data-testid=status]').textContent !== s, seen[1].status);
    assert.deepEqual(await snapshot(), seen[2]);
  }));

timedTest('Stop during a long flat-out run ends stopped within a second and the page stays responsive', () =>
  withPage('stop', '?p=knight&rows=12&cols=12&start=0,0&algo=backtracking&run=1&speed=max', async (page) => {
    await waitForState(page, 'running');
    await page.waitForFunction(() => Number(document.querySelector('[data-testid=stat-nodes]').dataset.value) > 1e6);
    const t0 = Date.now();
    await page.click('[data-testid=stop]');
    await waitForState(page, 'stopped', 1000);
    assert.ok(Date.now() - t0 < 1000, `stopped in ${Date.now() - t0} ms`);
    const nodes = await stat(page, 'nodes');
    await page.waitForTimeout(300);
    assert.equal(await stat(page, 'nodes'), nodes, 'nothing runs after stop');
    // Still responsive: a new run starts and finishes.
    await page.fill('[data-testid=rows]', '5');
    await page.dispatchEvent('[data-testid=rows]', 'change');
    await page.fill('[data-testid=cols]', '5');
    await page.dispatchEvent('[data-testid=cols]', 'change');
    await page.click('[data-testid=play]');
    await waitForState(page, 'finished');
    assertTour(await boardPath(page), 5, 5, [0, 0]);
  }));

timedTest('no main-thread task over 50 ms during a max-speed run', () => withoutLongTasks((attempt) =>
  withPage(`longtask-${attempt}`, '?p=knight&rows=8&cols=8&start=0,0&algo=backtracking&speed=max', async (page) => {
    const before = await slowdown(page);
    await traceTasks(page);
    await page.click('[data-testid=play]');
    await waitForState(page, 'running');
    await page.waitForTimeout(2500);
    assert.ok(await stat(page, 'nodes') > 1e6, 'the worker really ran');
    return longTaskReport(page, before);
  })));

timedTest('fast animation keeps the page free of long tasks too', () => withoutLongTasks((attempt) =>
  withPage(`longtask-animated-${attempt}`, '?p=knight&rows=8&cols=8&start=0,0&algo=backtracking&speed=100000', async (page) => {
    const before = await slowdown(page);
    await traceTasks(page);
    await page.click('[data-testid=play]');
    await page.waitForTimeout(2000);
    assert.equal(await runState(page), 'running');
    assert.ok(await stat(page, 'nodes') > 20_000, 'it animated many events');
    return longTaskReport(page, before);
  })));

test('a malformed URL shows a notice and a usable board', () =>
  withPage('bad-url', '?p=knight&rows=abc&cols=-3&start=zz', async (page) => {
    const notice = await page.textContent('[data-testid=notice]');
    assert.match(notice, /rows=abc/);
    assert.match(notice, /cols=-3/);
    assert.match(notice, /start=zz/);
    assert.equal(await page.getAttribute('[data-testid=board]', 'data-rows'), '5');
    assert.equal(await page.getAttribute('[data-testid=board]', 'data-cols'), '1');
    await page.click('[data-row="3"][data-col="0"]');
    assert.match(new URL(page.url()).search, /start=3,0/);
    await page.click('[data-testid=play]');
    await waitForState(page, 'finished');
    // The default algorithm is plain backtracking: on one column the knight has no move at all.
    assert.match(await page.textContent('[data-testid=status]'), /No tour from/);
  }));

test('choosing a square during a run stops it and moves the start', () =>
  withPage('click-during-run', '?p=knight&rows=12&cols=12&start=0,0&algo=backtracking&run=1&speed=max', async (page) => {
    await waitForState(page, 'running');
    await page.click('[data-row="5"][data-col="6"]');
    await waitForState(page, 'idle');
    assert.equal(await stat(page, 'nodes'), 0);
    assert.match(new URL(page.url()).search, /start=5,6/);
    assert.match(await page.getAttribute('[data-row="5"][data-col="6"]', 'class'), /\bstart\b/);
  }));

test('the URL reproduces the view and the keyboard reaches every square', () =>
  withPage('keyboard', '?p=knight&rows=6&cols=6&start=2,2&algo=warnsdorff-bt', async (page) => {
    assert.equal(await page.inputValue('[data-testid=algo]'), 'warnsdorff-bt');
    await page.focus('[data-row="2"][data-col="2"]');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    assert.match(new URL(page.url()).search, /start=3,3/);
    // Space plays from anywhere but a control (on a square it picks the square).
    await page.click('h1');
    await page.keyboard.press('Space');
    await waitForState(page, ['running', 'finished']);
    await page.keyboard.press('Escape');
    await waitForState(page, ['stopped', 'finished']);
    const stoppedOrDone = await runState(page);
    await page.locator('[data-testid=speed]').fill('51');
    await page.click('[data-testid=play]');
    await waitForState(page, 'finished');
    assert.ok(['stopped', 'finished'].includes(stoppedOrDone));
    assertTour(await boardPath(page), 6, 6, [3, 3]);
    assert.match(new URL(page.url()).search, /speed=max/);
  }));

test('double-clicking Play and stopping during start-up leave a working page', () =>
  withPage('stop-at-start', '?p=knight&rows=5&cols=5&start=0,0&algo=backtracking&speed=max', async (page) => {
    await page.dblclick('[data-testid=play]');
    await page.click('[data-testid=stop]').catch(() => {});   // may already have finished
    await waitForState(page, ['stopped', 'finished']);
    await page.click('[data-testid=restart]');
    await waitForState(page, 'finished');
    assertTour(await boardPath(page), 5, 5, [0, 0]);
    assert.equal(await stat(page, 'solutions'), 1);
  }));

/** The paper's 3 x 8 table: "r,c" -> [open, closed]. */
function table3x8() {
  return new Map(testData('knight-3x8.csv').split('\n')
    .filter((l) => /^\d/.test(l)).map((l) => l.split(',').map(Number))
    .map(([r, c, open, closed]) => [`${r},${c}`, [open, closed]]));
}

test("counting from every square of 3 x 8 reproduces the paper's table", () =>
  withPage('count-all', '?p=knight&rows=3&cols=8&start=0,0', async (page) => {
    await page.click('[data-testid=count-all]');
    await waitForState(page, 'finished');
    const cells = await page.$$eval('[data-testid=count-cell]', (cs) =>
      cs.map((c) => [`${c.dataset.row},${c.dataset.col}`, [Number(c.dataset.open), Number(c.dataset.closed)]]));
    assert.equal(cells.length, 24);
    assert.deepEqual(new Map(cells), table3x8());
    assert.equal(Number(await page.getAttribute('[data-testid=count-open]', 'data-value')), 792);
  }));

test('closed mode finds a closed tour, and counts closed tours only', () =>
  withPage('closed', '?p=knight&rows=5&cols=6&start=0,0&algo=warnsdorff-bt&closed=1&run=1&speed=max', async (page) => {
    await waitForState(page, 'finished');
    const path = await boardPath(page);
    assertTour(path, 5, 6, [0, 0]);
    const [last, first] = [path.at(-1), path[0]];
    const [dr, dc] = [Math.abs(last[0] - first[0]), Math.abs(last[1] - first[1])];
    assert.ok((dr === 1 && dc === 2) || (dr === 2 && dc === 1), 'the tour closes');
    assert.match(await page.textContent('[data-testid=status]'), /closed tour/);
    await page.click('[data-testid=count-square]');
    await waitForState(page, 'finished');
    assert.equal(Number(await page.getAttribute('[data-testid=count-open]', 'data-value')), 0);
    assert.ok(Number(await page.getAttribute('[data-testid=count-closed]', 'data-value')) > 0);
  }));

test('a finished tour downloads as CSV and as a PNG picture', () =>
  withPage('export', '?p=knight&rows=5&cols=5&start=0,0&algo=warnsdorff&run=1&speed=max', async (page) => {
    await waitForState(page, 'finished');
    const path = await boardPath(page);
    const [csv] = await Promise.all([page.waitForEvent('download'), page.click('[data-testid=export-csv]')]);
    assert.equal(csv.suggestedFilename(), 'knight-tour-5x5.csv');
    const rows = readFileSync(await csv.path(), 'utf8').trim().split('\n');
    assert.equal(rows[0], 'move,row,col');
    assert.deepEqual(rows.slice(1).map((l) => l.split(',').slice(1).map(Number)), path);
    const [png] = await Promise.all([page.waitForEvent('download'), page.click('[data-testid=export-png]')]);
    assert.equal(png.suggestedFilename(), 'knight-tour-5x5.png');
    const bytes = readFileSync(await png.path());
    assert.deepEqual([...bytes.subarray(1, 4)], [...Buffer.from('PNG')]);
    assert.ok(bytes.length > 1000);
  }));

test('6 x 6 closed tours from the corner: twice the undirected count of OEIS A001230', () =>
  withPage('six-closed', '?p=knight&rows=6&cols=6&start=0,0&closed=1', async (page) => {
      const line = testData('knight-totals.csv').split('\n').find((l) => l.startsWith('6,6,'));
    const undirected = Number(line.split(',')[3]);
    await page.click('[data-testid=count-square]');
    await waitForState(page, 'finished');
    assert.equal(Number(await page.getAttribute('[data-testid=count-closed]', 'data-value')), 2 * undirected);
    assert.equal(Number(await page.getAttribute('[data-testid=count-open]', 'data-value')), 0);
  }));

test('a 200 x 200 Warnsdorff run at max speed finishes with a valid tour on the canvas board', () =>
  withPage('giant', '?p=knight&rows=200&cols=200&start=0,0&algo=warnsdorff-bt&run=1&speed=max', async (page) => {
    await waitForState(page, 'finished', 60_000);
    assert.equal(await page.evaluate(() => document.querySelector('[data-testid=board]').tagName), 'CANVAS');
    assertTour(await boardPath(page), 200, 200, [0, 0]);
    assert.equal(await stat(page, 'backtracks'), 0);
    // Clicking the canvas picks the square under the pointer as the new start.
    const box = await page.locator('[data-testid=board]').boundingBox();
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 4);
    await waitForState(page, 'idle');
    const [, row, col] = new URL(page.url()).search.match(/start=(\d+),(\d+)/).map(Number);
    assert.ok(Math.abs(row - 50) <= 2 && Math.abs(col - 100) <= 2, `picked ${row},${col}`);
  }));

test('1000 x 1000 with Warnsdorff + backtracking finishes with a valid tour of a million squares', () =>
  withPage('giant-1000', '?p=knight&rows=1000&cols=1000&start=0,0&algo=warnsdorff-bt&run=1&speed=max', async (page) => {
    await waitForState(page, 'finished', 60_000);
    assertTour(await boardPath(page), 1000, 1000, [0, 0]);
    assert.equal(await stat(page, 'solutions'), 1);
    assert.match(await page.textContent('[data-testid=status]'), /all 1,000,000 squares/);
    // A new start empties the path, and the giant path's text goes with it.
    const board = page.locator('[data-testid=board]');
    const box = await board.boundingBox();
    await board.click({ position: { x: box.width / 2, y: box.height / 2 } });
    await waitForState(page, 'idle');
    assert.equal(await page.getAttribute('[data-testid=board]', 'data-path'), '');
  }));

timedTest('stopping a long tour count ends stopped within a second', () =>
  withPage('count-stop', '?p=knight&rows=8&cols=8&start=0,0', async (page) => {
    await page.click('[data-testid=count-square]');
    await waitForState(page, 'running');
    await page.waitForFunction(() => Number(document.querySelector('[data-testid=count-nodes]')?.dataset.value) > 1e5);
    const t0 = Date.now();
    await page.click('[data-testid=count-stop]');
    await waitForState(page, 'stopped', 1000);
    assert.ok(Date.now() - t0 < 1000);
    const nodes = Number(await page.getAttribute('[data-testid=count-nodes]', 'data-value'));
    await page.waitForTimeout(300);
    assert.equal(Number(await page.getAttribute('[data-testid=count-nodes]', 'data-value')), nodes, 'nothing counts after stop');
  }));

// 50,000 characters: the test server refuses request lines over 64 KiB.
test('a huge or right-to-left URL value keeps the page its width and the notice readable', () =>
  withPage('huge-value', `?p=knight&algo=${'A'.repeat(50000)}&rows=%E2%80%AE01`, async (page) => {
    const notice = page.locator('[data-testid=notice]');
    assert.equal(await notice.locator('li').count(), 2);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 1280, `page is ${width} px wide`);
    const dismiss = await notice.locator('button').boundingBox();
    assert.ok(dismiss && dismiss.x + dismiss.width <= 1280, 'Dismiss is on screen');
    const text = await notice.textContent();
    assert.ok(!text.includes('\u202e'), 'no override is echoed');
    assert.match(text, /rows=01/);
    await notice.locator('button').click();
    assert.equal(await page.locator('[data-testid=notice]').count(), 0);
  }));

test('the knight page opens on plain backtracking on 5 x 5, with Warnsdorff one click away', () =>
  withPage('default', '?p=knight', async (page) => {
    assert.equal(await page.inputValue('[data-testid=algo]'), 'backtracking');
    assert.equal(await page.inputValue('[data-testid=rows]'), '5');
    const offer = page.locator('[data-testid=switch-algo]');
    assert.equal(await offer.getAttribute('data-algo'), 'warnsdorff');
    await offer.click();
    await page.waitForFunction(() => document.querySelector('[data-testid=algo]').value === 'warnsdorff');
    await page.click('[data-testid=switch-algo][data-algo=backtracking]');
    await page.waitForFunction(() => document.querySelector('[data-testid=algo]').value === 'backtracking');
  }));

test('backtracking practice shows the fixed move order as a legend, not as numbers on the squares', () =>
  withPage('practice-order', '?p=knight&rows=5&cols=5&start=0,0&algo=backtracking&practice=1', async (page) => {
    await page.waitForSelector('[data-testid=practice-prompt]');
    const legend = page.locator('[data-testid=move-order]');
    assert.ok(await legend.isVisible(), 'the legend is shown');
    const numbers = await legend.locator('text=/^[1-8]$/').count();
    assert.equal(numbers, 8, 'the legend numbers all eight jumps');
    const labelled = await page.$$eval('[data-testid=square]', (squares) =>
      squares.filter((s) => /^[1-8]$/.test(s.textContent.trim()) && !s.classList.contains('visited')).length);
    assert.equal(labelled, 0, 'no candidate square carries its order');
  }));

test('ignored or repeated shell parameters each get a notice', () =>
  withPage('shell-notices', '?p=knight&embed=banana&lang=<script>x</script>&rows=6&rows=5', async (page) => {
    const items = page.locator('[data-testid=notice] li');
    await items.first().waitFor();
    const text = (await items.allTextContents()).join('\n');
    assert.equal(await items.count(), 3, text);
    assert.match(text, /banana/);
    assert.match(text, /should be en or id/);
    assert.match(text, /“rows” is given 2 times/);
  }));

test('the full-screen switch says how to leave once pressed', () =>
  withPage('fullscreen', '?p=knight', async (page) => {
    const button = page.locator('[data-testid=fullscreen]');
    assert.equal(await button.getAttribute('aria-pressed'), 'false');
    await button.click();
    await page.waitForSelector('[data-testid=fullscreen][aria-pressed=true]');
    assert.match(await button.textContent(), /Exit full screen/);
    const box = await button.boundingBox();
    const header = await page.locator('header').first().boundingBox();
    assert.ok(box.y + box.height <= header.y + header.height, 'the button stays in the header');
    await button.click();
    await page.waitForSelector('[data-testid=fullscreen][aria-pressed=false]');
  }));

/** Knight's tour backtracking in the fixed move order: [event, squares on the path]. */
function* knight(rows, cols, start) {
  const moves = [[2, 1], [1, 2], [-1, 2], [-2, 1], [-2, -1], [-1, -2], [1, -2], [2, -1]];
  const visited = new Set();
  function* tryAt([r, c], k) {
    yield ['try', k - 1];
    if (visited.has(`${r},${c}`)) { yield ['reject', k - 1]; return false; }
    visited.add(`${r},${c}`);
    yield ['advance', k];
    if (k === rows * cols) { yield ['solution', k]; return true; }
    for (const [dr, dc] of moves) {
      const next = [r + dr, c + dc];
      if (next[0] < 0 || next[1] < 0 || next[0] >= rows || next[1] >= cols) continue;
      if (yield* tryAt(next, k + 1)) return true;
    }
    visited.delete(`${r},${c}`);
    yield ['retreat', k - 1];
    return false;
  }
  if (!(yield* tryAt(start, 1))) yield ['exhausted', 0];
}

test('stepping 5 x 5 knight backtracking highlights the line of every event, forwards and back', () =>
  withPage('learn-step', '?p=knight&rows=5&cols=5&start=0,0&algo=backtracking', async (page) => {
    const events = [];
    for (const e of knight(5, 5, [0, 0])) { events.push(e); if (events.length === 200) break; }
    assert.ok(events.some(([e]) => e === 'reject') && events.some(([e]) => e === 'retreat'));
    await stepThrough(page, events, 120);
  }));

test('on a 375 px phone the player stays on screen and code, stack and tree are tabs under the board', async () => {
  const phone = await launch({ viewport: { width: 375, height: 812 } });
  try {
    const page = await open(phone, server.url, '?p=knight&rows=5&cols=5&start=0,0&algo=backtracking');
    const onScreen = async (selector) => {
      const box = await page.locator(selector).boundingBox();
      return box && box.y >= 0 && box.y + box.height <= 812 && box.x >= 0 && box.x + box.width <= 375;
    };
    for (const scroll of [0, 100_000]) {
      await page.evaluate((y) => window.scrollTo(0, y), scroll);
      assert.ok(await onScreen('[data-testid=play]'), `Play is on screen (scrolled to ${scroll})`);
      assert.ok(await onScreen('[data-testid=step]'), `Step is on screen (scrolled to ${scroll})`);
    }
    for (let i = 0; i < 5; i++) await page.click('[data-testid=step]');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=stack-frame]').length === 2);
    const board = await page.locator('[data-testid=board]').boundingBox();
    const tabs = await page.locator('[role=tablist]').boundingBox();
    assert.ok(tabs.y > board.y + board.height, 'the tabs are under the board');
    assert.equal(await page.isVisible('[data-testid=code-line][data-active=true]'), true, 'the code tab is open');
    await page.click('[data-tab=stack]');
    assert.equal(await page.isVisible('[data-testid=stack-frame]'), true);
    assert.equal(await page.isVisible('[data-testid=code-line]'), false);
    await page.click('[data-tab=tree]');
    assert.equal(await page.isVisible('.tree-scroll'), true);
    await page.click('[data-tab=tree]');
    assert.equal(await page.isVisible('.tree-scroll'), false, 'a second click folds the tab');
    await page.focus('[data-tab=code]');
    await page.keyboard.press('ArrowRight');
    assert.equal(await page.evaluate(() => document.activeElement.dataset.tab), 'stack', 'arrow keys move between tabs');
    assert.deepEqual(page.errors, []);
  } finally {
    await phone.close();
  }
});

test('Warnsdorff practice asks for the square with the fewest onward moves and reveals the degrees', () =>
  withPage('practice-knight', '?p=knight&rows=6&cols=6&start=0,0&algo=warnsdorff&practice=1', async (page) => {
    await page.waitForSelector('[data-testid=practice-prompt][data-kind=degree]');
    // From the corner of 6 x 6 both jumps lead to squares with five onward moves: a tie, both right.
    await page.click('[data-testid=square][data-row="2"][data-col="1"]');
    await page.waitForSelector('[data-testid=practice-feedback][data-correct=true]');
    assert.match(await page.textContent('[data-testid=practice-feedback]'), /\(3, 2\) → 5, \(2, 3\) → 5/);
    await page.waitForSelector('[data-testid=practice-score][data-asked="1"]');
    await page.waitForSelector('[data-testid=practice-prompt][data-kind=degree]');
    // The knight is on (3, 2) (1-based); (1, 1) is a jump back onto the path.
    await page.click('[data-testid=square][data-row="0"][data-col="0"]');
    await page.waitForSelector('[data-testid=practice-feedback][data-correct=false]');
    assert.match(await page.textContent('[data-testid=practice-feedback]'), /\(1, 1\) is already on the path/);
    assert.equal(await page.$$eval('.square.answer', (s) => s.length), 1, 'the right square is shown');
    // Space (outside the board, which uses it to pick squares) goes on to the next decision, as
    // Continue does, instead of playing freely.
    await page.evaluate(() => document.activeElement.blur());
    await page.keyboard.press('Space');
    await page.waitForSelector('[data-testid=practice-prompt][data-kind=degree]');
    assert.equal(await page.getAttribute('[data-testid=run-state]', 'data-state'), 'paused');
  }));

/** Nodes of knight backtracking from the corner of the n x n board up to its first tour. */
const knightNodes = (n) => {
  let nodes = 0;
  for (const [event] of knight(n, n, [0, 0])) if (event === 'try') nodes++;
  return nodes;
};

/** Directed tours from the 5 x 5 corner, from the tests' ground truth (OEIS A165134). */
const cornerTours5 = () => Number(readFileSync(new URL('../data/knight-5x5-corner.txt', import.meta.url), 'utf8')
  .split('\n').find((l) => l && !l.startsWith('#')));

test('the knight growth chart measures 5 x 5 to 8 x 8 one job after another in its own worker', () =>
  withPage('knight-growth', '?p=knight&rows=5&cols=5', async (page) => {
    await page.click('[data-testid=chart-start]');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=chart-point]').length === 10, null, { timeout: 90_000 });
    const points = await page.$$eval('[data-testid=chart-point]', (ps) => ps.map((p) => [p.dataset.series, Number(p.dataset.n), Number(p.dataset.value)]));
    const series = (name) => points.filter(([s]) => s === name).map(([, n, v]) => [n, v]);
    assert.deepEqual(series('nodes').map(([n]) => n), [5, 6, 7, 8]);
    for (const [n, value] of series('nodes').filter(([n]) => n <= 6)) assert.equal(value, knightNodes(n), `${n} x ${n} backtracking`);
    for (const [n, value] of series('warnsdorff')) assert.ok(value >= n * n && value < 8 * n * n, `Warnsdorff on ${n} x ${n}: ${value}`);
    const tours = series('tours');
    assert.deepEqual(tours.map(([n]) => n), [5, 6]);
    assert.equal(tours[0][1], cornerTours5());
    assert.ok(tours[1][1] > tours[0][1]);
    await page.focus('[data-testid=chart-point][data-series=tours][data-n="5"]');
    assert.match(await page.textContent('[data-testid=chart-readout]'), /n = 5: backtracking nodes [\d,]+; Warnsdorff nodes [\d,]+; tours from the corner 304\./);
    await page.click('.chart-table summary');
    assert.equal(await page.$$eval('.chart-table tbody tr', (rows) => rows.length), 4, 'a row per board');
  }));

test('compare: knight backtracking beside Warnsdorff from the same square', () =>
  withPage('compare-knight', '?p=knight&rows=5&cols=5&start=0,0&algo=backtracking&compare=warnsdorff&speed=max', async (page) => {
    await page.waitForSelector('[data-testid=compare-side][data-algo=warnsdorff]');
    await page.click('[data-testid=play]');
    await bothSidesFinished(page);
    const tries = [...knight(5, 5, [0, 0])].filter(([e]) => e === 'try').length;
    const [backtracking, warnsdorff] = await compareSides(page);
    assert.deepEqual(backtracking, { algo: 'backtracking', state: 'finished', nodes: tries, solutions: 1 });
    assert.equal(warnsdorff.algo, 'warnsdorff');
    assert.equal(warnsdorff.solutions, 1, 'Warnsdorff finds a tour of 5 x 5 from the corner');
    assert.equal(warnsdorff.nodes, 25, 'one node per square, no backtracking');
    assert.match(page.url(), /compare=warnsdorff/);
  }));
