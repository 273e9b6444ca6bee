// End-to-end tests of learn mode's code panel: stepping a search forwards and back, the
// highlighted line is the line of the event just applied, and the call stack has one frame per
// square of the path. The events are predicted by the textbook algorithms written here, in
// JavaScript, independently of the app.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { serve, launch, open, pageTester } from './harness.mjs';

let server;
let context;
before(async () => { server = await serve(); context = await launch(); });
after(async () => { await context?.close(); server?.close(); });

const withPage = pageTester(() => context, () => server, 'learn');

/** N-queens backtracking, row by row, stopping at the first solution: [event, queens placed]. */
function* queens(n) {
  const x = [];
  const safe = (k, i) => x.slice(0, k).every((c, j) => c !== i && Math.abs(c - i) !== Math.abs(j - k));
  yield ['root', 0];
  function* place(k) {
    for (let i = 0; i < n; i++) {
      yield ['try', k];
      if (!safe(k, i)) { yield ['reject', k]; continue; }
      x[k] = i;
      yield ['advance', k + 1];
      if (k === n - 1) { yield ['solution', n]; return true; }
      if (yield* place(k + 1)) return true;
      x.length = k;
      yield ['retreat', k];
    }
    return false;
  }
  if (!(yield* place(0))) yield ['exhausted', 0];
}

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

/** What the code panel shows: the highlighted line's event and the number of stack frames. */
const panel = (page) => page.evaluate(() => {
  const active = [...document.querySelectorAll('[data-testid=code-line][data-active=true]')];
  return {
    active: active.length,
    event: active[0]?.dataset.event,
    frames: document.querySelectorAll('[data-testid=stack-frame]').length,
    depths: [...document.querySelectorAll('[data-testid=stack-frame]')].map((f) => Number(f.dataset.depth)),
  };
});

/** Steps `steps` events forwards checking each against `expected`, then back to the start. */
async function stepThrough(page, expected, steps) {
  const status = () => page.textContent('[data-testid=status]');
  const seen = [];
  for (let i = 0; i < steps; i++) {
    const before = await status();
    await page.click('[data-testid=step]');
    // The first step starts the run ("paused") before its first event arrives: wait for the event.
    await page.waitForFunction((s) => document.querySelector('[data-testid=status]').textContent !== s
      && document.querySelector('[data-testid=code-line][data-active=true]'), before);
    const [event, depth] = expected[i];
    const now = await panel(page);
    assert.equal(now.active, 1, `step ${i}: one line is highlighted`);
    assert.equal(now.event, event, `step ${i}: the line of the ${event}`);
    assert.equal(now.frames, depth, `step ${i}: one frame per square of the path`);
    assert.deepEqual(now.depths, [...Array(depth).keys()].map((d) => depth - d), 'innermost frame first');
    seen.push(now);
  }
  for (let i = steps - 2; i >= 0; i--) {
    const before = await status();
    await page.click('[data-testid=step-back]');
    await page.waitForFunction((s) => document.querySelector('[data-testid=status]').textContent !== s, before);
    assert.deepEqual(await panel(page), seen[i], `back to step ${i}`);
  }
}

test('stepping n = 5 queens highlights the line of every event, forwards and back', () =>
  withPage('queens', '?p=queens&n=5&mode=first', async (page) => {
    const events = [...queens(5)];
    assert.equal(events.at(-1)[0], 'solution');
    await stepThrough(page, events, events.length);
  }));

test('stepping 5 x 5 knight backtracking highlights the line of every event, forwards and back', () =>
  withPage('knight', '?p=knight&rows=5&cols=5&start=0,0&algo=backtracking', async (page) => {
    const events = [];
    for (const e of knight(5, 5, [0, 0])) { events.push(e); if (events.length === 200) break; }
    assert.ok(events.some(([e]) => e === 'reject') && events.some(([e]) => e === 'retreat'));
    await stepThrough(page, events, 120);
  }));

test('the code panel switches to plain words and back, keeping its lines and highlight', () =>
  withPage('plain', '?p=queens&n=4&mode=first', async (page) => {
    for (let i = 0; i < 3; i++) {
      const before = await page.textContent('[data-testid=status]');
      await page.click('[data-testid=step]');
      await page.waitForFunction((s) => document.querySelector('[data-testid=status]').textContent !== s, before);
    }
    const lines = () => page.$$eval('[data-testid=code-line]', (ls) => ls.map((l) => [l.dataset.line, l.dataset.event ?? '', l.dataset.active, l.textContent]));
    const code = await lines();
    assert.equal(await page.getAttribute('[data-testid=code-view]', 'aria-pressed'), 'false');
    await page.click('[data-testid=code-view]');
    assert.equal(await page.getAttribute('[data-testid=code-view]', 'aria-pressed'), 'true');
    const plain = await lines();
    assert.deepEqual(plain.map((l) => l.slice(0, 3)), code.map((l) => l.slice(0, 3)), 'same lines, same highlight');
    assert.ok(plain.every((l, i) => l[3] !== code[i][3]), 'every line in other words');
    await page.click('[data-testid=code-view]');
    assert.deepEqual(await lines(), code);
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
    for (const query of ['?p=knight&rows=5&cols=5', '?p=queens&n=8', '?p=maze&rows=8&cols=8&seed=4',
      '?p=knight&rows=8&cols=8&compare=backtracking', '?p=queens&n=8&compare=brute-force']) {
      await page.goto(server.url + query);
      await page.waitForSelector('[data-testid=run-state]');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      assert.equal(overflow, 0, `${query}: nothing wider than the screen`);
    }
    assert.deepEqual(page.errors, []);
  } finally {
    await phone.close();
  }
});

/** The first column of row `k` (from `from`) that no queen on `queens` attacks, or null. */
function firstSafe(queens, k, n, from = 0) {
  for (let c = from; c < n; c++) {
    if (queens.every(([r, q]) => q !== c && Math.abs(q - c) !== Math.abs(r - k))) return c;
  }
  return null;
}

const placedQueens = (page) => page.$$eval('[data-testid=square][data-queen=true]',
  (squares) => squares.map((s) => [Number(s.dataset.row), Number(s.dataset.col)]));

test('practice on n = 5 queens answered right all the way reaches the solution with a full score', () =>
  withPage('practice-queens', '?p=queens&n=5&mode=first&practice=1', async (page) => {
    for (let asked = 1; asked <= 5; asked++) {
      await page.waitForSelector('[data-testid=practice-prompt][data-kind=place]');
      const queens = await placedQueens(page);
      const col = firstSafe(queens, queens.length, 5);
      await page.click(`[data-testid=square][data-row="${queens.length}"][data-col="${col}"]`);
      await page.waitForSelector(`[data-testid=practice-score][data-asked="${asked}"]`);
      assert.equal(await page.getAttribute('[data-testid=practice-feedback]', 'data-correct'), 'true');
    }
    await page.waitForSelector('[data-testid=run-state][data-state=finished]');
    assert.deepEqual(await placedQueens(page), [[0, 0], [1, 2], [2, 4], [3, 1], [4, 3]]);
    assert.equal(await page.getAttribute('[data-testid=practice-score]', 'data-correct'), '5');
    assert.match(await page.textContent('[data-testid=practice-summary]'), /5 of 5 right \(100%\)/);
  }));

test('a wrong answer is explained with the board marked, the right one shown, and step back works', () =>
  withPage('practice-wrong', '?p=queens&n=5&mode=first&practice=1', async (page) => {
    await page.waitForSelector('[data-testid=practice-prompt][data-kind=place]');
    await page.click('[data-testid=square][data-row="0"][data-col="0"]');
    await page.waitForSelector('[data-testid=practice-prompt][data-kind=place]');
    // Queen 2 on column 2 shares a diagonal with queen 1.
    await page.click('[data-testid=square][data-row="1"][data-col="1"]');
    await page.waitForSelector('[data-testid=practice-feedback][data-correct=false]');
    assert.match(await page.textContent('[data-testid=practice-feedback]'), /diagonal with queen 1/);
    assert.equal(await page.getAttribute('.square.answer', 'data-col'), '2', 'the right square is shown');
    assert.equal(await page.getAttribute('.square.cited[data-col="0"]', 'data-row'), '0', 'the attacker is marked');
    const score = await page.$eval('[data-testid=practice-score]', (s) => [s.dataset.correct, s.dataset.asked]);
    assert.deepEqual(score, ['1', '2']);
    await page.click('[data-testid=practice-continue]');
    await page.waitForSelector('[data-testid=practice-prompt][data-kind=place]');
    assert.equal((await placedQueens(page)).length, 2, 'the search placed queen 2 where it goes');
    // Step back by hand: the practice stops stepping by itself and asks again where it was.
    const before = await page.textContent('[data-testid=status]');
    await page.click('[data-testid=step-back]');
    await page.waitForFunction((s) => document.querySelector('[data-testid=status]').textContent !== s, before);
    assert.equal((await placedQueens(page)).length, 1, 'step back takes queen 2 back');
  }));

test('the bounding-function drill asks safe or attacked, by buttons', () =>
  withPage('practice-safe', '?p=queens&n=4&mode=first&practice=1', async (page) => {
    await page.selectOption('[data-testid=practice-drill]', 'safe');
    for (let asked = 1; asked <= 4; asked++) {
      await page.waitForSelector('[data-testid=practice-prompt][data-kind=safe]');
      const queens = await placedQueens(page);
      const candidate = await page.$eval('[data-testid=square].candidate', (s) => [Number(s.dataset.row), Number(s.dataset.col)]);
      const attacker = queens.find(([r, c]) => c === candidate[1] || Math.abs(c - candidate[1]) === Math.abs(r - candidate[0]));
      const value = attacker ? String(attacker[0] + 1) : 'safe';
      await page.click(`[data-testid=practice-answer][data-value="${value}"]`);
      await page.waitForSelector(`[data-testid=practice-score][data-asked="${asked}"]`);
      assert.equal(await page.getAttribute('[data-testid=practice-feedback]', 'data-correct'), 'true', `question ${asked}`);
    }
  }));

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

/** Nodes of the whole n-queens backtracking tree (every solution): the root and every try. */
function treeNodes(n) {
  let nodes = 1;
  const x = [];
  const place = (k) => {
    for (let i = 0; i < n; i++) {
      nodes++;
      if (!x.slice(0, k).every((c, j) => c !== i && Math.abs(c - i) !== Math.abs(j - k))) continue;
      x[k] = i;
      if (k + 1 < n) place(k + 1);
    }
  };
  place(0);
  return nodes;
}

test('the growth chart measures n = 4 to 14 in a worker; its n = 4..8 points are the tree sizes', () =>
  withPage('growth', '?p=queens&n=6', async (page) => {
    await page.click('[data-testid=chart-start]');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=chart-point]').length === 11, null, { timeout: 60_000 });
    const points = await page.$$eval('[data-testid=chart-point]', (ps) => ps.map((p) => [Number(p.dataset.n), Number(p.dataset.value)]));
    assert.deepEqual(points.map(([n]) => n), [4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
    for (const [n, value] of points.filter(([n]) => n <= 8)) assert.equal(value, treeNodes(n), `n = ${n}`);
    for (let i = 1; i < points.length; i++) assert.ok(points[i][1] > points[i - 1][1], 'the tree grows with n');
    await page.focus('[data-testid=chart-point][data-n="8"]');
    assert.match(await page.textContent('[data-testid=chart-readout]'), /n = 8: nodes 15,721; nⁿ 16,777,216; n! 40,320\./);
    await page.click('.chart-table summary');
    assert.equal(await page.$$eval('.chart-table tbody tr', (rows) => rows.length), 11, 'the table behind the chart');
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

const sides = (page) => page.$$eval('[data-testid=compare-side]', (all) => all.map((s) => ({
  algo: s.dataset.algo,
  state: s.querySelector('[data-testid=run-state]').dataset.state,
  nodes: Number(s.querySelector('[data-testid=stat-nodes]').dataset.value),
  solutions: Number(s.querySelector('[data-testid=stat-solutions]').dataset.value),
})));

const bothFinished = (page) => page.waitForFunction(() => {
  const states = [...document.querySelectorAll('[data-testid=compare-side] [data-testid=run-state]')];
  return states.length === 2 && states.every((b) => b.dataset.state === 'finished');
}, null, { timeout: 60_000 });

test('compare: n-queens backtracking beside the brute force, one player, each side its own count', () =>
  withPage('compare-queens', '?p=queens&n=6&mode=all&compare=brute-force&speed=max', async (page) => {
    await page.waitForSelector('[data-testid=compare-side][data-algo=brute-force]');
    const before = await page.textContent('[data-testid=status]');
    await page.click('[data-testid=step]');
    await page.waitForFunction(() => [...document.querySelectorAll('[data-testid=compare-side] [data-testid=stat-nodes]')]
      .every((n) => n.dataset.value === '1'));
    assert.equal(await page.textContent('[data-testid=status]'), before, 'one step moves both sides by one event');
    await page.click('[data-testid=play]');
    await bothFinished(page);
    const placements = [0, 1, 2, 3, 4, 5, 6].reduce((sum, k) => sum + 6 ** k, 0);
    assert.deepEqual(await sides(page), [
      { algo: 'backtracking', state: 'finished', nodes: treeNodes(6), solutions: 4 },
      { algo: 'brute-force', state: 'finished', nodes: placements, solutions: 4 },
    ]);
  }));

/** Each side's code listing: its search (`data-algo`), its title and the event of its highlighted line. */
const sideCode = (page) => page.$$eval('[data-testid=side-code]', (all) => all.map((s) => ({
  algo: s.dataset.algo,
  title: s.querySelector('h2').textContent,
  event: s.querySelector('[data-testid=code-line][data-active=true]')?.dataset.event ?? null,
  code: s.querySelector('.code').textContent,
})));

test('compare: one code panel follows each side on its own line', () =>
  withPage('compare-code', '?p=queens&n=4&mode=all&compare=brute-force', async (page) => {
    await page.waitForSelector('[data-testid=side-code][data-algo=brute-force]');
    assert.equal(await page.locator('.compared-code').count(), 1, 'one code panel');
    // Root, queen 1 in column 1 (tried, placed), queen 2 in column 1 (tried): the sides agree.
    for (let i = 0; i < 4; i++) await page.click('[data-testid=step]');
    await page.waitForFunction(() => [...document.querySelectorAll('[data-testid=compare-side] [data-testid=stat-nodes]')]
      .every((n) => n.dataset.value === '3'));
    assert.deepEqual((await sideCode(page)).map((s) => s.event), ['try', 'try']);
    // Then backtracking's bounding function kills it, while the brute force places it.
    await page.click('[data-testid=step]');
    await page.waitForFunction(() => document.querySelector('[data-testid=side-code][data-algo=brute-force] [data-active=true]')?.dataset.event === 'advance');
    const [backtracking, brute] = await sideCode(page);
    assert.deepEqual([backtracking.algo, backtracking.event], ['backtracking', 'reject']);
    assert.match(backtracking.code, /PLACE\(k, i\)/);
    assert.deepEqual([brute.algo, brute.title, brute.event], ['brute-force', 'Brute force', 'advance']);
    assert.match(brute.code, /VALID\(x\[1\.\.n\]\)/);
    assert.doesNotMatch(brute.code, /PLACE/);
    // Its first complete board, four queens in column 1 (queens 3 and 4 tried and placed,
    // the last one tried), fails the test and says why.
    for (let i = 0; i < 4; i++) await page.click('[data-testid=step]');
    await page.waitForFunction(() => document.querySelector('[data-testid=side-code][data-algo=brute-force] [data-active=true]')?.dataset.event === 'reject');
    assert.match(await page.textContent('[data-testid=side-code][data-algo=brute-force] .variables'), /VALID\(x\[1\.\.n\]\)\s*false: queens 1 and 2 attack each other/);
  }));

test('compare: breadth-first search\'s code shows how it ended', () =>
  withPage('compare-bfs-code', '?p=labyrinth&compare=bfs', async (page) => {
    await page.waitForSelector('[data-testid=side-code][data-algo=bfs]');
    await page.click('[data-testid=step]');
    await page.waitForFunction(() => document.querySelector('[data-testid=side-code][data-algo=bfs] [data-active=true]')?.dataset.event === 'solution');
    const [backtracking, bfs] = await sideCode(page);
    assert.deepEqual([backtracking.algo, bfs.algo], ['backtracking', 'bfs']);
    assert.match(bfs.code, /queue/);
    assert.match(await page.textContent('[data-testid=side-code][data-algo=bfs] .variables'), /expanded\s*\d+\s*steps\s*\d+/);
  }));

test('compare: knight backtracking beside Warnsdorff from the same square', () =>
  withPage('compare-knight', '?p=knight&rows=5&cols=5&start=0,0&algo=backtracking&compare=warnsdorff&speed=max', async (page) => {
    await page.waitForSelector('[data-testid=compare-side][data-algo=warnsdorff]');
    await page.click('[data-testid=play]');
    await bothFinished(page);
    const tries = [...knight(5, 5, [0, 0])].filter(([e]) => e === 'try').length;
    const [backtracking, warnsdorff] = await sides(page);
    assert.deepEqual(backtracking, { algo: 'backtracking', state: 'finished', nodes: tries, solutions: 1 });
    assert.equal(warnsdorff.algo, 'warnsdorff');
    assert.equal(warnsdorff.solutions, 1, 'Warnsdorff finds a tour of 5 x 5 from the corner');
    assert.equal(warnsdorff.nodes, 25, 'one node per square, no backtracking');
    assert.match(page.url(), /compare=warnsdorff/);
  }));

/** The depth-first walk's decisions through a maze whose closed sides are `walls` ("r,c" →
 * letters of NESW): after each cell entered or backed into, the cell it enters next or "back". */
function walkDecisions(walls, rows, cols, start, finish) {
  const out = [];
  const seen = new Set();
  const steps = { N: [-1, 0], E: [0, 1], S: [1, 0], W: [0, -1] };
  const visit = ([r, c]) => {
    seen.add(`${r},${c}`);
    if (r === finish[0] && c === finish[1]) return true;
    for (const d of 'NESW') {
      const [nr, nc] = [r + steps[d][0], c + steps[d][1]];
      if (walls[`${r},${c}`].includes(d) || nr < 0 || nc < 0 || nr >= rows || nc >= cols || seen.has(`${nr},${nc}`)) continue;
      out.push([nr, nc]);
      if (visit([nr, nc])) return true;
    }
    out.push('back');
    return false;
  };
  visit(start);
  return out;
}

test('practice on the maze solve: answering which way next right all the way reaches the finish', () =>
  withPage('practice-maze', '?p=maze&rows=6&cols=6&seed=5&show=1&speed=2000&practice=1', async (page) => {
    await page.waitForSelector('[data-testid=practice-prompt][data-kind=next]', { timeout: 20_000 });
    const maze = await page.$eval('[data-testid=maze]', (m) => ({ start: m.dataset.start, finish: m.dataset.finish }));
    const walls = Object.fromEntries(await page.$$eval('[data-testid=cell]', (cells) => cells.map((c) => [`${c.dataset.row},${c.dataset.col}`, c.dataset.walls ?? ''])));
    const decisions = walkDecisions(walls, 6, 6, maze.start.split(',').map(Number), maze.finish.split(',').map(Number));
    for (const [i, decision] of decisions.entries()) {
      await page.waitForSelector('[data-testid=practice-prompt][data-kind=next]');
      if (decision === 'back') await page.click('[data-testid=practice-answer][data-value=back]');
      else await page.click(`[data-testid=cell][data-row="${decision[0]}"][data-col="${decision[1]}"]`);
      await page.waitForSelector(`[data-testid=practice-score][data-asked="${i + 1}"]`);
      assert.equal(await page.getAttribute('[data-testid=practice-feedback]', 'data-correct'), 'true', `decision ${i + 1}: ${decision}`);
    }
    // The walk reached the finish: the show ends, the puzzle is played, and the summary stays.
    await page.waitForSelector('[data-testid=game-state][data-state=playing]', { timeout: 20_000 });
    assert.match(await page.textContent('[data-testid=practice-summary]'), new RegExp(`${decisions.length} of ${decisions.length} right`));
  }));

test('compare: run=1 plays both sides on load', () =>
  withPage('compare-run', '?p=queens&n=5&mode=all&compare=brute-force&speed=max&run=1', async (page) => {
    await bothFinished(page);
    assert.deepEqual((await sides(page)).map((s) => s.solutions), [10, 10]);
  }));
