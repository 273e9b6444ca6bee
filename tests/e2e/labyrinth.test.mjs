// End-to-end tests of the labyrinth (maze search) page: the release build served under /runut/ in
// Chromium. Expected numbers are computed here, by a search written in this file.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, waitForState, stat, pageTester, sideCode } from './harness.mjs';

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

test('counting every path of an open labyrinth can be stopped at once', () =>
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
