// End-to-end tests of the labyrinth (maze search) page: the release build served under /runut/ in
// Chromium. Expected numbers are computed here, by a search written in this file.
import { before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { test, timedTest, serve, launch, waitForState, stat, pageTester, sideCode } from './harness.mjs';

const artifacts = new URL('./artifacts/', import.meta.url).pathname;

let server;
let context;
before(async () => { server = await serve(); context = await launch(); });
after(async () => { await context?.close(); server?.close(); });

const withPage = pageTester(() => context, () => server, 'labyrinth');

const parseCells = (text) => text.trim().split(/\s+/).filter(Boolean).map((p) => p.split(',').map(Number));

/** Every simple path from start to goal on a rows × cols grid with `walls` ("r,c" strings). */
function countPaths(rows, cols, walls, start, goal) {
  const blocked = new Set(walls);
  const seen = new Set([String(start)]);
  const walk = ([r, c]) => {
    if (r === goal[0] && c === goal[1]) return 1;
    let total = 0;
    for (const [dr, dc] of [[0, 1], [1, 0], [0, -1], [-1, 0]]) {
      const next = [r + dr, c + dc];
      const key = String(next);
      if (next[0] < 0 || next[1] < 0 || next[0] >= rows || next[1] >= cols || blocked.has(key) || seen.has(key)) continue;
      seen.add(key);
      total += walk(next);
      seen.delete(key);
    }
    return total;
  };
  return walk(start);
}

/** The steps of a shortest path from start to goal, by breadth-first search written here. */
function shortest(rows, cols, walls, start, goal) {
  const blocked = new Set(walls);
  let frontier = [start];
  const seen = new Set([String(start)]);
  for (let steps = 0; frontier.length; steps++) {
    if (frontier.some(([r, c]) => r === goal[0] && c === goal[1])) return steps;
    const next = [];
    for (const [r, c] of frontier) {
      for (const [dr, dc] of [[0, 1], [1, 0], [0, -1], [-1, 0]]) {
        const cell = [r + dr, c + dc];
        const key = String(cell);
        if (cell[0] < 0 || cell[1] < 0 || cell[0] >= rows || cell[1] >= cols || blocked.has(key) || seen.has(key)) continue;
        seen.add(key);
        next.push(cell);
      }
    }
    frontier = next;
  }
  return null;
}

const LINK = 'rows=4&cols=5&walls=0,1;1,1;1,3;2,3;3,1&start=0,0&goal=3,4&order=ESWN';
const WALLS = ['0,1', '1,1', '1,3', '2,3', '3,1'];

test('the first path at max speed goes from start to goal through open, adjacent cells', () =>
  withPage('first', `?p=labyrinth&${LINK}&mode=first&run=1&speed=max`, async (page) => {
    await waitForState(page, 'finished');
    assert.equal(await stat(page, 'solutions'), 1);
    const path = parseCells(await page.getAttribute('[data-testid=grid]', 'data-path'));
    assert.deepEqual(path[0], [0, 0]);
    assert.deepEqual(path.at(-1), [3, 4]);
    for (let i = 1; i < path.length; i++) {
      const step = Math.abs(path[i][0] - path[i - 1][0]) + Math.abs(path[i][1] - path[i - 1][1]);
      assert.equal(step, 1, `step ${i} moves to a neighbour`);
      assert.ok(!WALLS.includes(String(path[i])), `step ${i} is open`);
    }
    assert.equal(new Set(path.map(String)).size, path.length, 'no cell twice');
    const steps = await page.$$eval('[data-testid=cell][data-step]', (cells) => cells.map((c) => Number(c.dataset.step)).sort((a, b) => a - b));
    assert.deepEqual(steps, path.map((_, i) => i), 'each path cell shows its step');
    const dirs = await page.$$eval('[data-testid=tree-node][data-dir]', (nodes) => nodes.map((n) => n.dataset.dir));
    assert.ok(dirs.length > 0 && dirs.every((d) => 'ESWN'.includes(d)));
  }));

test('all paths: the count equals every simple path from start to goal', () =>
  withPage('all', `?p=labyrinth&${LINK}&mode=all&run=1&speed=max`, async (page) => {
    await waitForState(page, 'finished');
    assert.equal(await stat(page, 'solutions'), countPaths(4, 5, WALLS, [0, 0], [3, 4]));
  }));

test('the link reproduces the labyrinth and a click builds a wall', () =>
  withPage('walls', `?p=labyrinth&${LINK}`, async (page) => {
    assert.equal(await page.getAttribute('[data-testid=grid]', 'data-rows'), '4');
    assert.equal(await page.getAttribute('[data-testid=grid]', 'data-cols'), '5');
    const walls = await page.$$eval('[data-testid=cell][data-wall=true]', (cells) => cells.map((c) => `${c.dataset.row},${c.dataset.col}`).sort());
    assert.deepEqual(walls, [...WALLS].sort());
    await page.click('[data-testid=cell][data-row="2"][data-col="0"]');
    await page.waitForSelector('[data-testid=cell][data-row="2"][data-col="0"][data-wall=true]');
    await page.waitForFunction(() => /walls=[^&]*2(,|%2C)0/.test(location.search));
  }));

test('a bad link gives notices and a usable labyrinth', () =>
  withPage('bad', '?p=labyrinth&rows=99&cols=abc&order=XX&start=9,9&mode=sometimes', async (page) => {
    const notice = await page.textContent('[data-testid=notice]');
    for (const bad of ['99', 'abc', 'XX', 'sometimes']) assert.ok(notice.includes(bad), `${bad} is named`);
    const rows = Number(await page.getAttribute('[data-testid=grid]', 'data-rows'));
    assert.ok(rows >= 2 && rows <= 20);
    await page.click('[data-testid=play]');
    await waitForState(page, ['running', 'finished']);
  }));

timedTest('counting every path of an open labyrinth can be stopped at once', () =>
  withPage('stop', '?p=labyrinth&rows=7&cols=7&walls=&start=0,0&goal=6,6&mode=all&run=1&speed=max', async (page) => {
    await waitForState(page, 'running');
    await page.waitForTimeout(500);
    const started = Date.now();
    await page.click('[data-testid=stop]');
    await waitForState(page, 'stopped', 5_000);
    assert.ok(Date.now() - started < 2_000, 'stopped within two seconds');
    assert.ok(await stat(page, 'nodes') > 0);
  }));

test('compare puts depth-first backtracking beside breadth-first search', () =>
  withPage('compare', `?p=labyrinth&${LINK}&compare=bfs&run=1&speed=max`, async (page) => {
    await page.waitForFunction(() => [...document.querySelectorAll('[data-testid=compare-side] [data-testid=run-state]')].length === 2);
    const sides = await page.$$eval('[data-testid=compare-side]', (all) => all.map((s) => s.dataset.algo));
    assert.equal(sides.length, 2, `${sides}`);
    // Breadth-first search's side draws its tree: every cell it reached, numbered in the order
    // reached, one level per step from the start, the goal at the shortest path's length.
    const bfs = page.locator('[data-testid=compare-side][data-algo=bfs]');
    await bfs.locator('[data-testid=tree-node]').first().waitFor();
    const drawn = await bfs.locator('[data-testid=tree-node]').evaluateAll((all) => all.map((n) => ({
      node: Number(n.dataset.node), depth: Number(n.dataset.depth), parent: Number(n.dataset.parent || 0),
    })));
    assert.equal(drawn.length, Number(await bfs.locator('[data-testid=stat-nodes]').getAttribute('data-value')));
    const byNumber = new Map(drawn.map((n) => [n.node, n]));
    for (const n of drawn) {
      if (n.node === 1) { assert.equal(n.depth, 0); continue; }
      assert.ok(n.parent < n.node, `node ${n.node} comes after its parent ${n.parent}`);
      assert.equal(n.depth, byNumber.get(n.parent).depth + 1);
    }
    const depths = drawn.sort((a, b) => a.node - b.node).map((n) => n.depth);
    assert.deepEqual(depths, [...depths].sort((a, b) => a - b), 'generation order goes level by level');
    const goal = await bfs.locator('[data-testid=tree-node][data-state=solution]').getAttribute('data-depth');
    assert.equal(Number(goal), shortest(4, 5, WALLS, [0, 0], [3, 4]));
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

/** The relative luminance (WCAG) of a computed `rgb(…)` colour. */
function luminance(rgb) {
  const [r, g, b] = rgb.match(/[\d.]+/g).slice(0, 3).map((v) => {
    const c = Number(v) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

for (const scheme of ['light', 'dark']) {
  test(`${scheme} theme: walls are the dark cells, open cells light, in the grid and its legend`, async () => {
    const themed = await launch({ colorScheme: scheme, viewport: { width: 1280, height: 800 } });
    const page = await themed.newPage();
    try {
      await page.goto(`${server.url}?p=labyrinth&${LINK}`);
      await page.waitForSelector('main[data-drawn=whole] [data-testid=grid]');
      const colours = await page.evaluate(() => {
        const bg = (selector) => getComputedStyle(document.querySelector(selector)).backgroundColor;
        return {
          wall: bg('[data-testid=cell][data-wall=true]'),
          open: bg('[data-testid=cell][data-row="3"][data-col="2"]'),
          key: bg('.legend .key.wall'),
        };
      });
      const [wall, open, key] = [colours.wall, colours.open, colours.key].map(luminance);
      // WCAG's contrast ratio between the two: walls stand out as the dark thing.
      const contrast = (open + 0.05) / (wall + 0.05);
      assert.ok(contrast >= 3, `${scheme}: open ${colours.open} against wall ${colours.wall}: ${contrast.toFixed(2)}`);
      assert.ok(key <= wall + 0.01, `${scheme}: the legend's wall key is as dark as a wall: ${colours.key}`);
      mkdirSync(artifacts, { recursive: true });
      await page.screenshot({ path: `${artifacts}labyrinth-${scheme}.png` });
    } finally {
      await themed.close();
    }
  });
}
