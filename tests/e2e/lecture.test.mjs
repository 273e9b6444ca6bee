// End-to-end tests of what a teacher preparing a lecture relies on: the whole small tree drawn
// and folded at will, board, player, tree and code on one 1280 × 800 screen on every search page
// (and in full screen), none over another, with the board still, a small tree whole, a panel
// that opens brought into view, and each compared search keeping its tree.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, waitForState, stat, pageTester, searchPages } from './harness.mjs';

let server;
let context;
before(async () => { server = await serve(); context = await launch({ viewport: { width: 1280, height: 800 } }); });
after(async () => { await context?.close(); server?.close(); });

const withPage = pageTester(() => context, () => server, 'lecture');

const nodes = (page) => page.$$eval('[data-testid=tree-node]', (all) => all.map((n) => ({
  node: Number(n.dataset.node), folded: n.dataset.folded === 'true', toggles: n.getAttribute('role') === 'button',
})));

test('the 4-queens tree is drawn whole, every node numbered once, and any subtree folds and unfolds', () =>
  withPage('whole-tree', '?p=queens&n=4&mode=all&run=1&speed=max', async (page) => {
    await waitForState(page, 'finished');
    const total = await stat(page, 'nodes');
    let drawn = await nodes(page);
    assert.deepEqual(drawn.map((n) => n.node).sort((a, b) => a - b), Array.from({ length: total }, (_, i) => i + 1));
    assert.ok(drawn.every((n) => !n.folded), 'nothing is folded while there is room');
    // Node 2 (queen 1 in column 1) heads a finished subtree: a click folds it into "+N".
    const two = page.locator('[data-testid=tree-node][data-node="2"]');
    await two.click();
    await page.waitForSelector('[data-testid=tree-node][data-node="2"][data-folded=true]');
    drawn = await nodes(page);
    assert.ok(drawn.length < total, 'its subtree is hidden');
    assert.match(await two.textContent(), /\+\d+/);
    // Enter unfolds it again.
    await two.focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => !document.querySelector('[data-testid=tree-node][data-node="2"]').dataset.folded);
    assert.equal((await nodes(page)).length, total);
  }));

test('a tree too large for the drawing starts folded, and a folded subtree opens on a click', () =>
  withPage('large-tree', '?p=queens&n=6&mode=all&run=1&speed=max', async (page) => {
    await waitForState(page, 'finished');
    const drawn = await nodes(page);
    const folded = drawn.filter((n) => n.folded && n.toggles);
    assert.ok(folded.length > 0, 'finished subtrees are folded');
    const before = drawn.length;
    await page.click(`[data-testid=tree-node][data-node="${folded[0].node}"]`);
    await page.waitForFunction((n) => document.querySelector(`[data-testid=tree-node][data-node="${n}"]`).dataset.folded !== 'true', folded[0].node);
    assert.ok((await nodes(page)).length > before, 'the subtree is drawn');
  }));

test('at 1280 x 800 the board, the tree and the code lines are on screen, and the board stays still', () =>
  withPage('lecture-layout', '?p=queens&n=5&mode=all', async (page) => {
    const inView = async (selector) => {
      const box = await page.locator(selector).first().boundingBox();
      assert.ok(box, `${selector} is drawn`);
      assert.ok(box.y >= 0 && box.y + box.height <= 800 && box.x + box.width <= 1280, `${selector} is inside 1280 x 800: ${JSON.stringify(box)}`);
      return box;
    };
    const board = await inView('[data-testid=board]');
    await inView('.tree-card');
    await inView('[data-testid=code-line][data-line="12"]');
    await inView('[data-testid=play]');
    for (let i = 0; i < 40; i++) await page.click('[data-testid=step]');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=tree-node]').length > 15);
    const after = await page.locator('[data-testid=board]').boundingBox();
    assert.ok(Math.abs(after.x - board.x) < 1 && Math.abs(after.y - board.y) < 1, `the board stayed still as the tree grew: ${board.y} → ${after.y}`);
  }));

test('ticking Practice brings its card into view', () =>
  withPage('practice-into-view', '?p=queens&n=5', async (page) => {
    await page.locator('[data-testid=practice]').scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.click('[data-testid=practice]');
    const card = page.locator('.practice-card');
    await card.waitFor();
    // Within a pixel: the layout is in fractions of a pixel, the scroll position in whole ones.
    await page.waitForFunction(() => {
      const box = document.querySelector('.practice-card').getBoundingClientRect();
      return box.top > -1 && box.bottom < window.innerHeight + 1;
    });
  }));

test('compare keeps each side\'s state-space tree', () =>
  withPage('compare-trees', '?p=queens&n=4&mode=all&compare=brute-force&run=1&speed=max', async (page) => {
    await page.waitForFunction(() => [...document.querySelectorAll('[data-testid=compare-side] [data-testid=run-state]')].every((s) => s.dataset.state === 'finished'), null, { timeout: 30_000 });
    const perSide = await page.$$eval('[data-testid=compare-side]', (sides) => sides.map((s) => s.querySelectorAll('[data-testid=tree-node]').length));
    assert.equal(perSide.length, 2);
    assert.ok(perSide.every((n) => n > 1), `both sides draw their tree: ${perSide}`);
  }));

test('a link to a moment (at=9) opens paused right after node 9, and Copy link keeps the moment', () =>
  withPage('at-node', '?p=queens&n=4&mode=all&at=9', async (page) => {
    await waitForState(page, 'paused');
    assert.equal(await stat(page, 'nodes'), 9);
    await page.waitForSelector('[data-testid=tree-node][data-node="9"]');
    assert.equal(await page.locator('[data-testid=tree-node][data-node="10"]').count(), 0);
    assert.match(await page.textContent('[data-testid=status]'), /Node 9/);
    await page.waitForFunction(() => /[?&]at=9(&|$)/.test(location.search));
    // Node 9 is rejected and the search backtracks (the same moment), then node 10 is generated.
    for (let i = 0; i < 3; i++) await page.click('[data-testid=step]');
    await page.waitForSelector('[data-testid=tree-node][data-node="10"]');
    await page.waitForFunction(() => /[?&]at=10(&|$)/.test(location.search));
  }));

/** The box of `selector`'s first element, which must be drawn wholly inside 1280 × 800. */
async function inView(page, selector, what) {
  const box = await page.locator(selector).first().boundingBox();
  assert.ok(box, `${what}: ${selector} is drawn`);
  const inside = box.x >= 0 && box.y >= 0 && box.x + box.width <= 1280.5 && box.y + box.height <= 800.5;
  assert.ok(inside, `${what}: ${selector} is inside 1280 x 800: ${JSON.stringify(box)}`);
  return box;
}

/** Whether boxes `a` and `b` overlap (more than a pixel). */
const overlap = (a, b) => a.x + a.width > b.x + 1 && b.x + b.width > a.x + 1 && a.y + a.height > b.y + 1 && b.y + b.height > a.y + 1;

/** Checks the lecture view of `page`: board, player, tree and every code line in view, none over another. */
async function lectureFits(page, what) {
  const parts = {
    board: await inView(page, '[data-testid=board]', what),
    player: await inView(page, '.player-card', what),
    tree: await inView(page, '.tree-card', what),
    code: await inView(page, '.code-card', what),
  };
  for (const line of await page.locator('[data-testid=code-line]').all()) {
    const box = await line.boundingBox();
    assert.ok(box.y >= 0 && box.y + box.height <= 800.5, `${what}: code line at ${box.y} is on screen`);
  }
  const names = Object.keys(parts);
  for (const [i, a] of names.entries()) {
    for (const b of names.slice(i + 1)) assert.ok(!overlap(parts[a], parts[b]), `${what}: ${a} and ${b} overlap`);
  }
}

for (const slug of searchPages()) {
  test(`?p=${slug} at 1280 x 800: board, player, tree and code in view, none over another, in full screen too`, () =>
    withPage(`fit-${slug}`, `?p=${slug}&at=9`, async (page) => {
      // Paused at node 9, or finished before it (a page whose default search is shorter).
      await waitForState(page, ['paused', 'finished']);
      await page.waitForSelector('[data-testid=tree-node]');
      await lectureFits(page, slug);
      await page.click('[data-testid=fullscreen]');
      await page.waitForFunction(() => document.fullscreenElement !== null);
      await page.waitForTimeout(200);
      await lectureFits(page, `${slug} in full screen`);
      await page.click('[data-testid=fullscreen]');
      await page.waitForFunction(() => document.fullscreenElement === null);
    }));
}

test('sum of subsets: the course\'s whole tree of 17 nodes, solutions 4 and 9 included, is in view without zooming, each with its Wt', () =>
  withPage('subsets-tree', '?p=subsets&w=11,13,24,7&m=31&mode=all&run=1&speed=max', async (page) => {
    await waitForState(page, 'finished');
    const scroll = await page.locator('[data-testid=tree-scroll]').boundingBox();
    const nodes = await page.locator('[data-testid=tree-node]').all();
    assert.equal(nodes.length, 17);
    for (const node of nodes) {
      const box = await node.locator('circle').boundingBox();
      const inside = box.x >= scroll.x - 0.5 && box.y >= scroll.y - 0.5
        && box.x + box.width <= scroll.x + scroll.width + 0.5 && box.y + box.height <= scroll.y + scroll.height + 0.5;
      assert.ok(inside, `node ${await node.getAttribute('data-node')} is in the tree's view: ${JSON.stringify(box)} in ${JSON.stringify(scroll)}`);
    }
    for (const n of ['4', '9']) {
      assert.equal(await page.getAttribute(`[data-testid=tree-node][data-node="${n}"]`, 'data-state'), 'solution');
      assert.equal(await page.textContent(`[data-testid=tree-node][data-node="${n}"] .note`), '31', `node ${n}: Wt = m`);
    }
    const fontSize = await page.$eval('[data-testid=tree-node] text', (t) => t.getBoundingClientRect().height);
    assert.ok(fontSize >= 10, `the numbers are readable (${fontSize} px), not zoomed out`);
  }));
