// End-to-end tests of the n-queens page: the release build served under /runut/ in Chromium.
// Learn mode's expected events and tree sizes come from the backtracking written here.
import { before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  test, timedTest, serve, launch, waitForState, stat, testData, pageTester, stepThrough, compareSides, bothSidesFinished, sideCode,
} from './harness.mjs';

let server;
let context;
before(async () => { server = await serve(); context = await launch(); });
after(async () => { await context?.close(); server?.close(); });

const withPage = pageTester(() => context, () => server, 'queens');

/** n -> [all, unique] from tests/data/queens.csv. */
function groundTruth() {
  const rows = testData('queens.csv').split('\n')
    .filter((l) => /^\d/.test(l)).map((l) => l.split(',').map(Number));
  return new Map(rows.map(([n, all, unique]) => [n, [all, unique]]));
}

const queensColumns = (page) => page.$$eval('[data-queen=true]', (cells) =>
  cells.map((c) => [Number(c.dataset.row), Number(c.dataset.col)]).sort((a, b) => a[0] - b[0]).map(([, c]) => c + 1));

const dataValue = async (page, testid) => Number(await page.getAttribute(`[data-testid=${testid}]`, 'data-value'));

test('n = 5, first solution at max speed: columns (1,3,5,2,4) and solution node 16', () =>
  withPage('five', '?p=queens&n=5&mode=first&run=1&speed=max', async (page) => {
    await waitForState(page, 'finished');
    assert.deepEqual(await queensColumns(page), [1, 3, 5, 2, 4]);
    const solution = await page.$$eval('[data-testid=tree-node][data-state=solution]', (ns) => ns.map((n) => n.dataset.node));
    assert.deepEqual(solution, ['16']);
    // The path of the paper: 1-2-5-10-12-16, one node per depth, with the columns tried.
    for (const [depth, node, col] of [[0, 1, null], [1, 2, 0], [2, 5, 2], [3, 10, 4], [4, 12, 1], [5, 16, 3]]) {
      const el = page.locator(`[data-testid=tree-node][data-node="${node}"]`);
      assert.equal(await el.getAttribute('data-depth'), String(depth));
      assert.equal(await el.getAttribute('data-col'), col === null ? null : String(col));
    }
    assert.equal(await page.locator('[data-testid=tree-node][data-state=dead]').count(), 10, 'nodes 3,4,6-9,11,13-15 were killed');
    assert.equal(await stat(page, 'nodes'), 16);
  }));

test('n = 8, all solutions: 92', () =>
  withPage('eight', '?p=queens&n=8&mode=all&run=1&speed=max', async (page) => {
    await waitForState(page, 'finished');
    assert.equal(await stat(page, 'solutions'), groundTruth().get(8)[0]);
    assert.match(await page.textContent('[data-testid=status]'), /All 92 solutions/);
  }));

test('stepping shows the queens, the squares they attack and why a square is rejected', () =>
  withPage('step', '?p=queens&n=4&mode=first', async (page) => {
    for (let i = 0; i < 3; i++) await page.click('[data-testid=step]');   // root, try (1,1), place it
    await page.waitForFunction(() => document.querySelectorAll('[data-queen=true]').length === 1);
    assert.equal(await page.locator('[data-attacked=true]').count(), 9, 'row, column and diagonal of a corner queen');
    await page.click('[data-testid=step]');   // try queen 2 in column 1
    await page.click('[data-testid=step]');   // rejected: column 1 is held by queen 1
    await page.waitForFunction(() => /Rejected/.test(document.querySelector('[data-testid=status]').textContent));
    assert.match(await page.textContent('[data-testid=status]'), /column 1 already holds queen 1/);
    await page.click('[data-testid=step-back]');
    assert.match(await page.textContent('[data-testid=status]'), /trying queen 2 in column 1/);
  }));

test('counting all solutions with every worker gives the totals and the distinct solutions', () =>
  withPage('count', '?p=queens&n=10', async (page) => {
    await page.click('[data-testid=count]');
    await waitForState(page, 'finished');
    const [all, unique] = groundTruth().get(10);
    assert.equal(await dataValue(page, 'count-total'), all);
    assert.equal(await dataValue(page, 'count-distinct'), unique);
  }));

timedTest('stopping a long count ends stopped within a second', () =>
  withPage('count-stop', '?p=queens&n=19', async (page) => {
    await page.click('[data-testid=count]');
    await waitForState(page, 'running');
    await page.waitForFunction(() => Number(document.querySelector('[data-testid=count-nodes]')?.dataset.value) > 0);
    const t0 = Date.now();
    await page.click('[data-testid=count-stop]');
    await waitForState(page, 'stopped', 1000);
    assert.ok(Date.now() - t0 < 1000);
    const nodes = await dataValue(page, 'count-nodes');
    await page.waitForTimeout(300);
    assert.equal(await dataValue(page, 'count-nodes'), nodes, 'nothing counts after stop');
  }));

test('a bad n gives a notice and a usable board', () =>
  withPage('bad-n', '?p=queens&n=abc&mode=sometimes', async (page) => {
    const notice = await page.textContent('[data-testid=notice]');
    assert.match(notice, /n=abc/);
    assert.match(notice, /mode=sometimes/);
    assert.equal(await page.getAttribute('[data-testid=board]', 'data-rows'), '8');
    await page.fill('[data-testid=n]', '6');
    await page.dispatchEvent('[data-testid=n]', 'change');
    await page.click('[data-testid=play]');
    await page.locator('[data-testid=speed]').fill('51');
    await waitForState(page, 'finished');
    assert.equal((await queensColumns(page)).length, 6);
  }));

test('paused at max speed, the page stands on the last event and steps back over the worker\'s tail', () =>
  withPage('pause-flat', '?p=queens&n=14&mode=all&speed=max', async (page) => {
    await page.click('[data-testid=play]');
    await page.waitForTimeout(400);
    await page.click('[data-testid=pause]');
    await page.waitForSelector('[data-testid=run-state][data-state=paused]:not([data-settling])');
    /** What the board, the figures, the code panel and the tree say now. */
    const view = () => page.evaluate(() => {
      const nodes = [...document.querySelectorAll('[data-testid=tree-node]')];
      const active = [...document.querySelectorAll('[data-testid=code-line][data-active=true]')];
      return {
        nodes: Number(document.querySelector('[data-testid=stat-nodes]').dataset.value),
        queens: document.querySelectorAll('[data-queen=true]').length,
        // A finished node is drawn with "+k", the nodes folded below it.
        highest: Math.max(...nodes.map((n) => Number(n.dataset.node)
          + Number((n.querySelector('.summary')?.textContent ?? '0').replace(/\D/g, '')))),
        onPath: nodes.filter((n) => n.classList.contains('on-path')).length,
        event: active.map((l) => l.dataset.event),
        frames: document.querySelectorAll('[data-testid=stack-frame]').length,
      };
    });
    let now = await view();
    assert.ok(now.nodes > 100_000, `the worker ran flat out (${now.nodes} nodes)`);
    for (let back = 0; back <= 30; back++) {
      // The highest node drawn is the last generated; the tree's path is the board's queens
      // (and the root); the code panel shows the one line of the last event.
      assert.equal(now.highest, now.nodes, `step back ${back}: the tree is numbered (and folded) to the last node`);
      assert.equal(now.onPath, now.queens + 1, `step back ${back}: the tree's path holds the queens`);
      assert.equal(now.event.length, 1, `step back ${back}: one line highlighted`);
      assert.ok(['try', 'reject', 'advance', 'retreat', 'solution'].includes(now.event[0]), now.event[0]);
      assert.ok(now.frames >= now.queens, `step back ${back}: the stack holds the queens' calls`);
      const before = now;
      const status = await page.textContent('[data-testid=status]');
      await page.click('[data-testid=step-back]');
      await page.waitForFunction((s) => document.querySelector('[data-testid=status]').textContent !== s, status);
      now = await view();
      assert.ok(now.nodes <= before.nodes, 'stepping back never adds a node');
    }
    assert.equal(await page.getAttribute('[data-testid=run-state]', 'data-state'), 'paused');
  }));

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

test('stepping n = 5 queens highlights the line of every event, forwards and back', () =>
  withPage('learn-step', '?p=queens&n=5&mode=first', async (page) => {
    const events = [...queens(5)];
    assert.equal(events.at(-1)[0], 'solution');
    await stepThrough(page, events, events.length);
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

test('compare: n-queens backtracking beside the brute force, one player, each side its own count', () =>
  withPage('compare-queens', '?p=queens&n=6&mode=all&compare=brute-force&speed=max', async (page) => {
    await page.waitForSelector('[data-testid=compare-side][data-algo=brute-force]');
    const before = await page.textContent('[data-testid=status]');
    await page.click('[data-testid=step]');
    await page.waitForFunction(() => [...document.querySelectorAll('[data-testid=compare-side] [data-testid=stat-nodes]')]
      .every((n) => n.dataset.value === '1'));
    assert.equal(await page.textContent('[data-testid=status]'), before, 'one step moves both sides by one event');
    await page.click('[data-testid=play]');
    await bothSidesFinished(page);
    const placements = [0, 1, 2, 3, 4, 5, 6].reduce((sum, k) => sum + 6 ** k, 0);
    assert.deepEqual(await compareSides(page), [
      { algo: 'backtracking', state: 'finished', nodes: treeNodes(6), solutions: 4 },
      { algo: 'brute-force', state: 'finished', nodes: placements, solutions: 4 },
    ]);
  }));

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

test('compare: run=1 plays both sides on load', () =>
  withPage('compare-run', '?p=queens&n=5&mode=all&compare=brute-force&speed=max&run=1', async (page) => {
    await bothSidesFinished(page);
    assert.deepEqual((await compareSides(page)).map((s) => s.solutions), [10, 10]);
  }));
