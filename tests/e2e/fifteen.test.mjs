// End-to-end tests of the 15-puzzle page: the release build served under /runut/ in Chromium.
// The reachability figures and the least-cost search are computed here, in JavaScript, apart
// from the app: KURANG(i) as the course defines it, and the search with a plain sorted list.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { serve, launch, waitForState, stat, pageTester, bothSidesFinished, compareSides, nextENodeAsked } from './harness.mjs';

let server;
let context;
before(async () => { server = await serve(); context = await launch(); });
after(async () => { await context?.close(); server?.close(); });

const withPage = pageTester(() => context, () => server, 'fifteen');

const COURSE = [1, 2, 3, 4, 5, 6, 0, 8, 9, 10, 7, 11, 13, 14, 15, 12];
const MOVES = ['up', 'right', 'down', 'left'];
/** A shuffled position whose answer is long and whose tree is too large to draw whole. */
const LONG = 'shuffle=30&seed=5';

/** KURANG(i) of every tile (the blank counted as n²), X and the sum. */
function kurang(tiles) {
  const n = tiles.length;
  const side = Math.sqrt(n);
  const values = tiles.map((t) => (t === 0 ? n : t));
  const k = {};
  values.forEach((v, i) => { k[v] = values.slice(i + 1).filter((w) => w < v).length; });
  const blank = tiles.indexOf(0);
  const x = (Math.floor(blank / side) + (blank % side)) % 2;
  return { k, x, sum: Object.values(k).reduce((a, b) => a + b, 0) + x };
}

/** Least-cost search as the course runs it: [nodes generated, the answer's moves]. */
function lcSearch(start) {
  const n = start.length;
  const side = Math.sqrt(n);
  const misplaced = (t) => t.filter((v, i) => v !== 0 && v !== i + 1).length;
  const nodes = [{ tiles: start, depth: 0, came: -1, parent: 0, move: -1 }];
  const live = [{ id: 1, cost: misplaced(start) }];
  const goal = (t) => t.every((v, i) => v === (i + 1) % n);
  while (live.length) {
    live.sort((a, b) => a.cost - b.cost || a.id - b.id);
    const e = live.shift();
    const node = nodes[e.id - 1];
    const blank = node.tiles.indexOf(0);
    const [r, c] = [Math.floor(blank / side), blank % side];
    for (let m = 0; m < 4; m++) {
      if (node.came >= 0 && (node.came + 2) % 4 === m) continue;
      const [dr, dc] = [[-1, 0], [0, 1], [1, 0], [0, -1]][m];
      const [nr, nc] = [r + dr, c + dc];
      if (nr < 0 || nc < 0 || nr >= side || nc >= side) continue;
      const tiles = [...node.tiles];
      [tiles[blank], tiles[nr * side + nc]] = [tiles[nr * side + nc], tiles[blank]];
      nodes.push({ tiles, depth: node.depth + 1, came: m, parent: e.id, move: m });
      const id = nodes.length;
      if (goal(tiles)) {
        const moves = [];
        for (let at = id; nodes[at - 1].parent; at = nodes[at - 1].parent) moves.unshift(MOVES[nodes[at - 1].move]);
        return [id, moves];
      }
      live.push({ id, cost: node.depth + 1 + misplaced(tiles) });
    }
  }
  return [nodes.length, null];
}

test('the course example: Σ KURANG(i) + X = 16, 10 nodes, the answer at node 10 by down, right, down', () =>
  withPage('course', '?p=fifteen&run=1&speed=max', async (page) => {
    const want = kurang(COURSE);
    assert.equal(want.sum, 16);
    for (let tile = 1; tile <= 16; tile++) {
      const shown = await page.getAttribute(`[data-testid=kurang][data-tile="${tile}"]`, 'data-value');
      assert.equal(Number(shown), want.k[tile], `KURANG(${tile})`);
    }
    assert.equal(await page.getAttribute('[data-testid=kurang-x]', 'data-value'), String(want.x));
    assert.equal(await page.getAttribute('[data-testid=kurang-sum]', 'data-value'), '16');
    assert.equal(await page.getAttribute('[data-testid=reachable]', 'data-value'), 'true');
    await waitForState(page, 'finished');
    const [nodes, moves] = lcSearch(COURSE);
    assert.equal(await stat(page, 'nodes'), nodes);
    assert.equal(nodes, 10);
    assert.deepEqual(moves, ['down', 'right', 'down']);
    assert.equal(await page.getAttribute('[data-testid=puzzle]', 'data-moves'), moves.join(','));
    assert.equal(await page.getAttribute('[data-testid=tree-node][data-node="10"]', 'data-state'), 'solution');
  }));

test('a position 42 moves from the goal, 7.5 million nodes deep, is solved at max speed as the C reference solves it', async () => {
  const data = readFileSync(new URL('../data/fifteen-lc.txt', import.meta.url), 'utf8');
  const [estimate, tiles, generated, moves] = data.split('\n').find((l) => l && !l.startsWith('#')).split('\t');
  await withPage('far', `?p=fifteen&tiles=${tiles}&cost=${estimate}&speed=max`, async (page) => {
    await page.click('[data-testid=play]');
    await waitForState(page, ['finished', 'stopped', 'failed'], 180_000);
    assert.equal(await page.getAttribute('[data-testid=run-state]', 'data-state'), 'finished', 'not stopped at a node limit');
    assert.equal(await stat(page, 'nodes'), Number(generated));
    assert.equal(await page.getAttribute('[data-testid=puzzle]', 'data-moves'), moves.split(' ').join(','));
    // The moves reach the goal, replayed here on the tiles.
    const board = tiles.split(',').map(Number);
    for (const move of moves.split(' ')) {
      const blank = board.indexOf(0);
      const to = blank + { up: -4, down: 4, left: -1, right: 1 }[move];
      [board[blank], board[to]] = [board[to], board[blank]];
    }
    assert.deepEqual(board, [...Array(15).keys()].map((k) => k + 1).concat(0));
  });
});

test('a long answer leaves the board where it was and as large, its moves under the board, not above it', () =>
  withPage('long-answer', `?p=fifteen&${LONG}&speed=max`, async (page) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const box = () => page.locator('[data-testid=puzzle]').boundingBox();
    const before = await box();
    assert.equal(await page.textContent('[data-testid=stat-depth]'), '—', 'the figure is there before the answer');
    await page.click('[data-testid=play]');
    await waitForState(page, 'finished', 60_000);
    const depth = Number(await page.getAttribute('[data-testid=stat-depth]', 'data-value'));
    assert.ok(depth > 10, `a long answer: ${depth} moves`);
    const after = await box();
    for (const key of ['x', 'y', 'width', 'height']) assert.ok(Math.abs(after[key] - before[key]) < 1, `${key}: ${before[key]} then ${after[key]}`);
    assert.doesNotMatch(await page.textContent('[data-testid=status]'), /up|down|left|right/);
    const moves = (await page.textContent('[data-testid=answer-depth]')).match(/\b(up|down|left|right)\b/g);
    assert.equal(moves.length, depth);
  }));

test('a large tree is explored a node at a time: the children left out open with a click and close with Enter', () =>
  withPage('explore', `?p=fifteen&${LONG}&speed=max&run=1`, async (page) => {
    await waitForState(page, 'finished', 60_000);
    assert.ok(await stat(page, 'nodes') > 1000, 'a tree too large to draw whole');
    const closed = page.locator('[data-testid=tree-node][aria-expanded=false]').first();
    const node = await closed.getAttribute('data-node');
    const left = Number((await closed.locator('.summary').textContent()).replace('+', ''));
    const children = () => page.locator(`[data-testid=tree-node][data-parent="${node}"]`).count();
    const drawn = await children();
    await closed.click();
    const opened = page.locator(`[data-testid=tree-node][data-node="${node}"]`);
    assert.equal(await opened.getAttribute('aria-expanded'), 'true');
    assert.equal(await children(), drawn + left, 'every child drawn');
    assert.equal(await opened.locator('.summary').count(), 0, 'none left out');
    await opened.focus();
    await page.keyboard.press('Enter');
    assert.equal(await opened.getAttribute('aria-expanded'), 'false');
    assert.equal(await children(), drawn);
  }));

test('an unreachable position says so with its odd sum, and no search runs', () =>
  withPage('unreachable', '?p=fifteen&tiles=1,2,3,4,5,6,7,8,9,10,11,12,13,15,14,0', async (page) => {
    assert.equal(await page.getAttribute('[data-testid=reachable]', 'data-value'), 'false');
    const sum = Number(await page.getAttribute('[data-testid=kurang-sum]', 'data-value'));
    assert.equal(sum % 2, 1);
    assert.match(await page.textContent('[data-testid=status]'), /odd/);
    await page.click('[data-testid=play]');
    await waitForState(page, 'finished');
    assert.equal(await stat(page, 'nodes'), 0);
  }));

test('stepping shows the live list in the order it comes up, each node with its cost', () =>
  withPage('live', '?p=fifteen', async (page) => {
    for (let i = 0; i < 6; i++) await page.click('[data-testid=step]');
    // Node 1 (the first step shows the root), expand 1, nodes 2–5: four children of the root, all live.
    const items = await page.$$eval('[data-testid=live-list] li', (els) => els.map((e) => [Number(e.dataset.node), Number(e.dataset.cost)]));
    assert.equal(items.length, 4);
    const sorted = [...items].sort((a, b) => a[1] - b[1] || a[0] - b[0]);
    assert.deepEqual(items, sorted, 'least cost first, ties to the older');
    const live = await page.$$eval('[data-testid=tree-node][data-state=live]', (els) => els.length);
    assert.equal(live, 4);
    for (let i = 0; i < 3; i++) await page.click('[data-testid=step-back]');
    assert.equal(await stat(page, 'nodes'), 2);
  }));

test('tiles slide by hand, with a move counter and undo; a tile away from the blank says why not', () =>
  withPage('play', '?p=fifteen', async (page) => {
    await page.click('[data-testid=tile][data-tile="7"]');
    assert.equal(await page.getAttribute('[data-testid=puzzle]', 'data-tiles'), '1,2,3,4,5,6,7,8,9,10,0,11,13,14,15,12');
    assert.equal(await page.getAttribute('[data-testid=hand-moves]', 'data-value'), '1');
    await page.click('[data-testid=tile][data-tile="1"]');
    await page.waitForSelector('[data-testid=notice]');
    await page.click('[data-testid=undo]');
    assert.equal(await page.getAttribute('[data-testid=puzzle]', 'data-tiles'), COURSE.join(','));
    await page.focus('[data-testid=puzzle]');
    await page.keyboard.press('ArrowUp');
    assert.equal(await page.getAttribute('[data-testid=puzzle]', 'data-tiles'), '1,2,3,4,5,6,7,8,9,10,0,11,13,14,15,12');
  }));

test('a start solved by hand is searched from where the hand began, and its answer set beside the hand\'s', () =>
  withPage('by-hand', '?p=fifteen&speed=max', async (page) => {
    // Tile 6 out and back (a detour), then 7, 11 and 12: five moves to the goal.
    for (const tile of [6, 6, 7, 11, 12]) await page.click(`[data-testid=tile][data-tile="${tile}"]`);
    assert.match(await page.textContent('[data-testid=status]'), /Solved by hand in 5 moves/);
    await page.click('[data-testid=search-hand-start]');
    assert.equal(await page.getAttribute('[data-testid=puzzle]', 'data-tiles'), COURSE.join(','));
    await page.click('[data-testid=play]');
    await waitForState(page, 'finished');
    assert.match(await page.textContent('[data-testid=status]'), /Your hand took 5 moves; the search's answer takes 3, the fewest there are\./);
  }));

test('bad tiles get a clear notice and the default start', () =>
  withPage('bad', '?p=fifteen&tiles=1,1,2,3,4,5,6,7,8', async (page) => {
    assert.match(await page.textContent('[data-testid=notice]'), /twice/);
    assert.equal(await page.getAttribute('[data-testid=puzzle]', 'data-tiles'), COURSE.join(','));
  }));

test('practice: which live node is expanded next, answered in the live list, graded, nothing giving it away', () =>
  withPage('practice', '?p=fifteen&practice=1', async (page) => {
    const next = await nextENodeAsked(page);
    // A wrong pick first (the list's head, by number, when it is not the answer) is explained.
    const head = await page.getAttribute('[data-testid=live-list] li >> nth=0', 'data-node');
    const pick = Number(head) === next ? next : Number(head);
    await page.click(`[data-testid=live-list] li[data-node="${pick}"] button`);
    const feedback = await page.waitForSelector('[data-testid=practice-feedback]');
    assert.equal(await feedback.getAttribute('data-correct'), String(pick === next));
    assert.match(await feedback.textContent(), new RegExp(`node ${next}\\b`, "i"));
  }));

test('compare: least cost beside FIFO under one player, FIFO generating more nodes', () =>
  withPage('compare', '?p=fifteen&compare=fifo&speed=max&run=1', async (page) => {
    await bothSidesFinished(page);
    const [lc, fifo] = await compareSides(page);
    assert.deepEqual([lc.algo, fifo.algo], ['lc', 'fifo']);
    assert.equal(lc.nodes, 10);
    assert.ok(fifo.nodes > lc.nodes, `FIFO ${fifo.nodes} > LC ${lc.nodes}`);
  }));
