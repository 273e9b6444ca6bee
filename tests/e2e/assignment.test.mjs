// End-to-end tests of the job assignment page: the release build served under /runut/ in
// Chromium. Every number is computed here, independently of the app: Levitin's best-first
// branch and bound written again in JavaScript, and the least cost by dynamic programming over
// the sets of jobs given.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  serve, launch, waitForState, stat, pageTester, compareSides, bothSidesFinished, bothSidesEnded, codePanel, nextENodeAsked,
} from './harness.mjs';

let server;
let context;
before(async () => { server = await serve(); context = await launch(); });
after(async () => { await context?.close(); server?.close(); });

const withPage = pageTester(() => context, () => server, 'assignment');

const LEVITIN = [[9, 2, 7, 8], [6, 4, 3, 7], [5, 8, 1, 8], [7, 6, 9, 4]];

/**
 * Levitin's best-first branch and bound: person k gets a job at level k, the free jobs in
 * increasing order, the last person's job given in the same node; a node's lower bound is the
 * costs given plus each free person's least cost among the free jobs; the live node of least
 * bound expanded next (ties to the older), a node whose bound is not below the best killed when
 * generated or when it comes up. Returns every node (bound, state), the E-nodes and the best.
 */
function assignmentLc(costs) {
  const n = costs.length;
  const bound = (jobs) => {
    const free = [...Array(n).keys()].filter((j) => !jobs.includes(j));
    let total = jobs.reduce((sum, job, person) => sum + costs[person][job], 0);
    for (let person = jobs.length; person < n; person++) total += Math.min(...free.map((j) => costs[person][j]));
    return total;
  };
  const nodes = [];
  const live = [];
  const eNodes = [];
  let best = null;
  const generate = (jobs) => {
    const node = { number: nodes.length + 1, jobs, bound: bound(jobs), state: 'live' };
    nodes.push(node);
    if (jobs.length === n) {
      if (!best || node.bound < best.cost) { best = { cost: node.bound, jobs }; node.state = 'solution'; } else node.state = 'dead';
      return;
    }
    if (best && node.bound >= best.cost) { node.state = 'dead'; return; }
    live.push(node);
  };
  generate([]);
  while (live.length) {
    live.sort((a, b) => a.bound - b.bound || a.number - b.number);
    const e = live.shift();
    if (best && e.bound >= best.cost) { e.state = 'dead'; continue; }
    e.state = 'expanded';
    eNodes.push(e.number);
    for (let job = 0; job < n; job++) {
      if (e.jobs.includes(job)) continue;
      const jobs = [...e.jobs, job];
      if (jobs.length === n - 1) jobs.push([...Array(n).keys()].find((j) => !jobs.includes(j)));
      generate(jobs);
    }
  }
  return { nodes: nodes.map((x) => ({ bound: String(x.bound), state: x.state })), eNodes, best };
}

/** The least total cost, by dynamic programming over the sets of jobs given to the first people. */
function leastCost(costs) {
  const n = costs.length;
  const least = new Array(1 << n).fill(Infinity);
  least[0] = 0;
  for (let set = 0; set < 1 << n; set++) {
    const person = set.toString(2).split('1').length - 1;
    if (person === n || least[set] === Infinity) continue;
    for (let job = 0; job < n; job++) {
      if (set & (1 << job)) continue;
      least[set | (1 << job)] = Math.min(least[set | (1 << job)], least[set] + costs[person][job]);
    }
  }
  return least[(1 << n) - 1];
}

/** The tree's nodes as drawn: bound and state, by number. */
const treeNodes = (page) => page.$$eval('.branch-tree [data-testid=tree-node]', (all) => all
  .map((n) => ({ number: Number(n.dataset.node), bound: n.dataset.bound, state: n.dataset.state }))
  .sort((a, b) => a.number - b.number).map(({ bound, state }) => ({ bound, state })));

/** The cost matrix on the page, from its cells. */
const matrix = (page) => page.$$eval('[data-testid=cost]', (cells) => {
  const n = Math.round(Math.sqrt(cells.length));
  const rows = [...Array(n)].map(() => new Array(n));
  for (const c of cells) rows[Number(c.dataset.row)][Number(c.dataset.col)] = Number(c.dataset.value);
  return rows;
});

test("Levitin's example at max speed: root bound 10, 10 nodes, best 13 with a→2, b→1, c→3, d→4", () =>
  withPage('levitin', '?p=assignment&run=1&speed=max', async (page) => {
    await waitForState(page, 'finished');
    const truth = assignmentLc(LEVITIN);
    assert.deepEqual(await matrix(page), LEVITIN);
    assert.equal(await stat(page, 'nodes'), 10);
    assert.equal(truth.nodes.length, 10);
    assert.deepEqual(await treeNodes(page), truth.nodes);
    assert.equal(truth.nodes[0].bound, '10');
    assert.equal(await stat(page, 'best'), 13);
    assert.equal(await page.getAttribute('[data-testid=best-solution]', 'data-value'), '2,1,3,4');
    assert.deepEqual(truth.best.jobs.map((j) => j + 1), [2, 1, 3, 4]);
    assert.match(await page.textContent('[data-testid=status]'), /a → 2, b → 1, c → 3, d → 4, cost 13/);
  }));

test('stepping: the bound term by term, the last job forced in the same node, the code line, and back', () =>
  withPage('step', '?p=assignment&at=2', async (page) => {
    assert.match(await page.textContent('[data-testid=status]'), /Node 2, a → 1, a child of node 1: lb = 9 \+ 3 \+ 1 \+ 4 = 17\./);
    const terms = await page.$$eval('[data-testid=term]', (t) => t.map((e) => [e.dataset.person, e.dataset.job, e.dataset.cost, e.dataset.given]));
    assert.deepEqual(terms, [['a', '1', '9', 'true'], ['b', '3', '3', 'false'], ['c', '3', '1', 'false'], ['d', '4', '4', 'false']]);
    assert.equal(await page.getAttribute('[data-testid=cost][data-row="0"][data-col="0"]', 'data-mark'), 'assigned');
    assert.equal(await page.getAttribute('[data-testid=cost][data-row="1"][data-col="0"]', 'data-mark'), 'gone');
    assert.equal(await page.getAttribute('[data-testid=cost][data-row="1"][data-col="2"]', 'data-mark'), 'least');
    assert.equal((await codePanel(page)).event, 'try');
    // On to node 9: c → 3, so d → 4, the first complete assignment, the best so far.
    for (let i = 0; i < 10; i++) await page.click('[data-testid=step]');
    await page.waitForFunction(() => /the best so far/.test(document.querySelector('[data-testid=status]').textContent));
    assert.equal(await page.getAttribute('[data-testid=best-solution]', 'data-value'), '2,1,3,4');
    assert.equal((await codePanel(page)).event, 'solution');
    const node9 = await page.$eval('[data-testid=tree-node][data-node="9"] title', (t) => t.textContent);
    assert.match(node9, /c → 3, so d → 4/);
    await page.click('[data-testid=step-back]');
    await page.waitForFunction(() => /Node 9, c → 3, so d → 4/.test(document.querySelector('[data-testid=status]').textContent));
    assert.equal(await page.$$eval('[data-testid=best-solution][data-value]', (b) => b.length), 0);
  }));

for (const seed of [1, 3, 5]) {
  test(`twelve random people (seed ${seed}) finish at max speed with the least cost`, () =>
    withPage(`twelve-${seed}`, `?p=assignment&n=12&seed=${seed}&run=1&speed=max`, async (page) => {
      await waitForState(page, 'finished', 60_000);
      const costs = await matrix(page);
      assert.equal(costs.length, 12);
      const truth = assignmentLc(costs);
      assert.equal(await stat(page, 'best'), leastCost(costs));
      assert.equal(await stat(page, 'nodes'), truth.nodes.length);
      assert.equal(await page.getAttribute('[data-testid=best-solution]', 'data-value'), truth.best.jobs.map((j) => j + 1).join(','));
    }));
}

test('compared with the brute force, which meets all 24 assignments, and with depth first', () =>
  withPage('compare', '?p=assignment&compare=brute-force&speed=max', async (page) => {
    await page.click('[data-testid=play]');
    await bothSidesFinished(page);
    const sides = await compareSides(page);
    assert.deepEqual(sides.map((s) => [s.algo, s.solutions]), [['lc', 2], ['brute-force', 24]]);
    assert.equal(sides[0].nodes, 10);
    await page.selectOption('[data-testid=compare]', 'depth-first');
    await page.click('[data-testid=play]');
    await bothSidesFinished(page);
    const bests = await page.$$eval('[data-testid=compare-side] [data-testid=best-solution]', (b) => b.map((e) => e.dataset.value));
    assert.deepEqual(bests, ['2,1,3,4', '2,1,3,4']);
  }));

test('twelve people beside the brute force: it stops at the node limit, and the page answers', () =>
  withPage('brute-twelve', '?p=assignment&n=12&seed=2&compare=brute-force&run=1&speed=max', async (page) => {
    await bothSidesEnded(page);
    const [lc, brute] = await compareSides(page);
    assert.equal(brute.nodes, 3_000_000);
    assert.deepEqual([lc.state, brute.state], ['finished', 'stopped'], 'the node limit stops the brute force');
    assert.ok(lc.nodes < 10_000, `LC: ${lc.nodes}`);
    await page.selectOption('[data-testid=compare]', '');
    await page.waitForSelector('[data-testid=compare-side]', { state: 'detached', timeout: 2000 });
  }));

test('practice: the next E-node and the next lower bound, as the search does them', () =>
  withPage('practice', '?p=assignment&practice=1', async (page) => {
    const truth = assignmentLc(LEVITIN);
    const next = await nextENodeAsked(page);
    await page.click(`[data-testid=live-list] li[data-node="${next}"] button`);
    await page.waitForSelector('[data-testid=practice-feedback][data-correct=true]');
    await page.selectOption('[data-testid=practice-drill]', 'cost-of');
    await page.waitForSelector('[data-testid=practice-prompt][data-kind=cost-of]');
    const node = Number(/Node (\d+) is next/.exec(await page.textContent('[data-testid=practice-prompt]'))[1]);
    const right = truth.nodes[node - 1].bound;
    const choices = await page.$$eval('[data-testid=practice-answer]', (b) => b.map((e) => e.dataset.value));
    assert.ok(choices.includes(right), `${right} among ${choices}`);
    await page.click(`[data-testid=practice-answer][data-value="${choices.find((c) => c !== right)}"]`);
    await page.waitForSelector('[data-testid=practice-feedback][data-correct=false]');
    assert.match(await page.textContent('[data-testid=practice-feedback]'), new RegExp(`lb\\(${node}\\) = .* = ${right}:`));
  }));

test("bad costs give notices in the user's words, and typed costs replace them", () =>
  withPage('bad', '?p=assignment&c=1,2;3,x&compare=bfs', async (page) => {
    const notice = await page.textContent('[data-testid=notice]');
    for (const bad of ['c=1,2;3,x', 'row 2, column 2 is missing', 'compare=bfs']) assert.ok(notice.includes(bad), `${bad} in ${notice}`);
    assert.deepEqual(await matrix(page), LEVITIN, "Levitin's costs instead");
    await page.fill('[data-testid=costs]', '4,1,3;2,0,5;3,2,2');
    await page.click('[data-testid=apply]');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=cost]').length === 9);
    await page.locator('[data-testid=speed]').fill('51');
    await page.click('[data-testid=play]');
    await waitForState(page, 'finished');
    assert.equal(await stat(page, 'best'), leastCost([[4, 1, 3], [2, 0, 5], [3, 2, 2]]));
    await page.fill('[data-testid=costs]', '1,2;3');
    await page.click('[data-testid=apply]');
    await page.waitForSelector('[data-testid=notice]');
    assert.match(await page.textContent('[data-testid=notice]'), /row 2 has 1 entries, not 2/);
    assert.equal((await matrix(page)).length, 3, 'the costs stay as they were');
  }));

test('in Bahasa Indonesia, and at 375 px nothing is wider than the screen', async () => {
  const phone = await launch({ viewport: { width: 375, height: 812 } });
  try {
    const withPhone = pageTester(() => phone, () => server, 'assignment-phone');
    for (const query of ['?p=assignment&lang=id&at=2', '?p=assignment&compare=depth-first&at=5', '?p=assignment&n=12&seed=1&at=20']) {
      await withPhone('width', query, async (page) => {
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        assert.equal(overflow, 0, query);
        if (query.includes('lang=id')) assert.match(await page.textContent('[data-testid=status]'), /Simpul 2, a → 1, anak simpul 1: lb = 9 \+ 3 \+ 1 \+ 4 = 17\./);
      });
    }
  } finally {
    await phone.close();
  }
});
