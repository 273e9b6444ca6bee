// End-to-end tests of the graph-colouring page: the release build served under /runut/ in
// Chromium. Every number is computed here, by the course's tree walked in JavaScript and by
// trying every colouring, independently of the app.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, open, waitForState, stat, pageTester } from './harness.mjs';

let server;
let context;
before(async () => { server = await serve(); context = await launch(); });
after(async () => { await context?.close(); server?.close(); });

const withPage = pageTester(() => context, () => server, 'colouring');

/** The graph the page draws: n and its edges (1-based, u < v), from the hooks. */
const drawn = (page) => page.evaluate(() => ({
  n: Number(document.querySelector('[data-testid=graph]').dataset.n),
  edges: [...document.querySelectorAll('[data-testid=edge]')].map((e) => [Number(e.dataset.u), Number(e.dataset.v)]),
}));

/**
 * The course's tree colouring vertices 1..n of the graph (`n`, `edges` 1-based) with colours
 * 1..m in order, a colour an earlier neighbour has dead. Returns the nodes generated, the
 * colourings found and the first one.
 */
function walk({ n, edges }, m, first) {
  const adj = Array.from({ length: n }, () => new Array(n).fill(false));
  for (const [u, v] of edges) { adj[u - 1][v - 1] = true; adj[v - 1][u - 1] = true; }
  let nodes = 1;
  const solutions = [];
  const x = [];
  function go(k) {
    for (let c = 1; c <= m; c++) {
      nodes++;
      if (x.some((xj, j) => adj[k][j] && xj === c)) continue;
      x.push(c);
      if (k + 1 === n) {
        solutions.push([...x]);
        if (first) return true;
      } else if (go(k + 1)) return true;
      x.pop();
    }
    return false;
  }
  go(0);
  return { nodes, solutions };
}

/** How many of the mⁿ colourings are proper, by trying them all. */
function countColourings({ n, edges }, m) {
  let count = 0;
  const x = new Array(n).fill(0);
  const total = m ** n;
  for (let i = 0; i < total; i++) {
    let rest = i;
    for (let k = n - 1; k >= 0; k--) { x[k] = rest % m; rest = Math.floor(rest / m); }
    if (edges.every(([u, v]) => x[u - 1] !== x[v - 1])) count++;
  }
  return count;
}

const colours = (page) => page.getAttribute('[data-testid=graph]', 'data-colours');

for (const [graph, m] of [['course', 3], ['petersen', 3], ['sumatra', 3], ['knight3x4', 2], ['wheel5', 3], ['dodecahedron', 3]]) {
  test(`${graph}, m = ${m}, first colouring at max speed: the tree's nodes and the colours`, () =>
    withPage(`first-${graph}`, `?p=colouring&graph=${graph}&m=${m}&mode=first&run=1&speed=max`, async (page) => {
      await waitForState(page, 'finished');
      const g = await drawn(page);
      const truth = walk(g, m, true);
      assert.equal(await stat(page, 'nodes'), truth.nodes);
      assert.equal(await stat(page, 'solutions'), truth.solutions.length);
      assert.equal(await colours(page), truth.solutions[0]?.join(',') ?? '');
      const shown = await page.$$eval('[data-testid=vertex]', (vs) => vs.map((v) => Number(v.dataset.colour)));
      assert.deepEqual(shown, truth.solutions[0] ?? new Array(g.n).fill(0));
    }));
}

for (const [graph, m] of [['course', 3], ['petersen', 3], ['c6', 3], ['cube', 2], ['house', 4]]) {
  test(`${graph}, m = ${m}, all colourings: the tree's nodes and every colouring counted`, () =>
    withPage(`all-${graph}`, `?p=colouring&graph=${graph}&m=${m}&mode=all&run=1&speed=max`, async (page) => {
      await waitForState(page, 'finished');
      const g = await drawn(page);
      const truth = walk(g, m, false);
      assert.equal(await stat(page, 'nodes'), truth.nodes);
      assert.equal(await stat(page, 'solutions'), countColourings(g, m));
      await page.click('[data-testid=count]');
      await page.waitForFunction(() => document.querySelector('[data-testid=count-workers]')?.textContent.match(/(\d+) of \1/));
      assert.equal(Number(await page.getAttribute('[data-testid=count-total]', 'data-value')), countColourings(g, m));
    }));
}

test('stepping: colours tried in order, a dead node names the neighbour and lights the edge', () =>
  withPage('stepping', '?p=colouring&graph=triangle&m=3&mode=first', async (page) => {
    // Root, x1 = 1 (try, advance), x2 = 1 (try, dead).
    for (let i = 0; i < 5; i++) await page.click('[data-testid=step]');
    await page.waitForFunction(() => /vertex 1/.test(document.querySelector('[data-testid=status]').textContent));
    assert.match(await page.textContent('[data-testid=status]'), /Dead: vertex 1, a neighbour of vertex 2, already has colour 1/);
    const clash = await page.$eval('[data-testid=edge].clash', (e) => [e.dataset.u, e.dataset.v].join('-'));
    assert.equal(clash, '1-2');
    const dead = await page.$eval('[data-testid=tree-node][data-state=dead]', (n) => ({ node: n.dataset.node, value: n.dataset.value, depth: n.dataset.depth, parent: n.dataset.parent }));
    assert.deepEqual(dead, { node: '3', value: '1', depth: '2', parent: '2' });
    assert.equal(await page.getAttribute('[data-testid=vertex][data-v="1"]', 'data-colour'), '1');
    assert.equal(await page.getAttribute('[data-testid=vertex][data-v="2"]', 'data-colour'), '0');
  }));

test('the chromatic number: each m tried with its tree, the first that succeeds', () =>
  withPage('chromatic', '?p=colouring&graph=petersen&find=chromatic', async (page) => {
    await page.waitForSelector('[data-testid=chromatic]', { timeout: 30_000 });
    assert.equal(await page.getAttribute('[data-testid=chromatic]', 'data-value'), '3');
    const g = await drawn(page);
    const tried = await page.$$eval('[data-testid=chromatic-m]', (ms) => ms.map((m) => [Number(m.dataset.m), Number(m.dataset.nodes)]));
    assert.deepEqual(tried, [1, 2, 3].map((m) => [m, walk(g, m, true).nodes]));
  }));

test('a graph by its edges is the same graph as by its name, and bad edges are dropped with a notice', () =>
  withPage('edges', '?p=colouring&n=5&edges=1-2,2-3,3-4,4-1,1-5,4-5,5-5,2-1,9-1&m=3', async (page) => {
    const byEdges = await drawn(page);
    const notices = await page.$$eval('[data-testid=notice] li', (ns) => ns.map((n) => n.textContent));
    assert.equal(notices.length, 3, notices.join('\n'));
    const other = await open(context, server.url, '?p=colouring&graph=house');
    const byName = await drawn(other);
    await other.close();
    assert.deepEqual(byEdges, byName);
  }));

/** Clicks the editor's empty canvas at (`fx`, `fy`), fractions of its size. */
async function clickCanvas(page, fx, fy) {
  const canvas = page.locator('[data-testid=editor-canvas]');
  const box = await canvas.boundingBox();
  await canvas.click({ position: { x: fx * box.width, y: fy * box.height } });
}

const clickVertex = (page, v) => page.click(`[data-testid=editor-vertex-dot][data-v="${v}"]`);

test('a graph built by clicking equals the same graph by its link, and colours the same', () =>
  withPage('editor', '?p=colouring&n=1&m=3&mode=all', async (page) => {
    await page.click('[data-testid=graph-editor] summary');
    for (const [fx, fy] of [[0.15, 0.85], [0.85, 0.85], [0.5, 0.5]]) await clickCanvas(page, fx, fy);
    assert.equal(await page.getAttribute('[data-testid=graph]', 'data-n'), '4');
    for (const [u, v] of [[1, 2], [1, 3], [1, 4], [2, 3], [3, 4]]) {
      await clickVertex(page, u);
      await clickVertex(page, v);
    }
    const built = await drawn(page);
    assert.deepEqual(built, { n: 4, edges: [[1, 2], [1, 3], [1, 4], [2, 3], [3, 4]] });
    // The link follows the graph drawn, and reproduces it.
    const search = await page.evaluate(() => location.search);
    assert.match(search, /n=4&edges=1-2,1-3,1-4,2-3,3-4&pos=/);
    const other = await open(context, server.url, search);
    assert.deepEqual(await drawn(other), built);
    await other.close();
    // The same graph as the course's example by name: the same search.
    const byName = await open(context, server.url, '?p=colouring&graph=course&m=3&mode=all&run=1&speed=max');
    await waitForState(byName, 'finished');
    assert.deepEqual(await drawn(byName), built);
    const truth = walk(built, 3, false);
    assert.equal(await stat(byName, 'nodes'), truth.nodes);
    await byName.close();
    // Undo the last edge, redo it; Delete removes the selected vertex.
    await page.click('[data-testid=editor-undo]');
    assert.equal((await drawn(page)).edges.length, 4);
    await page.click('[data-testid=editor-redo]');
    assert.equal((await drawn(page)).edges.length, 5);
    await clickVertex(page, 4);
    await page.focus('[data-testid=editor-canvas]');
    await page.keyboard.press('Delete');
    assert.deepEqual(await drawn(page), { n: 3, edges: [[1, 2], [1, 3], [2, 3]] });
  }));

test('the keyboard twin: choose a vertex, tick its neighbours', () =>
  withPage('editor-keys', '?p=colouring&n=3', async (page) => {
    await page.click('[data-testid=graph-editor] summary');
    await page.selectOption('[data-testid=editor-vertex]', '2');
    await page.check('[data-testid=editor-edge][data-v="1"]');
    await page.check('[data-testid=editor-edge][data-v="3"]');
    await page.click('[data-testid=editor-add]');
    assert.deepEqual(await drawn(page), { n: 4, edges: [[1, 2], [2, 3]] });
  }));

/**
 * Where the client point (x, y) falls in the drawing of the editor's `canvas` (its bounding box),
 * as the editor reads it: 1000 units a side inside a margin of 80, clamped to the side.
 */
function inDrawing(canvas, x, y) {
  const at = (client, start, size) => Math.min(1000, Math.max(0, Math.round((client - start) / size * 1160 - 80)));
  return [at(x, canvas.x, canvas.width), at(y, canvas.y, canvas.height)];
}

/**
 * Opens the editor and drags vertex 1 with the mouse to where `to(canvas)` says (the canvas's
 * bounding box gives the point, taken to whole pixels as a mouse's events give it), releasing
 * it there; resolves to the canvas's box and the point in the drawing released at.
 */
async function dragFirstVertex(page, to) {
  await page.click('[data-testid=graph-editor] summary');
  const dot = page.locator('[data-testid=editor-vertex-dot][data-v="1"]');
  await dot.scrollIntoViewIfNeeded();
  const from = await dot.boundingBox();
  const canvas = await page.locator('[data-testid=editor-canvas]').boundingBox();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  const [x, y] = to(canvas).map(Math.round);
  await page.mouse.move(x, y, { steps: 8 });
  await page.mouse.up();
  return { canvas, released: inDrawing(canvas, x, y) };
}

test('dragging a vertex moves it, and the link keeps where it is', () =>
  withPage('editor-drag', '?p=colouring&n=2&edges=1-2&pos=200:200,800:800', async (page) => {
    // To the middle of the drawing: x = y = 500 of 1000 (the canvas has a margin of 80 each side)
    // give or take the pixel the mouse's whole pixels miss it by.
    const { released } = await dragFirstVertex(page, (c) => [c.x + c.width / 2, c.y + c.height / 2]);
    const search = await page.evaluate(() => location.search);
    const [x, y] = search.match(/pos=(\d+):(\d+),800:800/).slice(1).map(Number);
    assert.ok(Math.abs(x - released[0]) <= 1 && Math.abs(y - released[1]) <= 1, `${search} released at ${released}`);
    assert.ok(Math.abs(x - 500) <= 4 && Math.abs(y - 500) <= 4, search);
    assert.deepEqual(await drawn(page), { n: 2, edges: [[1, 2]] });
  }));

test('a drag released outside the drawing ends there, at its edge, and the vertex stops following the pointer', () =>
  withPage('editor-drag-out', '?p=colouring&n=2&edges=1-2&pos=200:200,800:800', async (page) => {
    // Far to the right of the drawing, level with its middle: released there.
    const { canvas, released } = await dragFirstVertex(page, (c) => [c.x + c.width + 150, c.y + c.height / 2]);
    let search = await page.evaluate(() => location.search);
    const [x, y] = search.match(/pos=(\d+):(\d+),800:800/).slice(1).map(Number);
    assert.equal(x, 1000, `at the drawing's right edge: ${search}`);
    assert.ok(Math.abs(y - released[1]) <= 1, `${search} released at ${released}`);
    // The pointer moving over the drawing with no button held moves nothing.
    await page.mouse.move(canvas.x + canvas.width / 3, canvas.y + canvas.height / 3, { steps: 5 });
    await page.mouse.move(canvas.x + 10, canvas.y + 10, { steps: 5 });
    await page.waitForTimeout(100);
    search = await page.evaluate(() => location.search);
    assert.match(search, /pos=1000:\d+,800:800/);
    const circle = await page.$eval('[data-testid=editor-vertex-dot][data-v="1"] circle', (c) => c.getAttribute('cx'));
    assert.equal(circle, '1000', 'the drawing keeps the vertex where the drag ended');
  }));

test('the empty graph: Clear, Remove on the last vertex and graph=empty; nothing is searched on it and the page says why', async () => {
  for (const slug of ['colouring', 'hamilton']) {
    await withPage(`empty-${slug}`, `?p=${slug}&graph=triangle`, async (page) => {
      await page.click('[data-testid=graph-editor] summary');
      await page.click('[data-testid=editor-clear]');
      assert.equal(await page.getAttribute('[data-testid=graph]', 'data-n'), '0');
      assert.match(await page.evaluate(() => location.search), /n=0&edges=&pos=/);
      assert.ok(await page.locator('[data-testid=editor-clear]').isDisabled(), 'nothing left to clear');
      await page.click('[data-testid=play]');
      assert.match(await page.textContent('[data-testid=notice]'), /graph is empty/);
      assert.equal(await page.getAttribute('[data-testid=run-state]', 'data-state'), 'idle');
      await page.click('[data-testid=count]');
      assert.equal(await page.locator('[data-testid=count-stop]').count(), 0, 'no count starts');
      // A vertex drawn on it, then removed by the button: the empty graph again.
      await clickCanvas(page, 0.5, 0.5);
      assert.equal(await page.getAttribute('[data-testid=graph]', 'data-n'), '1');
      await page.selectOption('[data-testid=editor-vertex]', '1');
      await page.click('[data-testid=editor-remove]');
      assert.equal(await page.getAttribute('[data-testid=graph]', 'data-n'), '0');
    });
    await withPage(`empty-link-${slug}`, `?p=${slug}&graph=empty&run=1`, async (page) => {
      assert.equal(await page.getAttribute('[data-testid=graph]', 'data-n'), '0');
      assert.match(await page.textContent('[data-testid=status]'), /graph is empty/);
      assert.match(await page.textContent('[data-testid=notice]'), /nothing to search/);
    });
  }
});

test('at 30 vertices Add is disabled and the editor says why', () =>
  withPage('editor-full', '?p=colouring&graph=k30', async (page) => {
    await page.click('[data-testid=graph-editor] summary');
    assert.ok(await page.locator('[data-testid=editor-add]').isDisabled());
    assert.match(await page.textContent('[data-testid=editor-full]'), /at most 30 vertices/);
    assert.equal(await page.getAttribute('[data-testid=editor-add]', 'aria-describedby'), 'editor-full');
    await page.selectOption('[data-testid=editor-vertex]', '30');
    await page.click('[data-testid=editor-remove]');
    assert.ok(await page.locator('[data-testid=editor-add]').isEnabled(), 'one removed, one can be added');
    assert.equal(await page.locator('[data-testid=editor-full]').count(), 0);
  }));

test('on a 375 px phone the player bar covers no part of the editor drawing brought into view', async () => {
  const phone = await launch({ viewport: { width: 375, height: 700 }, hasTouch: true, isMobile: true });
  try {
    for (const slug of ['colouring', 'hamilton']) {
      const page = await open(phone, server.url, `?p=${slug}&graph=course`);
      await page.click('[data-testid=graph-editor] summary');
      const canvas = page.locator('[data-testid=editor-canvas]');
      for (const block of ['end', 'nearest']) {
        await canvas.evaluate((c, b) => c.scrollIntoView({ block: b }), block);
        const [bottom, bar] = await page.evaluate(() => [
          document.querySelector('[data-testid=editor-canvas]').getBoundingClientRect().bottom,
          document.querySelector('.player > .buttons').getBoundingClientRect().top,
        ]);
        assert.ok(bottom <= bar + 0.5, `${slug} (${block}): the drawing ends at ${bottom}, the bar starts at ${bar}`);
      }
      // A tap at the drawing's lowest row adds a vertex there.
      const box = await canvas.boundingBox();
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height - 8);
      assert.equal(await page.getAttribute('[data-testid=graph]', 'data-n'), '5', slug);
      assert.deepEqual(page.errors, []);
      await page.close();
    }
  } finally {
    await phone.close();
  }
});
