// End-to-end tests of the sum-of-subsets page: the release build served under /runut/ in
// Chromium. Every number is computed here, by the course's tree walked in JavaScript and by
// enumerating subsets, independently of the app.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, waitForState, stat, pageTester } from './harness.mjs';

let server;
let context;
before(async () => { server = await serve(); context = await launch(); });
after(async () => { await context?.close(); server?.close(); });

const withPage = pageTester(() => context, () => server, 'subsets');

/**
 * The course's tree over `weights` for `m`: weights ascending, take before leave, a node dead
 * unless Wt + remaining ≥ m and (Wt = m or Wt + next ≤ m); a node summing to m is a solution.
 * Returns the nodes generated, the solutions (weights ascending) and the first one's node path.
 */
function walk(weights, m, first) {
  const w = [...weights].sort((a, b) => a - b);
  let nodes = 1;
  const solutions = [];
  let firstPath = null;
  const numbers = [1];
  const taken = [];
  function go(k, wt) {
    for (const x of [1, 0]) {
      const number = ++nodes;
      const wt2 = wt + x * w[k];
      const rest = w.slice(k + 1).reduce((a, b) => a + b, 0);
      if (!(wt2 + rest >= m && (wt2 === m || (k + 1 < w.length && wt2 + w[k + 1] <= m)))) continue;
      numbers.push(number);
      if (x) taken.push(w[k]);
      if (wt2 === m) {
        solutions.push([...taken]);
        if (first) { firstPath = [...numbers]; return true; }
      } else if (go(k + 1, wt2)) return true;
      numbers.pop();
      if (x) taken.pop();
    }
    return false;
  }
  go(0, 0);
  return { nodes, solutions, firstPath };
}

/** How many subsets of `weights` sum to `m` (dynamic programming over the sums). */
function countSubsets(weights, m) {
  const ways = new Array(m + 1).fill(0n);
  ways[0] = 1n;
  for (const w of weights) for (let s = m; s >= w; s--) ways[s] += ways[s - w];
  return ways[m];
}

const listed = (page) => page.$$eval('[data-testid=solution]', (s) => s.map((e) => e.dataset.set));

test('the course example, first solution at max speed: 7 + 11 + 13 at node 4 along 1-2-3-4', () =>
  withPage('course-first', '?p=subsets&w=11,13,24,7&m=31&mode=first&run=1&speed=max', async (page) => {
    await waitForState(page, 'finished');
    const truth = walk([11, 13, 24, 7], 31, true);
    assert.equal(await stat(page, 'nodes'), truth.nodes);
    assert.deepEqual(await listed(page), truth.solutions.map((s) => s.join(',')));
    const solution = await page.$eval('[data-testid=tree-node][data-state=solution]', (n) => n.dataset.node);
    assert.equal(Number(solution), truth.firstPath.at(-1));
    // Up the tree by data-parent from the solution to the root.
    const path = await page.evaluate((leaf) => {
      const up = [];
      for (let n = leaf; n; ) {
        up.unshift(Number(n));
        n = document.querySelector(`[data-testid=tree-node][data-node="${n}"]`).dataset.parent;
      }
      return up;
    }, solution);
    assert.deepEqual(path, truth.firstPath);
    const taken = await page.$$eval('[data-testid=weight][data-taken="1"]', (ws) => ws.map((w) => Number(w.dataset.value)));
    assert.deepEqual(taken, truth.solutions[0]);
    assert.match(await page.textContent('[data-testid=status]'), /7 \+ 11 \+ 13 = 31/);
  }));

for (const [weights, m] of [[[5, 10, 12, 13, 15, 18], 30], [[2, 4, 6, 8, 10], 15], [[3, 34, 4, 12, 5, 2, 7, 9, 1, 6], 20]]) {
  test(`all solutions of ${weights} for m = ${m}: the tree's nodes and every subset`, () =>
    withPage(`all-${m}`, `?p=subsets&w=${weights}&m=${m}&mode=all&run=1&speed=max`, async (page) => {
      await waitForState(page, 'finished');
      const truth = walk(weights, m, false);
      assert.equal(await stat(page, 'nodes'), truth.nodes);
      assert.equal(await stat(page, 'solutions'), Number(countSubsets(weights, m)));
      assert.deepEqual(await listed(page), truth.solutions.map((s) => s.join(',')));
    }));
}

test('stepping: take first, the left branch labelled, and a dead node says which test fails', () =>
  withPage('step', '?p=subsets&w=11,13,24,7&m=31&mode=all', async (page) => {
    for (let i = 0; i < 3; i++) await page.click('[data-testid=step]');   // root, try x1 = 1, promising
    await page.waitForSelector('[data-testid=weight][data-index="0"][data-taken="1"]');
    const node2 = await page.$eval('[data-testid=tree-node][data-node="2"]', (n) => ({ ...n.dataset }));
    assert.equal(node2.take, '1');
    assert.equal(node2.parent, '1');
    assert.equal(node2.depth, '1');
    // On past the solution at node 4 to node 5, leaving 13 after 7 + 11: 18 + 24 = 42 > 31.
    for (let i = 0; i < 8; i++) await page.click('[data-testid=step]');
    await page.waitForFunction(() => /Dead/.test(document.querySelector('[data-testid=status]').textContent));
    assert.match(await page.textContent('[data-testid=status]'), /18 \+ 24 = 42 > 31: the next weight overshoots m/);
    const dead = await page.$eval('[data-testid=tree-node][data-node="5"]', (n) => ({ ...n.dataset, title: n.querySelector('title').textContent }));
    assert.equal(dead.state, 'dead');
    assert.equal(dead.take, '0');
    assert.match(dead.title, /overshoots/);
    await page.click('[data-testid=step-back]');
    assert.match(await page.textContent('[data-testid=status]'), /Node 5/);
  }));

test('stepping: the bar\'s Wt and the subset line describe the same node at every step', () =>
  withPage('same-node', '?p=subsets&w=11,13,24,7&m=31&mode=all', async (page) => {
    const seen = [];
    for (let i = 0; i < 30; i++) {
      await page.click('[data-testid=step]');
      const shown = await page.evaluate(() => ({
        taken: Number(document.querySelector('[data-testid=sum-taken]').dataset.value),
        set: document.querySelector('[data-testid=subset]').dataset.set,
        text: document.querySelector('[data-testid=subset]').textContent,
      }));
      const sum = shown.set ? shown.set.split(',').map(Number).reduce((a, b) => a + b, 0) : 0;
      assert.equal(sum, shown.taken, `step ${i + 1}: the subset ${shown.set} sums to the bar's Wt`);
      assert.match(shown.text, new RegExp(`Wt = ${shown.taken}\\)`), `step ${i + 1}: ${shown.text}`);
      seen.push(shown.taken);
    }
    assert.ok(new Set(seen).size > 3, `the node on show changes as the search steps: ${seen}`);
  }));

test('forty weights: the count meets in the middle and equals the dynamic programme', () =>
  withPage('count', '?p=subsets&w=' + Array.from({ length: 40 }, (_, i) => i + 1) + '&m=410', async (page) => {
    await page.click('[data-testid=count]');
    await waitForState(page, 'finished', 60_000);
    const counted = await page.getAttribute('[data-testid=count-total]', 'data-value');
    assert.equal(BigInt(counted), countSubsets(Array.from({ length: 40 }, (_, i) => i + 1), 410));
  }));

test('forty weights, all solutions: the search runs flat out and stops at once', () =>
  withPage('stop', '?p=subsets&w=' + Array.from({ length: 40 }, (_, i) => i + 1) + '&m=410&mode=all&speed=max', async (page) => {
    await page.click('[data-testid=play]');
    await page.waitForFunction(() => Number(document.querySelector('[data-testid=stat-nodes]').dataset.value) > 10_000);
    await page.click('[data-testid=stop]');
    await waitForState(page, 'stopped', 1000);
    const nodes = await stat(page, 'nodes');
    await page.waitForTimeout(300);
    assert.equal(await stat(page, 'nodes'), nodes, 'nothing runs after stop');
  }));

test('text typed into a field while a search runs is kept until it is used, and then used', () =>
  withPage('typing', '?p=subsets&w=' + Array.from({ length: 40 }, (_, i) => i + 1) + '&m=410&mode=all&speed=20&run=1', async (page) => {
    // The page draws again at every step; a plain input was set back to the setting each time.
    await waitForState(page, 'running');
    await page.fill('[data-testid=weights]', '3, 5, 7');
    const nodes = await stat(page, 'nodes');
    await page.waitForFunction((n) => Number(document.querySelector('[data-testid=stat-nodes]').dataset.value) > n + 5, nodes);
    assert.equal(await page.inputValue('[data-testid=weights]'), '3, 5, 7', 'kept through the steps drawn');
    await page.press('[data-testid=weights]', 'Tab');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=weight]').length === 3);
    const values = await page.$$eval('[data-testid=weight]', (ws) => ws.map((w) => Number(w.dataset.value)));
    assert.deepEqual(values, [3, 5, 7]);
    assert.equal(await page.inputValue('[data-testid=weights]'), '3, 5, 7');
  }));

test('bad weights and m give notices and a usable page', () =>
  withPage('bad', '?p=subsets&w=5,x,-3,7&m=abc&mode=sometimes', async (page) => {
    const notice = await page.textContent('[data-testid=notice]');
    // In the user's words: the weight typed, and m, not the link's syntax (but for mode=, which only a link sets).
    for (const bad of ['The weight “\u2068x\u2069”', 'The weight “\u2068-3\u2069”', 'm = “\u2068abc\u2069”', 'mode=sometimes']) assert.ok(notice.includes(bad), `${bad} in ${notice}`);
    const values = await page.$$eval('[data-testid=weight]', (ws) => ws.map((w) => Number(w.dataset.value)));
    assert.deepEqual(values, [1, 5, 7]);
    await page.fill('[data-testid=m]', '12');
    await page.dispatchEvent('[data-testid=m]', 'change');
    await page.selectOption('[data-testid=mode]', 'all');
    await page.locator('[data-testid=speed]').fill('51');
    await page.click('[data-testid=play]');
    await waitForState(page, 'finished');
    assert.deepEqual(await listed(page), walk([5, 1, 7], 12, false).solutions.map((s) => s.join(',')));
  }));

test('compared with the brute force, which walks the whole binary tree', () =>
  withPage('compare', '?p=subsets&w=11,13,24,7&m=31&mode=all&compare=brute-force&speed=max', async (page) => {
    await page.click('[data-testid=play]');
    await waitForState(page, 'finished');
    const nodes = await page.$$eval('[data-testid=compare-side]', (sides) => sides.map((s) => [s.dataset.algo,
      Number(s.querySelector('[data-testid=stat-nodes]').dataset.value)]));
    assert.deepEqual(nodes, [['backtracking', walk([11, 13, 24, 7], 31, false).nodes], ['brute-force', 2 ** 5 - 1]]);
  }));

test('practice: take or leave next, and which half of the promising test fails', () =>
  withPage('practice', '?p=subsets&w=11,13,24,7&m=31&mode=all&practice=1', async (page) => {
    await page.waitForSelector('[data-testid=practice-prompt][data-kind=next]');
    await page.click('[data-testid=practice-answer][data-value=take]');
    await page.waitForSelector('[data-testid=practice-feedback][data-correct=true]');
    await page.selectOption('[data-testid=practice-drill]', 'promising');
    await page.waitForSelector('[data-testid=practice-prompt][data-kind=promising]');
    await page.click('[data-testid=practice-answer][data-value=reach]');
    await page.waitForSelector('[data-testid=practice-feedback][data-correct=false]');
  }));

for (const [width, height] of [[375, 812], [1280, 800]]) {
  test(`at ${width} px, bad weights typed into the field are named in words, formatted, and shown by the field`, async () => {
    const sized = await launch({ viewport: { width, height } });
    const page = await sized.newPage();
    try {
      await page.goto(`${server.url}?p=subsets`);
      await page.waitForSelector('main[data-drawn=whole] [data-testid=weights]');
      await page.fill('[data-testid=weights]', '-5, 0');
      await page.dispatchEvent('[data-testid=weights]', 'change');
      const notice = page.locator('[data-testid=notice]');
      await notice.waitFor();
      assert.equal(await notice.count(), 1, 'one notice, by the field');
      const text = await notice.textContent();
      assert.match(text, /The weight “\u2068-5\u2069” is not between 1 and 1,000,000,000: 1 is used instead\./);
      assert.doesNotMatch(text, /w=/, 'not the link\'s syntax');
      assert.equal(await page.inputValue('[data-testid=weights]'), '1, 1');
      // The notice is right by the field: scrolled to the field, both are on screen.
      // The page brings the notice into view, the fields under it (smoothly: wait until it is
      // there); then the field is on screen too.
      await page.waitForFunction((h) => {
        const box = document.querySelector('[data-testid=notice]').getBoundingClientRect();
        return box.top >= 0 && box.bottom <= h;
      }, height);
      // The scroll has come to rest.
      await page.evaluate(() => new Promise((resolve) => {
        let last = -1;
        const tick = () => { if (scrollY === last) resolve(); else { last = scrollY; setTimeout(tick, 100); } };
        tick();
      }));
      await page.locator('[data-testid=weights]').scrollIntoViewIfNeeded();
      const [field, box] = [await page.locator('[data-testid=weights]').boundingBox(), await notice.boundingBox()];
      assert.ok(Math.abs(field.y - box.y) < height / 2, `notice at ${box.y}, field at ${field.y}`);
      assert.ok(box.y >= 0 && box.y + box.height <= height, `the notice is on screen at ${box.y}`);
    } finally {
      await sized.close();
    }
  });
}
