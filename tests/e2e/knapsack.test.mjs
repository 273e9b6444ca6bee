// End-to-end tests of the 0/1 knapsack page: the release build served under /runut/ in
// Chromium. Every number is computed here, independently of the app: Levitin's best-first
// branch and bound written again in JavaScript with exact fractions, and the most a knapsack
// holds by dynamic programming.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  serve, launch, waitForState, stat, pageTester, compareSides, bothSidesFinished, bothSidesEnded, codePanel, nextENodeAsked,
} from './harness.mjs';

let server;
let context;
before(async () => { server = await serve(); context = await launch(); });
after(async () => { await context?.close(); server?.close(); });

const withPage = pageTester(() => context, () => server, 'knapsack');

/** A fraction num/den as the page writes it: whole, or to two decimals, trailing zeros dropped. */
function shown([num, den]) {
  if (den === 1) return String(num);
  return String(Math.round((num / den) * 100) / 100);
}

/** Whether fraction a is greater than fraction b. */
const above = (a, b) => a[0] * b[1] > b[0] * a[1];

/**
 * Levitin's best-first branch and bound: the items by value per weight (ties in input order),
 * each node's child with the next item first, then without it; a child over the capacity dead at
 * once (its cost its value), a node that decided every item a solution; the live node of greatest
 * upper bound expanded next (ties to the older), a node whose bound is not above the best killed
 * when generated or when it comes up. Returns every node (bound as shown, state) and the best.
 */
function knapsackLc(values, weights, capacity, fractional = false) {
  const n = values.length;
  const order = [...Array(n).keys()].sort((a, b) => values[b] * weights[a] - values[a] * weights[b] || a - b);
  const v = order.map((k) => values[k]);
  const w = order.map((k) => weights[k]);
  const bound = (level, wt, val) => {
    let room = capacity - wt;
    let total = val;
    for (let k = level; k < n; k++) {
      if (!fractional) return [total * w[k] + room * v[k], w[k]];
      if (w[k] > room) return [total * w[k] + room * v[k], w[k]];
      room -= w[k];
      total += v[k];
    }
    return [total, 1];
  };
  const nodes = [];
  // The live nodes, greatest bound first, ties to the older: a binary heap (sorting the list at
  // every pop took minutes on forty items).
  const first = (a, b) => above(a.bound, b.bound) || (!above(b.bound, a.bound) && a.number < b.number);
  const live = {
    heap: [],
    get length() { return this.heap.length; },
    push(node) {
      const h = this.heap;
      h.push(node);
      for (let i = h.length - 1; i > 0;) {
        const up = (i - 1) >> 1;
        if (!first(h[i], h[up])) break;
        [h[i], h[up]] = [h[up], h[i]];
        i = up;
      }
    },
    shift() {
      const h = this.heap;
      const top = h[0];
      const last = h.pop();
      if (h.length > 0) {
        h[0] = last;
        for (let i = 0; ;) {
          const [l, r] = [2 * i + 1, 2 * i + 2];
          let m = i;
          if (l < h.length && first(h[l], h[m])) m = l;
          if (r < h.length && first(h[r], h[m])) m = r;
          if (m === i) break;
          [h[i], h[m]] = [h[m], h[i]];
          i = m;
        }
      }
      return top;
    },
  };
  let best = null;
  const generate = (level, wt, val, items) => {
    const node = { number: nodes.length + 1, level, wt, val, items, state: 'live' };
    nodes.push(node);
    if (wt > capacity) { node.bound = [val, 1]; node.state = 'dead'; return; }
    node.bound = bound(level, wt, val);
    if (level === n) {
      if (!best || val > best.value) { best = { value: val, node: node.number, items }; node.state = 'solution'; } else node.state = 'dead';
      return;
    }
    if (best && !above(node.bound, [best.value, 1])) { node.state = 'dead'; return; }
    live.push(node);
  };
  generate(0, 0, 0, []);
  while (live.length) {
    const e = live.shift();
    if (best && !above(e.bound, [best.value, 1])) { e.state = 'dead'; continue; }
    e.state = 'expanded';
    generate(e.level + 1, e.wt + w[e.level], e.val + v[e.level], [...e.items, order[e.level] + 1].sort((a, b) => a - b));
    generate(e.level + 1, e.wt, e.val, e.items);
  }
  return { nodes: nodes.map((x) => ({ bound: shown(x.bound), state: x.state })), best };
}

/** The most a knapsack of `capacity` holds, by dynamic programming over the capacity. */
function mostValue(values, weights, capacity) {
  const best = new Array(capacity + 1).fill(0);
  values.forEach((v, k) => { for (let room = capacity; room >= weights[k]; room--) best[room] = Math.max(best[room], best[room - weights[k]] + v); });
  return best[capacity];
}

/** The tree's nodes as drawn: bound and state, by number. */
const treeNodes = (page) => page.$$eval('.branch-tree [data-testid=tree-node]', (all) => all
  .map((n) => ({ number: Number(n.dataset.node), bound: n.dataset.bound, state: n.dataset.state }))
  .sort((a, b) => a.number - b.number).map(({ bound, state }) => ({ bound, state })));

/** The instance on the page, in input order, from the items table. */
const instance = (page) => page.$$eval('[data-testid=item]', (rows) => {
  const items = rows.map((r) => [Number(r.dataset.item), Number(r.dataset.value), Number(r.dataset.weight)]).sort((a, b) => a[0] - b[0]);
  return { values: items.map((i) => i[1]), weights: items.map((i) => i[2]) };
});

test("Levitin's example at max speed: 9 nodes, two over the capacity, best 65 with items 1 and 3", () =>
  withPage('levitin', '?p=knapsack&run=1&speed=max', async (page) => {
    await waitForState(page, 'finished');
    const truth = knapsackLc([40, 42, 25, 12], [4, 7, 5, 3], 10);
    assert.equal(await stat(page, 'nodes'), 9);
    assert.equal(truth.nodes.length, 9);
    assert.deepEqual(await treeNodes(page), truth.nodes);
    assert.equal(truth.nodes.filter((n) => n.state === 'dead' && ['82', '77'].includes(n.bound)).length, 2);
    assert.equal(await stat(page, 'best'), 65);
    assert.equal(await page.getAttribute('[data-testid=best-solution]', 'data-value'), '1,3');
    assert.deepEqual(truth.best.items, [1, 3]);
    assert.match(await page.textContent('[data-testid=status]'), /65.*1, 3/);
    const items = await page.$$eval('[data-testid=item]', (rows) => rows.map((r) => r.dataset.item));
    assert.deepEqual(items, ['1', '2', '3', '4'], 'Levitin\'s items are already by value per weight');
  }));

test('stepping: the bound worked out, a child over the capacity dead at once, and back', () =>
  withPage('step', '?p=knapsack&at=3', async (page) => {
    const summary = () => page.$eval('[data-testid=node-summary]', (s) => ({ ...s.dataset }));
    assert.equal((await summary()).node, '3');
    assert.match(await page.textContent('[data-testid=status]'), /Node 3, without item 1.*ub = 0 \+ \(10 − 0\)·42\/7 = 60/);
    for (let i = 0; i < 3; i++) await page.click('[data-testid=step]');   // expand 2, generate 4, kill 4
    await page.waitForFunction(() => /over the capacity/.test(document.querySelector('[data-testid=status]').textContent));
    const node4 = await page.$eval('[data-testid=tree-node][data-node="4"]', (n) => ({ state: n.dataset.state, title: n.querySelector('title').textContent }));
    assert.equal(node4.state, 'dead');
    assert.match(node4.title, /over the capacity/);
    assert.equal((await summary()).w, '11');
    const taken = await page.$$eval('[data-testid=item][data-taken="1"]', (rows) => rows.map((r) => r.dataset.item));
    assert.deepEqual(taken, ['1', '2']);
    assert.equal((await codePanel(page)).event, 'reject');
    await page.click('[data-testid=step-back]');
    await page.waitForSelector('[data-testid=tree-node][data-node="4"][data-state=live]');
    assert.equal((await codePanel(page)).event, 'try');
  }));

test('the fractional bound: 76 at the root, item 2 cut at six sevenths, the same best', () =>
  withPage('fractional', '?p=knapsack&bound=fractional&at=1', async (page) => {
    assert.equal(await page.getAttribute('[data-testid=tree-node][data-node="1"]', 'data-bound'), '76');
    assert.equal(await page.getAttribute('[data-testid=item][data-item="2"]', 'data-mark'), 'cut');
    await page.click('[data-testid=play]');
    await page.locator('[data-testid=speed]').fill('51');
    await waitForState(page, 'finished');
    const truth = knapsackLc([40, 42, 25, 12], [4, 7, 5, 3], 10, true);
    assert.deepEqual(await treeNodes(page), truth.nodes);
    assert.equal(await page.getAttribute('[data-testid=best-solution]', 'data-value'), '1,3');
  }));

for (const [seed, bound] of [[1, 'fractional'], [4, 'simple'], [7, 'simple']]) {
  test(`forty random items (seed ${seed}, ${bound}) finish at max speed with the dynamic programme's best`, () =>
    withPage(`forty-${seed}`, `?p=knapsack&n=40&seed=${seed}&bound=${bound}&run=1&speed=max`, async (page) => {
      await waitForState(page, 'finished', 60_000);
      const { values, weights } = await instance(page);
      const capacity = Number(await page.inputValue('[data-testid=capacity]'));
      assert.equal(values.length, 40);
      const truth = knapsackLc(values, weights, capacity, bound === 'fractional');
      assert.equal(await stat(page, 'best'), mostValue(values, weights, capacity));
      assert.equal(await stat(page, 'nodes'), truth.nodes.length);
      assert.equal(await page.getAttribute('[data-testid=best-solution]', 'data-value'), truth.best.items.join(','));
    }));
}

test('compared with the brute force, which meets the 9 subsets that fit, and with depth first', () =>
  withPage('compare', '?p=knapsack&compare=brute-force&speed=max', async (page) => {
    await page.click('[data-testid=play]');
    await bothSidesFinished(page);
    const sides = await compareSides(page);
    assert.deepEqual(sides.map((s) => [s.algo, s.solutions]), [['lc', 1], ['brute-force', 9]]);
    assert.equal(sides[0].nodes, 9);
    const bests = await page.$$eval('[data-testid=compare-side] [data-testid=best-solution]', (b) => b.map((e) => e.dataset.value));
    assert.deepEqual(bests, ['1,3', '1,3']);
    await page.selectOption('[data-testid=compare]', 'depth-first');
    await page.click('[data-testid=play]');
    await bothSidesFinished(page);
    assert.deepEqual((await compareSides(page)).map((s) => s.algo), ['lc', 'depth-first']);
  }));

test('forty items beside the brute force: the brute force stops at the node limit, the page stays responsive', () =>
  withPage('brute-forty', '?p=knapsack&n=40&seed=2&bound=fractional&compare=brute-force&run=1&speed=max', async (page) => {
    await bothSidesEnded(page);
    const [lc, brute] = await compareSides(page);
    assert.equal(brute.nodes, 3_000_000);
    assert.ok(lc.nodes < 1000, `LC: ${lc.nodes}`);
    assert.deepEqual([lc.state, brute.state], ['finished', 'stopped'], 'the node limit stops the brute force');
    await page.selectOption('[data-testid=compare]', '');
    await page.waitForSelector('[data-testid=compare-side]', { state: 'detached', timeout: 2000 });
  }));

test('practice: the next bound explained, and the next E-node picked in the live list', () =>
  withPage('practice', '?p=knapsack&practice=1', async (page) => {
    const truth = knapsackLc([40, 42, 25, 12], [4, 7, 5, 3], 10);
    await page.selectOption('[data-testid=practice-drill]', 'cost-of');
    await page.waitForSelector('[data-testid=practice-prompt][data-kind=cost-of]');
    const prompt = await page.textContent('[data-testid=practice-prompt]');
    const node = Number(/Node (\d+) is next: node \d+ with/.exec(prompt)?.[1] ?? /Node (\d+)/.exec(prompt)[1]);
    const right = truth.nodes[node - 1].bound;
    const choices = await page.$$eval('[data-testid=practice-answer]', (b) => b.map((e) => e.dataset.value));
    assert.ok(choices.includes(right), `${right} among ${choices}`);
    await page.click(`[data-testid=practice-answer][data-value="${choices.find((c) => c !== right)}"]`);
    await page.waitForSelector('[data-testid=practice-feedback][data-correct=false]');
    assert.match(await page.textContent('[data-testid=practice-feedback]'), new RegExp(`ub\\(${node}\\) = .* = ${right}:`));
    // Another drill starts practice again from the root: the first next E-node, picked in the
    // live list by the rule (greatest bound), nothing on the page pointing at it.
    await page.selectOption('[data-testid=practice-drill]', 'next-e-node');
    const next = await nextENodeAsked(page, true);
    await page.click(`[data-testid=live-list] li[data-node="${next}"] button`);
    await page.waitForSelector('[data-testid=practice-feedback][data-correct=true]');
  }));

test('bad values give notices in the user\'s words, and typed items replace them', () =>
  withPage('bad', '?p=knapsack&v=40,x,25,12&cap=0&bound=exact&compare=fifo', async (page) => {
    const notice = await page.textContent('[data-testid=notice]');
    for (const bad of ['v=40,x,25,12', 'cap=0', 'bound=exact', 'compare=fifo']) assert.ok(notice.includes(bad), `${bad} in ${notice}`);
    await page.fill('[data-testid=values]', '10, 7, 25');
    await page.fill('[data-testid=weights]', '2, 7, 5');
    await page.fill('[data-testid=capacity]', '8');
    await page.click('[data-testid=apply]');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=item]').length === 3);
    assert.equal(await page.$$eval('[data-testid=notice]', (n) => n.length), 0);
    await page.locator('[data-testid=speed]').fill('51');
    await page.click('[data-testid=play]');
    await waitForState(page, 'finished');
    assert.equal(await stat(page, 'best'), mostValue([10, 7, 25], [2, 7, 5], 8));
    await page.fill('[data-testid=values]', '1,2');
    await page.click('[data-testid=apply]');
    await page.waitForSelector('[data-testid=notice]');
    assert.match(await page.textContent('[data-testid=notice]'), /2 values but 3 weights/);
  }));

test('in Bahasa Indonesia, and at 375 px nothing is wider than the screen', async () => {
  const phone = await launch({ viewport: { width: 375, height: 812 } });
  const phoneServer = () => server;
  try {
    const withPhone = pageTester(() => phone, phoneServer, 'knapsack-phone');
    for (const query of ['?p=knapsack&lang=id&at=5', '?p=knapsack&compare=brute-force&at=4', '?p=knapsack&n=40&seed=3&at=60']) {
      await withPhone('width', query, async (page) => {
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        assert.equal(overflow, 0, query);
        if (query.includes('lang=id')) assert.match(await page.textContent('[data-testid=status]'), /Simpul 5, tanpa barang 2/);
      });
    }
  } finally {
    await phone.close();
  }
});
