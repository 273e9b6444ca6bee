// End-to-end tests of the n-queens page: the release build served under /runut/ in Chromium.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, waitForState, stat, testData, pageTester } from './harness.mjs';

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

test('stopping a long count ends stopped within a second', () =>
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
