// End-to-end tests of the Hamiltonian-circuit page: the release build served under /runut/ in
// Chromium. Every number is computed here, by the course's tree walked in JavaScript and by
// trying every order of the vertices, independently of the app.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, waitForState, stat, pageTester, compareSides, bothSidesFinished } from './harness.mjs';

let server;
let context;
before(async () => { server = await serve(); context = await launch(); });
after(async () => { await context?.close(); server?.close(); });

const withPage = pageTester(() => context, () => server, 'hamilton');

/** The graph the page draws: n and its edges (1-based, u < v), from the hooks. */
const drawn = (page) => page.evaluate(() => ({
  n: Number(document.querySelector('[data-testid=graph]').dataset.n),
  edges: [...document.querySelectorAll('[data-testid=edge]')].map((e) => [Number(e.dataset.u), Number(e.dataset.v)]),
}));

/**
 * The course's tree from vertex 1: the neighbours of the last vertex tried in increasing order, a
 * vertex on the path dead, and a last vertex with no edge back to 1. Returns the nodes generated
 * and the circuits found (from vertex 1, each direction).
 */
function walk({ n, edges }, first) {
  const adj = Array.from({ length: n + 1 }, () => new Array(n + 1).fill(false));
  for (const [u, v] of edges) { adj[u][v] = true; adj[v][u] = true; }
  let nodes = 1;
  const circuits = [];
  const x = [1];
  function go() {
    const last = x.at(-1);
    for (let v = 1; v <= n; v++) {
      if (!adj[last][v]) continue;
      nodes++;
      if (x.includes(v) || (x.length + 1 === n && !(n >= 3 && adj[v][1]))) continue;
      x.push(v);
      if (x.length === n) {
        circuits.push([...x]);
        if (first) return true;
      } else if (go()) return true;
      x.pop();
    }
    return false;
  }
  if (n > 1) go();
  return { nodes, circuits };
}

for (const graph of ['course', 'house', 'cube', 'petersen', 'dodecahedron', 'knight3x4']) {
  test(`${graph}, first circuit at max speed: the tree's nodes and the circuit`, () =>
    withPage(`first-${graph}`, `?p=hamilton&graph=${graph}&mode=first&run=1&speed=max`, async (page) => {
      await waitForState(page, 'finished');
      const truth = walk(await drawn(page), true);
      assert.equal(await stat(page, 'nodes'), truth.nodes);
      assert.equal(await stat(page, 'solutions'), truth.circuits.length);
      const circuit = await page.getAttribute('[data-testid=graph]', 'data-circuit');
      if (truth.circuits.length) {
        assert.equal(circuit, truth.circuits[0].join(','));
        const steps = await page.$$eval('[data-testid=vertex]', (vs) => vs.map((v) => [Number(v.dataset.v), Number(v.dataset.step)]));
        for (const [v, s] of steps) assert.equal(truth.circuits[0][s], v);
      }
    }));
}

for (const graph of ['k5', 'cube', 'wheel5', 'petersen', 'dodecahedron']) {
  test(`${graph}, all circuits: each direction counted, and the count in workers`, () =>
    withPage(`all-${graph}`, `?p=hamilton&graph=${graph}&mode=all&run=1&speed=max`, async (page) => {
      await waitForState(page, 'finished');
      const truth = walk(await drawn(page), false);
      assert.equal(await stat(page, 'nodes'), truth.nodes);
      assert.equal(await stat(page, 'solutions'), truth.circuits.length);
      assert.equal(await stat(page, 'circuits'), truth.circuits.length / 2);
      await page.click('[data-testid=count]');
      await page.waitForFunction(() => document.querySelector('[data-testid=count-workers]')?.textContent.match(/(\d+) of \1/));
      assert.equal(Number(await page.getAttribute('[data-testid=count-total]', 'data-value')), truth.circuits.length);
      assert.equal(Number(await page.getAttribute('[data-testid=count-circuits]', 'data-value')), truth.circuits.length / 2);
    }));
}

test('stepping: a visited vertex is dead and the status says so; tree nodes carry the vertex', () =>
  withPage('stepping', '?p=hamilton&graph=triangle&mode=first', async (page) => {
    // Root, x2 = 2 (try, advance), x3 = 1 (try, dead: on the path).
    for (let i = 0; i < 5; i++) await page.click('[data-testid=step]');
    await page.waitForFunction(() => /Dead/.test(document.querySelector('[data-testid=status]').textContent));
    assert.match(await page.textContent('[data-testid=status]'), /Dead: vertex 1 is already on the path/);
    const dead = await page.$eval('[data-testid=tree-node][data-state=dead]', (n) => ({ node: n.dataset.node, value: n.dataset.value, parent: n.dataset.parent }));
    assert.deepEqual(dead, { node: '3', value: '1', parent: '2' });
    assert.equal(await page.getAttribute('[data-testid=vertex][data-v="2"]', 'data-step'), '1');
  }));

/** The brute force's node count to its first circuit: every sequence of the n vertices, tested when complete. */
function bruteFirst({ n, edges }) {
  const adj = new Set(edges.map(([u, v]) => `${Math.min(u, v)}-${Math.max(u, v)}`));
  const joined = (u, v) => adj.has(`${Math.min(u, v)}-${Math.max(u, v)}`);
  let nodes = 1;
  const x = [1];
  function go() {
    for (let v = 1; v <= n; v++) {
      nodes++;
      x.push(v);
      if (x.length === n) {
        const cycle = [...x, 1];
        if (new Set(x).size === n && cycle.every((u, i) => i === 0 || joined(cycle[i - 1], u))) return true;
      } else if (go()) return true;
      x.pop();
    }
    return false;
  }
  return go() ? nodes : null;
}

test('compare on the course graph: both sides number every node they generate, and the brute force needs more', () =>
  withPage('compare-fair', '?p=hamilton&graph=course&mode=first&compare=brute-force&run=1&speed=max', async (page) => {
    await bothSidesFinished(page);
    const graph = await drawn(page);
    const sides = Object.fromEntries((await compareSides(page)).map((s) => [s.algo, s]));
    assert.equal(sides.backtracking.nodes, walk(graph, true).nodes);
    assert.equal(sides['brute-force'].nodes, bruteFirst(graph));
    assert.ok(sides['brute-force'].nodes > sides.backtracking.nodes, `${sides['brute-force'].nodes} > ${sides.backtracking.nodes}`);
    assert.match(await page.textContent('[data-testid=fair-count]'), /number every node they generate/);
  }));
