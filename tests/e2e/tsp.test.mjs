// End-to-end tests of the travelling-salesman page: the release build served under /runut/ in
// Chromium. The textbook's figures are Horowitz and Sahni's; the best tours of random graphs are
// computed here by trying every order of the cities, independently of the app.
import { before, after } from 'node:test';
import assert from 'node:assert/strict';
import { test, timedTest, serve, launch, waitForState, stat, pageTester, nextENodeAsked, withoutLongTasks, slowdown, traceTasks, longTaskReport } from './harness.mjs';

let server;
let context;
before(async () => { server = await serve(); context = await launch(); });
after(async () => { await context?.close(); server?.close(); });

const withPage = pageTester(() => context, () => server, 'tsp');

/** The roads the page shows in its field, as a matrix of weights (null: no road). */
const roads = async (page) => (await page.inputValue('[data-testid=roads]'))
  .split(';').map((row) => row.split(',').map((w) => (w.trim() === 'x' ? null : Number(w))));

/** The lightest tour from city 1 by trying every order: its weight, or null if there is none. */
function lightest(w) {
  const n = w.length;
  let best = null;
  const go = (city, left, so) => {
    if (!left.length) {
      if (w[city][0] !== null && (best === null || so + w[city][0] < best)) best = so + w[city][0];
      return;
    }
    for (const next of left) {
      if (next !== city && w[city][next] !== null) go(next, left.filter((c) => c !== next), so + w[city][next]);
    }
  };
  go(0, [...Array(n).keys()].slice(1), 0);
  return best;
}

/** The textbook's five cities (Horowitz and Sahni's matrix), as a link writes them. */
const TEXTBOOK_W = 'x,20,30,10,11;15,x,16,4,2;3,5,x,2,4;19,6,18,x,3;16,4,7,16,x';

/** Each node's cost on the textbook's five cities (Horowitz and Sahni's figure), node 1 first. */
const TEXTBOOK = [25, 35, 53, 25, 31, 28, 50, 36, 52, 28, 28];

/** Clicks Step and waits until the status changes. */
async function step(page) {
  const before = await page.textContent('[data-testid=status]');
  await page.click('[data-testid=step]');
  await page.waitForFunction((s) => document.querySelector('[data-testid=status]').textContent !== s, before);
}

test('the textbook: root 25, E-nodes 1, 4, 6, 10, tour 1-4-2-5-3-1 of 28 after 11 nodes', () =>
  withPage('textbook', '?p=tsp', async (page) => {
    assert.match(await page.textContent('[data-testid=status]'), /c\(1\) = 25/);
    assert.equal(await page.getAttribute('[data-testid=reduction-total]', 'data-value'), '25');
    const expanded = [];
    for (let i = 0; i < 80 && (await page.getAttribute('[data-testid=run-state]', 'data-state')) !== 'finished'; i++) {
      await step(page);
      const e = await page.$eval('[data-testid=tree-node][data-e-node=true]', (n) => n.dataset.node).catch(() => null);
      if (e && expanded.at(-1) !== e) expanded.push(e);
    }
    assert.deepEqual(expanded, ['1', '4', '6', '10']);
    assert.equal(await stat(page, 'nodes'), 11);
    assert.equal(await stat(page, 'best'), 28);
    assert.equal(await page.getAttribute('[data-testid=best-solution]', 'data-value'), '1,4,2,5,3,1');
    const bounds = await page.$$eval('[data-testid=tree-node]', (all) => all.map((n) => [n.dataset.node, n.dataset.bound, n.dataset.state]));
    assert.deepEqual(bounds.map(([node, bound]) => [Number(node), Number(bound)]).sort((a, b) => a[0] - b[0]),
      TEXTBOOK.map((c, k) => [k + 1, c]));
    const states = Object.fromEntries(bounds.map(([node, , state]) => [node, state]));
    assert.equal(states['11'], 'solution');
    assert.deepEqual(['1', '4', '6', '10'].map((n) => states[n]), ['expanded', 'expanded', 'expanded', 'expanded']);
    for (const dead of ['2', '3', '5', '7', '8', '9']) assert.equal(states[dead], 'dead', `node ${dead} is killed`);
    assert.equal(await page.$$eval('[data-testid=live-list] li', (l) => l.length), 0);
    // Step back over the end, the answer and the last kill: that node is live again.
    for (let i = 0; i < 3; i++) await page.click('[data-testid=step-back]');
    await page.waitForSelector('[data-testid=live-list] li');
  }));

test('the finished tree fits its box: the empty live list gives its room back; Fit, the keys, Ctrl + wheel and a drag move it', () =>
  withPage('tree-fits', '?p=tsp&at=11&then=9', async (page) => {
    await page.waitForSelector('.branch-tree.listless [data-testid=tree-node][data-node="11"]');
    const sizes = () => page.$eval('[data-testid=tree-scroll]', (el) => {
      const svg = el.querySelector('svg').getBoundingClientRect();
      return { svg: svg.width, svgHeight: svg.height, view: el.clientWidth, viewHeight: el.clientHeight, left: el.scrollLeft };
    });
    const tree = await page.$eval('.branch-tree', (el) => el.getBoundingClientRect().width);
    const view = await sizes();
    assert.ok(view.view > tree * 0.9, `the tree takes the live list's room: ${view.view} of ${tree}`);
    await page.click('[data-testid=zoom-fit]');
    await page.waitForFunction(() => {
      const el = document.querySelector('[data-testid=tree-scroll]');
      const svg = el.querySelector('svg').getBoundingClientRect();
      return svg.width <= el.clientWidth + 1 && svg.height <= el.clientHeight + 1;
    });
    const fit = await sizes();
    for (const n of ['1', '5', '8', '11']) {
      const box = await page.$eval(`[data-testid=tree-node][data-node="${n}"]`, (g) => g.getBoundingClientRect().toJSON());
      const frame = await page.$eval('[data-testid=tree-scroll]', (el) => el.getBoundingClientRect().toJSON());
      assert.ok(box.left >= frame.left - 1 && box.right <= frame.right + 1, `node ${n} is in view once fitted`);
    }
    await page.focus('[data-testid=tree-scroll]');
    await page.keyboard.press('+');
    await page.keyboard.press('+');
    await page.waitForFunction((w) => document.querySelector('[data-testid=tree-scroll] svg').getBoundingClientRect().width > w * 1.5, fit.svg);
    const box = await page.$eval('[data-testid=tree-scroll]', (el) => el.getBoundingClientRect().toJSON());
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.keyboard.down('Control');
    await page.mouse.wheel(0, 200);
    await page.keyboard.up('Control');
    await page.waitForFunction((w) => document.querySelector('[data-testid=tree-scroll] svg').getBoundingClientRect().width < w * 1.5, fit.svg);
    await page.keyboard.press('+');
    await page.keyboard.press('+');
    await page.keyboard.press('+');
    const before = (await sizes()).left;
    await page.mouse.move(box.x + box.width / 2, box.y + 20);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 60, box.y + 20, { steps: 6 });
    await page.mouse.up();
    assert.ok((await sizes()).left > before + 30, 'a drag to the left shows more of the right');
    await page.keyboard.press('0');
    await page.waitForFunction(() => {
      const el = document.querySelector('[data-testid=tree-scroll]');
      return el.querySelector('svg').getBoundingClientRect().width <= el.clientWidth + 1;
    });
  }));

test('a link to node 7 shows node 4 as E-node, its matrix, and child 7 with c = 25 + 12 + 13', () =>
  withPage('moment', '?p=tsp&at=7', async (page) => {
    await waitForState(page, 'paused');
    assert.equal(await page.getAttribute('[data-testid=reduced-matrix]', 'data-node'), '4');
    const cost = await page.$eval('[data-testid=child-cost]', (c) => ({ value: c.dataset.value, a: c.dataset.a, r: c.dataset.r, text: c.textContent }));
    assert.deepEqual([cost.value, cost.a, cost.r], ['50', '12', '13']);
    assert.match(cost.text, /c\(7\) = c\(4\) \+ A\(4, 3\) \+ r = 25 \+ 12 \+ 13 = 50/);
    assert.match(await page.getAttribute('[data-testid=city-map]', 'aria-label'), /1 → 4 → 3/);
    assert.match(page.url(), /at=7/);
  }));

for (const [n, seed, sym] of [[7, 11, false], [8, 5, true], [9, 2, false]]) {
  test(`${n} random cities (seed ${seed}${sym ? ', symmetric' : ''}): the best tour is the lightest of all`, () =>
    withPage(`random-${n}-${seed}`, `?p=tsp&n=${n}&seed=${seed}${sym ? '&sym=1' : ''}${sym ? '&bound=half' : ''}&run=1&speed=max`, async (page) => {
      await waitForState(page, 'finished', 60_000);
      const w = await roads(page);
      assert.equal(w.length, n);
      assert.equal(await stat(page, 'best'), lightest(w));
      const tour = (await page.getAttribute('[data-testid=best-solution]', 'data-value')).split(',').map(Number);
      assert.equal(tour.length, n + 1);
      assert.equal(tour.slice(1).reduce((s, c, k) => s + w[tour[k] - 1][c - 1], 0), lightest(w), 'the tour shown weighs the best');
    }));
}

timedTest('twelve cities at max speed finish or stop at the cap in the worker, the page answering', () =>
  withPage('twelve', '?p=tsp&n=12&seed=3&speed=max', async (page) => {
    await page.click('[data-testid=play]');
    await page.waitForTimeout(200);
    if ((await page.getAttribute('[data-testid=run-state]', 'data-state')) === 'running') {
      // The page answers while the worker searches: Pause takes at once.
      const asked = Date.now();
      await page.click('[data-testid=pause]');
      await waitForState(page, ['paused', 'finished'], 5_000);
      assert.ok(Date.now() - asked < 5_000);
      await page.click('[data-testid=play]');
    }
    await waitForState(page, 'finished', 180_000);
    assert.ok(await stat(page, 'nodes') > 0);
    const w = await roads(page);
    const tour = (await page.getAttribute('[data-testid=best-solution]', 'data-value')).split(',').map(Number);
    assert.equal(tour.slice(1).reduce((s, c, k) => s + w[tour[k] - 1][c - 1], 0), await stat(page, 'best'));
  }));

/** Twelve cities, every road 7: every tour ties, so neither side can prune, and both run long. */
const SEVENS = Array.from({ length: 12 }, (_, i) => Array.from({ length: 12 }, (_, j) => (i === j ? 'x' : '7')).join(',')).join(';');

timedTest('compare at max speed on twelve cities that tie: both workers flat out, no main-thread task over 50 ms', () => withoutLongTasks((attempt) =>
  withPage(`compare-longtask-${attempt}`, `?p=tsp&w=${SEVENS}&compare=brute-force&speed=max`, async (page) => {
    const before = await slowdown(page);
    await traceTasks(page);
    await page.click('[data-testid=play]');
    await page.waitForTimeout(3000);
    const sides = await page.$$eval('[data-testid=compare-side]', (all) => all.map((s) => [
      s.querySelector('[data-testid=run-state]').dataset.state,
      Number(s.querySelector('[data-testid=stat-nodes]').dataset.value)]));
    assert.equal(sides.length, 2);
    for (const [state, nodes] of sides) assert.ok(state === 'running' && nodes > 10_000, `${state} ${nodes}: both sides really run`);
    return longTaskReport(page, before);
  })));

test('compare: least cost beside the brute force, which counts all 24 tours', () =>
  withPage('compare', '?p=tsp&compare=brute-force&speed=max&run=1', async (page) => {
    await page.waitForFunction(() => [...document.querySelectorAll('[data-testid=compare-side] [data-testid=run-state]')]
      .every((s) => s.dataset.state === 'finished'), null, { timeout: 60_000 });
    const sides = await page.$$eval('[data-testid=compare-side]', (all) => all.map((s) => ({
      algo: s.dataset.algo,
      nodes: Number(s.querySelector('[data-testid=stat-nodes]').dataset.value),
      tours: Number(s.querySelector('[data-testid=stat-solutions]').dataset.value),
      best: s.querySelector('[data-testid=best-solution]').dataset.value,
      tree: s.querySelectorAll('[data-testid=tree-node]').length,
    })));
    assert.deepEqual(sides.map((s) => [s.algo, s.nodes, s.tours, s.best]),
      [['lc', 11, 1, '1,4,2,5,3,1'], ['brute-force', 65, 24, '1,4,2,5,3,1']]);
    assert.ok(sides.every((s) => s.tree > 0), 'each side draws its tree');
    assert.equal(await page.$$eval('[data-testid=side-code]', (s) => s.length), 2);
    await page.selectOption('[data-testid=compare]', 'depth-first');
    await page.waitForSelector('[data-testid=compare-side][data-algo=depth-first]');
  }));

test('practice: the next child\'s cost from the root\'s children on, its place varying, right then wrong with the reason', () =>
  withPage('practice', '?p=tsp&practice=1', async (page) => {
    await page.waitForSelector('[data-testid=practice-prompt]');
    await page.selectOption('[data-testid=practice-drill]', 'cost-of');
    const asked = async (not) => {
      const prompt = await page.waitForFunction((n) => {
        const p = document.querySelector('[data-testid=practice-prompt]');
        const k = p?.dataset.kind === 'cost-of' && p.textContent.match(/c\((\d+)\)\?/)?.[1];
        return k && k !== n ? k : null;
      }, not);
      return Number(await prompt.jsonValue());
    };
    // The drill starts again at the root: its children's costs are asked, node 2 first; the
    // costs offered in increasing order, the right one not always at the same place.
    const places = new Set();
    let node = null;
    for (const expected of [2, 3, 4, 5]) {
      node = await asked(node === null ? null : String(node));
      assert.equal(node, expected, 'the root\'s children in turn');
      const values = await page.$$eval('[data-testid=practice-answer]', (all) => all.map((b) => Number(b.dataset.value)));
      assert.ok(values.every((v, i) => i === 0 || values[i - 1] < v), `increasing: ${values}`);
      places.add(values.indexOf(TEXTBOOK[node - 1]));
      await page.click(`[data-testid=practice-answer][data-value="${TEXTBOOK[node - 1]}"]`);
      await page.waitForSelector('[data-testid=practice-feedback][data-correct=true]');
    }
    assert.ok(places.size > 1, `the right cost stood at ${[...places]}`);
    const second = await asked(String(node));
    const truth = TEXTBOOK[second - 1];
    const wrong = await page.$$eval('[data-testid=practice-answer]', (all, t) => all.map((b) => b.dataset.value).find((v) => v !== String(t)), truth);
    await page.click(`[data-testid=practice-answer][data-value="${wrong}"]`);
    const feedback = await page.waitForSelector('[data-testid=practice-feedback][data-correct=false]');
    assert.match(await feedback.textContent(), new RegExp(`c\\(${second}\\) = c\\(\\d+\\) \\+ A\\(\\d, \\d\\) \\+ r = \\d+ \\+ \\d+ \\+ \\d+ = ${truth}`));
  }));

test('practice: which live node is expanded next, with nothing on the page giving it away', () =>
  withPage('practice-next', '?p=tsp&practice=1', async (page) => {
    const answer = await nextENodeAsked(page);
    // The root's children, costs from the textbook's figure: the least is the answer.
    const least = [2, 3, 4, 5].reduce((a, b) => (TEXTBOOK[b - 1] < TEXTBOOK[a - 1] ? b : a));
    assert.equal(answer, least);
    await page.click(`[data-testid=practice-answer][data-value="${answer}"]`);
    await page.waitForSelector('[data-testid=practice-feedback][data-correct=true]');
  }));

test('Show me on the textbook\'s first tour: node 11 the solution, the best 28 filled in, the search over', () =>
  withPage('show-me', `?p=tsp&w=${TEXTBOOK_W}&quiz=1&seed=1&kind=first-solution`, async (page) => {
    await page.waitForSelector('[data-testid=quiz-question]', { timeout: 60_000 });
    await page.fill('[data-testid=quiz-answer]', '1-2-3-4-5');
    await page.click('[data-testid=quiz-submit]');
    await page.waitForSelector('[data-testid=quiz-verdict]');
    const href = await page.getAttribute('[data-testid=quiz-show-me]', 'href');
    assert.match(href, /[?&]at=11&then=\d+/);
    await page.click('[data-testid=quiz-show-me]');
    await page.waitForSelector('[data-testid=run-state]:is([data-state=paused], [data-state=finished]):not([data-settling])', { timeout: 60_000 });
    const w = TEXTBOOK_W.split(';').map((row) => row.split(',').map((c) => (c === 'x' ? null : Number(c))));
    assert.equal(await stat(page, 'nodes'), TEXTBOOK.length);
    assert.equal(await stat(page, 'best'), lightest(w));
    await page.waitForSelector(`[data-testid=tree-node][data-node="${TEXTBOOK.length}"][data-state=solution]`);
    assert.equal(await page.$$eval('[data-testid=tree-node][data-state=live]', (l) => l.length), 0, 'no node left live');
    assert.equal(await page.$$eval('[data-testid=live-list] li.next', (l) => l.length), 0, 'nothing next');
  }));

test('bad input: a notice in the user\'s words, in both languages, and the textbook\'s cities', () =>
  withPage('bad', '?p=tsp&w=x,1,2;3,x,far;4,5,x&bound=half', async (page) => {
    const notices = await page.$$eval('[data-testid=notice]', (all) => all.map((n) => n.textContent).join(' '));
    assert.match(notices, /row 2, column 3 is not a whole number or x/);
    assert.match(notices, /half-sum bound needs roads of the same weight both ways/);
    // Picked by hand on these one-way roads, the half-sum bound is refused again, and the
    // select goes back to the bound the page uses.
    assert.equal(await page.inputValue('[data-testid=bound]'), 'reduced');
    await page.selectOption('[data-testid=bound]', 'half');
    await page.waitForFunction(() => document.querySelector('[data-testid=bound]').value === 'reduced');
    assert.equal(await page.getAttribute('[data-testid=board]', 'data-cities'), '5');
    await page.goto(`${server.url}?p=tsp&n=40&lang=id`);
    await page.waitForSelector('main[data-drawn=whole] [data-testid=run-state]');
    assert.match(await page.textContent('[data-testid=notice]'), /40/);
    assert.equal(await page.getAttribute('[data-testid=board]', 'data-cities'), '12');
    assert.match(await page.textContent('[data-testid=status]'), /kota/);
  }));

test('the editor: a weight typed changes the roads and the link; a bad one keeps the road', () =>
  withPage('editor', '?p=tsp', async (page) => {
    await page.click('[data-testid=road-editor] summary');
    await page.fill('[data-testid=weight][data-from="1"][data-to="2"]', '5');
    await page.press('[data-testid=weight][data-from="1"][data-to="2"]', 'Tab');
    await page.waitForFunction(() => location.search.includes('w=x,5,30'));
    await page.fill('[data-testid=weight][data-from="1"][data-to="3"]', 'far');
    await page.press('[data-testid=weight][data-from="1"][data-to="3"]', 'Tab');
    assert.match(await page.textContent('[data-testid=notice]'), /city 1 to city 3 keeps its weight/);
    await page.fill('[data-testid=editor-cities]', '6');
    await page.press('[data-testid=editor-cities]', 'Tab');
    await page.waitForSelector('[data-testid=board][data-cities="6"]');
    await page.click('[data-testid=textbook]');
    await page.waitForSelector('[data-testid=board][data-cities="5"]');
  }));

for (const [width, height] of [[375, 812], [1280, 800]]) {
  test(`at ${width} px the board, the matrices and the tree fit the width`, async () => {
    const sized = await launch({ viewport: { width, height } });
    try {
      const page = await sized.newPage();
      await page.goto(`${server.url}?p=tsp&at=7`);
      await page.waitForSelector('main[data-drawn=whole] [data-testid=child-matrix]');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `the page is ${overflow} px wider than the screen`);
      const map = await page.$eval('[data-testid=city-map]', (m) => m.getBoundingClientRect().toJSON());
      assert.ok(map.width >= 200 && map.right <= width, `the map is on screen: ${JSON.stringify(map)}`);
      if (width === 1280) {
        const tree = await page.$eval('.tree-card', (t) => t.getBoundingClientRect().toJSON());
        assert.ok(tree.top < 800, 'the tree stands beside the board');
      }
      await page.close();
    } finally {
      await sized.close();
    }
  });
}
