// End-to-end tests of your own search's page: the release build served under /runut/ in
// Chromium. The trees the learner's programs grow are checked against the built-in pages of the
// same build and against the course's tree walked here in JavaScript; hostile programs (endless
// loops, runaway recursion, huge arrays, errors, markup) end with a clear message and no harm.
import { before, after } from 'node:test';
import assert from 'node:assert/strict';
import { test, timedTest, serve, launch, waitForState, stat, pageTester, clearStorage } from './harness.mjs';

let server;
let context;
before(async () => { server = await serve(); context = await launch(); });
after(async () => { await context?.close(); server?.close(); });

const withPage = pageTester(() => context, () => server, 'own');

/** The page's link for `source`. */
const link = (source, rest = '') => `?p=own&src=${encodeURIComponent(source)}${rest}`;

/**
 * The course's backtracking over `candidates`, `promising` and `isSolution` (JavaScript
 * functions of x): the nodes generated (root = 1), the solutions, and the first's node path.
 */
function walk({ candidates, promising = () => true, isSolution }, first) {
  let nodes = 1;
  const solutions = [];
  const path = [1];
  let firstPath = null;
  const go = (x) => {
    for (const v of candidates(x)) {
      const child = [...x, v];
      const number = ++nodes;
      if (promising(child) !== true) continue;
      path.push(number);
      if (isSolution(child)) {
        solutions.push(child);
        if (first) { firstPath = [...path]; return true; }
      }
      if (go(child)) return true;
      path.pop();
    }
    return false;
  };
  go([]);
  return { nodes, solutions, firstPath };
}

/** n-queens as the course writes it, in JavaScript: x[k] the column of row k + 1. */
const queens = (n) => ({
  candidates: (x) => (x.length === n ? [] : Array.from({ length: n }, (_, i) => i + 1)),
  promising: (x) => {
    const k = x.length - 1;
    return x.slice(0, k).every((c, i) => c !== x[k] && Math.abs(c - x[k]) !== k - i);
  },
  isSolution: (x) => x.length === n,
});

const solutionsListed = (page) => page.$$eval('[data-testid=solution]', (s) => s.map((e) => e.dataset.x));

test('the 8 queens example at max speed: the queens page\'s 15,721 nodes and 92 solutions, the first x = 1,5,8,6,3,7,2,4', async () => {
  const truth = walk(queens(8), false);
  const builtIn = await withPage('queens-page', '?p=queens&n=8&mode=all&run=1&speed=max', async (page) => {
    await waitForState(page, 'finished');
    return [await stat(page, 'nodes'), await stat(page, 'solutions')];
  });
  await withPage('queens-all', '?p=own&example=queens&mode=all&run=1&speed=max', async (page) => {
    await waitForState(page, 'finished');
    assert.deepEqual([await stat(page, 'nodes'), await stat(page, 'solutions')], builtIn);
    assert.deepEqual(builtIn, [truth.nodes, truth.solutions.length]);
    const listed = await solutionsListed(page);
    assert.deepEqual(listed, truth.solutions.slice(0, listed.length).map((x) => x.join(',')));
  });
});

test('the sum of subsets example steps as the subsets page: the same tree, node for node, dead nodes and reasons', async () => {
  const tree = (page) => page.$$eval('[data-testid=tree-node]', (all) => all.map((n) => [n.dataset.node, n.dataset.parent, n.dataset.state]));
  const builtIn = await withPage('subsets-page', '?p=subsets&w=7,11,13,24&m=31&mode=all&run=1&speed=max', async (page) => {
    await waitForState(page, 'finished');
    return [await stat(page, 'nodes'), await stat(page, 'solutions')];
  });
  await withPage('subsets-all', '?p=own&example=subsets&mode=all&run=1&speed=max', async (page) => {
    await waitForState(page, 'finished');
    assert.deepEqual([await stat(page, 'nodes'), await stat(page, 'solutions')], builtIn);
  });
  // Stepped: the first nodes' tree, the same on both pages.
  const stepped = async (query) => withPage('subsets-steps', query, async (page) => {
    for (let i = 0; i < 14; i++) await page.click('[data-testid=step]');
    return tree(page);
  });
  assert.deepEqual(await stepped('?p=own&example=subsets&mode=all'), await stepped('?p=subsets&w=7,11,13,24&m=31&mode=all'));
});

test('the graph colouring example grows the colouring page\'s tree, node for node, with the same solutions', async () => {
  const tree = (page) => page.$$eval('[data-testid=tree-node]', (all) => all.map((n) => [n.dataset.node, n.dataset.parent, n.dataset.state]));
  const searched = (name, query) => withPage(name, `${query}&mode=all&run=1&speed=max`, async (page) => {
    await waitForState(page, 'finished');
    return { nodes: await stat(page, 'nodes'), solutions: await stat(page, 'solutions'), tree: await tree(page) };
  });
  const builtIn = await searched('colouring-page', '?p=colouring&graph=course&m=3');
  const own = await searched('colouring-own', '?p=own&example=colouring');
  assert.ok(builtIn.tree.length > 1 && builtIn.solutions > 0);
  assert.deepEqual(own, builtIn);
});

test('least cost (search=lc): the 8-puzzle example grows the 15-puzzle page\'s tree, node for node with the same costs; stepped, its live nodes and code', async () => {
  const tree = (page) => page.$$eval('[data-testid=tree-node]', (all) => all.map((n) => [n.dataset.node, n.dataset.parent ?? '', n.dataset.cost, n.dataset.state]));
  const searched = (name, query) => withPage(name, `${query}&run=1&speed=max`, async (page) => {
    await waitForState(page, 'finished');
    return { nodes: await stat(page, 'nodes'), tree: await tree(page) };
  });
  const builtIn = await searched('eight-page', '?p=fifteen&tiles=1,2,3,4,0,6,7,5,8&cost=misplaced');
  const own = await searched('eight-own', '?p=own&example=8-puzzle');
  assert.ok(builtIn.nodes > 1);
  assert.deepEqual(own, builtIn);
  await withPage('eight-steps', '?p=own&example=8-puzzle', async (page) => {
    assert.equal(await page.inputValue('[data-testid=search]'), 'lc');
    for (let i = 0; i < 6; i++) await page.click('[data-testid=step]');
    // The root (0 moves + 2 tiles out of place), and its four children, live with their costs.
    assert.deepEqual(await tree(page), [['1', '', '2', 'expanded'], ['2', '1', '4', 'live'], ['3', '1', '4', 'live'], ['4', '1', '2', 'live'], ['5', '1', '4', 'live']]);
    assert.equal(await page.locator('[data-testid=live-list] li').count(), 4);
    assert.match(await page.textContent('.code-card'), /LC-SEARCH/);
  });
});

test('a program of the test\'s own (6 queens with labels) gives the course\'s tree: nodes, solutions, the first\'s path and x', () => {
  const source = `const N = 6;
fn candidates(x) { if x.len() == N { return []; } let v = []; for c in 1..=N { v.push(c); } v }
fn promising(x) {
    let k = x.len() - 1;
    for i in 0..k { if x[i] == x[k] || (x[i] - x[k]).abs() == k - i { return "attacked by row " + (i + 1); } }
    true
}
fn is_solution(x) { x.len() == N }
fn label(x) { "c" + x[x.len() - 1] }
`;
  const truth = walk(queens(6), true);
  return withPage('hidden', link(source, '&mode=first&run=1&speed=max'), async (page) => {
    await waitForState(page, 'finished');
    assert.equal(await stat(page, 'nodes'), truth.nodes);
    assert.deepEqual(await solutionsListed(page), [truth.solutions[0].join(',')]);
    const solution = await page.$eval('[data-testid=tree-node][data-state=solution]', (n) => n.dataset.node);
    assert.equal(Number(solution), truth.firstPath.at(-1));
    assert.equal(await page.getAttribute('[data-testid=own-x]', 'data-x'), truth.solutions[0].join(','));
  });
});

test('a link to a moment: at=9 stands paused right after node 9 was generated, x and the tree as stepped there', () =>
  withPage('at', '?p=own&example=queens&at=9', async (page) => {
    await waitForState(page, 'paused');
    assert.equal(await stat(page, 'nodes'), 9);
    assert.equal(await page.locator('[data-testid=tree-node]').count(), 9);
    assert.match(await page.textContent('[data-testid=status]'), /Node 9/);
  }));

/** Runs `source` and returns the error's hook and words once the run has ended. */
async function failing(page) {
  await waitForState(page, ['finished', 'failed'], 15_000);
  const error = page.locator('[data-testid=code-error]');
  return { line: await error.getAttribute('data-line'), col: await error.getAttribute('data-col'), text: await error.textContent(), state: await page.getAttribute('[data-testid=run-state]', 'data-state') };
}

const HOSTILE = [
  ['an endless loop', 'fn candidates(x) { loop { } }\nfn is_solution(x) { false }', /candidates\(x\).*steps/],
  ['a recursion without end', 'fn f(n) { f(n + 1) }\nfn candidates(x) { f(0) }\nfn is_solution(x) { false }', /candidates\(x\).*deeply/],
  ['a huge array', 'fn candidates(x) { let v = []; loop { v.push(1); } }\nfn is_solution(x) { false }', /candidates\(x\).*too large/],
  ['a string made huge', 'fn candidates(x) { let s = "ab"; loop { s += s; } }\nfn is_solution(x) { false }', /candidates\(x\).*too large/],
  ['an index out of range', 'fn candidates(x) { [1] }\nfn promising(x) {\n  x[5] == 1\n}\nfn is_solution(x) { false }', /promising\(x\).*line 3/],
  ['a wrong kind of value', 'fn candidates(x) { 7 }\nfn is_solution(x) { false }', /candidates\(x\) returned 7/],
  ['a missing function', 'fn candidates(x) { [] }', /is_solution/],
  ['candidates that never run out', 'fn candidates(x) { [1, 2] }\nfn is_solution(x) { false }', /longer than 1000 values/],
];

for (const [what, source, words] of HOSTILE) {
  timedTest(`${what} ends the run within seconds with a message naming the function and place; the page answers all along`, () =>
    withPage(`hostile-${what}`, link(source, '&run=1&speed=max'), async (page) => {
      const started = Date.now();
      const ended = await failing(page);
      assert.ok(Date.now() - started < 15_000, 'within seconds');
      assert.match(ended.text, words);
      assert.equal(ended.state, 'finished');
      // The page answers: the language switch works at once.
      assert.equal(await page.evaluate(() => 1 + 1), 2);
    }));
}

test('a program that does not compile: its line and column, marked in the editor; fixed, it runs', () =>
  withPage('syntax', link('fn candidates(x) { [1] }\nfn is_solution(x) { [1, 2 }\n', '&mode=all&run=1'), async (page) => {
    const ended = await failing(page);
    assert.equal(ended.line, '2');
    assert.ok(Number(ended.col) > 0);
    assert.match(ended.text, /line 2, column/);
    assert.equal(await page.textContent('.gutter .error-line'), '2\n');
    await page.fill('[data-testid=code-editor]', 'fn candidates(x) { if x.len() == 2 { [] } else { [0, 1] } }\nfn is_solution(x) { x.len() == 2 }\n');
    await page.click('[data-testid=use-program]');
    await page.click('[data-testid=play]');
    await waitForState(page, 'finished');
    assert.equal(await stat(page, 'solutions'), 4);
    assert.equal(await page.locator('[data-testid=code-error]').count(), 0);
  }));

test('markup and hostile strings in what the program returns are shown as text, never run or drawn', () => {
  const source = `fn candidates(x) { if x.len() == 1 { return []; } ["<img src=x onerror=window.__hacked=1>", "</script><b>b</b>"] }
fn promising(x) { if x[0].len() > 20 { return "<i>dead</i> & \\u202Egone"; } true }
fn is_solution(x) { x.len() == 1 }
fn label(x) { "<u>" + x[0] + "</u>" }`;
  return withPage('markup', link(source, '&mode=all&run=1&speed=max'), async (page) => {
    await waitForState(page, 'finished');
    assert.equal(await page.evaluate(() => window.__hacked), undefined);
    assert.equal(await page.locator('main img, main b, main i, main u').count(), 0, 'no element made of the program\'s text');
    assert.equal(await stat(page, 'nodes'), 3);
    assert.deepEqual(await solutionsListed(page), ['</script><b>b</b>']);
  });
});

test('the editor: Tab indents, Ctrl+Enter uses the program, the link carries it and a reload keeps it', async () => {
  await clearStorage(context, server.url);
  const source = 'fn candidates(x) { if x.len() == 3 { [] } else { [0, 1] } }\nfn is_solution(x) { x.len() == 3 }\n';
  await withPage('editor', '?p=own', async (page) => {
    const editor = page.locator('[data-testid=code-editor]');
    await editor.fill(source);
    await editor.press('End');
    await editor.press('Tab');
    assert.match(await editor.inputValue(), / {4}$/);
    await editor.press('Control+Enter');
    await page.waitForFunction(() => new URLSearchParams(location.search).get('src')?.includes('x.len() == 3'));
    await page.click('[data-testid=play]');
    await waitForState(page, 'finished');
    // The first solution, x = [0, 0, 0], is node 4 along 1-2-3-4.
    assert.equal(await stat(page, 'nodes'), 4);
  });
  // A visit whose link names no program brings the last one back, and says so.
  await withPage('restored', '?p=own', async (page) => {
    await page.waitForSelector('[data-testid=restored]');
    assert.match(await page.inputValue('[data-testid=code-editor]'), /x\.len\(\) == 3/);
  });
  await clearStorage(context, server.url);
});

test('compare two programs: the other starts as a copy, is edited in its own editor, and both trees are the course\'s', async () => {
  const mine = `const N = 6;
fn candidates(x) { if x.len() == N { return []; } let v = []; for c in 1..=N { v.push(c); } v }
fn promising(x) {
    let k = x.len() - 1;
    for i in 0..k { if x[i] == x[k] || (x[i] - x[k]).abs() == k - i { return "attacked"; } }
    true
}
fn is_solution(x) { x.len() == N }
`;
  const columnsOnly = mine.replace(' || (x[i] - x[k]).abs() == k - i', '');
  const sides = (page) => page.$$eval('[data-testid=compare-side]', (all) => all.map((s) => [s.dataset.algo, Number(s.querySelector('[data-testid=stat-nodes]').dataset.value), Number(s.querySelector('[data-testid=stat-solutions]').dataset.value)]));
  const finished = (page) => page.waitForFunction(() => [...document.querySelectorAll('[data-testid=compare-side] [data-testid=run-state]')].every((s) => s.dataset.state === 'finished'), null, { timeout: 30_000 });
  const link = await withPage('two-programs-ui', `?p=own&src=${encodeURIComponent(mine)}&mode=all`, async (page) => {
    await page.check('[data-testid=compare]');
    await page.selectOption('[data-testid=compare-against]', 'program');
    const other = page.locator('[data-testid=other-editor]');
    assert.equal(await other.inputValue(), mine, 'the other program starts as a copy');
    await other.fill(columnsOnly);
    await other.press('Control+Enter');
    await page.waitForFunction(() => new URLSearchParams(location.search).get('compare') === 'program');
    const query = new URLSearchParams(new URL(page.url()).search);
    assert.equal(query.get('other'), columnsOnly);
    assert.equal(query.get('src'), mine);
    return page.url();
  });
  await withPage('two-programs', `${new URL(link).search}&run=1&speed=max`, async (page) => {
    await finished(page);
    const columns = { ...queens(6), promising: (x) => x.slice(0, -1).every((c) => c !== x[x.length - 1]) };
    const [truthMine, truthOther] = [walk(queens(6), false), walk(columns, false)];
    assert.deepEqual(await sides(page), [
      ['program', truthMine.nodes, truthMine.solutions.length],
      ['other', truthOther.nodes, truthOther.solutions.length],
    ]);
    assert.equal(await page.locator('[data-testid=other-error]').count(), 0);
  });
  // The other program's mistake is marked in its own editor, not in the learner's.
  await withPage('two-programs-error', `?p=own&src=${encodeURIComponent(mine)}&compare=program&other=${encodeURIComponent('fn candidates(x) { [1] }\nfn is_solution(x) { [1, 2 }\n')}&run=1`, async (page) => {
    const error = page.locator('[data-testid=other-error]');
    await error.waitFor({ timeout: 15_000 });
    assert.equal(await error.getAttribute('data-line'), '2');
    assert.equal(await page.locator('[data-testid=code-error]').count(), 0);
  });
});

test('compare two least-cost programs: tiles out of place beside Manhattan distance, each side the 15-puzzle page\'s tree', async () => {
  const tiles = '3,5,0,1,4,6,7,2,8';
  const tree = (page, within) => page.$$eval(`${within} [data-testid=tree-node]`, (all) => all.map((n) => [n.dataset.node, n.dataset.parent ?? '', n.dataset.cost, n.dataset.state]));
  const builtIn = (cost) => withPage(`compare-lc-${cost}`, `?p=fifteen&tiles=${tiles}&cost=${cost}&run=1&speed=max`, async (page) => {
    await waitForState(page, 'finished');
    return tree(page, '');
  });
  const [misplaced, manhattan] = [await builtIn('misplaced'), await builtIn('manhattan')];
  assert.ok(manhattan.length < misplaced.length, `Manhattan distance searches fewer nodes from this start: ${manhattan.length} < ${misplaced.length}`);
  // The example with another start, and beside it the same program costing by Manhattan distance.
  const example = await withPage('compare-lc-source', '?p=own&example=8-puzzle', (page) => page.inputValue('[data-testid=code-editor]'));
  const mine = example.replace(/const START = \[[^\]]*\];/, `const START = [${tiles}];`);
  assert.notEqual(mine, example);
  const counted = 'if b[i] != 0 && b[i] != i + 1 { out += 1; }';
  assert.ok(mine.includes(counted), 'the example counts tiles out of place as the test expects');
  const distance = 'if b[i] != 0 { let t = b[i] - 1; out += (i / SIDE - t / SIDE).abs() + (i % SIDE - t % SIDE).abs(); }';
  const other = mine.replace(counted, distance);
  await withPage('compare-lc', link(mine, `&search=lc&compare=program&other=${encodeURIComponent(other)}&run=1&speed=max`), async (page) => {
    await page.waitForFunction(() => [...document.querySelectorAll('[data-testid=compare-side] [data-testid=run-state]')].every((s) => s.dataset.state === 'finished'), null, { timeout: 30_000 });
    const sides = await page.$$eval('[data-testid=compare-side]', (all) => all.map((s) => [s.dataset.algo, Number(s.querySelector('[data-testid=stat-nodes]').dataset.value)]));
    assert.deepEqual(sides, [['program', misplaced.length], ['other', manhattan.length]]);
    assert.deepEqual(await tree(page, '[data-testid=compare-side][data-algo=program]'), misplaced);
    assert.deepEqual(await tree(page, '[data-testid=compare-side][data-algo=other]'), manhattan);
  });
});

test('compare: the search with and without its bounding function, side by side under one player', () =>
  withPage('compare', '?p=own&example=subsets&mode=all&compare=no-bounding&run=1&speed=max', async (page) => {
    await page.waitForFunction(() => [...document.querySelectorAll('[data-testid=compare-side] [data-testid=run-state]')].every((s) => s.dataset.state === 'finished'), null, { timeout: 30_000 });
    const nodes = await page.$$eval('[data-testid=compare-side]', (sides) => sides.map((s) => [s.dataset.algo, Number(s.querySelector('[data-testid=stat-nodes]').dataset.value)]));
    assert.equal(nodes.length, 2);
    const [[a, bounded], [b, without]] = nodes;
    assert.deepEqual([a, b], ['bounded', 'no-bounding']);
    // The course's tree walked here, with the example's bounding function and without it.
    const w = [7, 11, 13, 24];
    const m = 31;
    const taken = (x) => x.reduce((s, v, i) => s + v * w[i], 0);
    const subsets = {
      candidates: (x) => (x.length === w.length || taken(x) === m ? [] : [1, 0]),
      isSolution: (x) => taken(x) === m,
    };
    const promising = (x) => {
      const s = taken(x);
      const rest = w.slice(x.length).reduce((a, b) => a + b, 0);
      return s + rest >= m && (s === m || (x.length < w.length && s + w[x.length] <= m));
    };
    assert.equal(bounded, walk({ ...subsets, promising }, false).nodes);
    assert.equal(without, walk(subsets, false).nodes);
    assert.ok(without > bounded, `${without} > ${bounded}`);
  }));

test('practice asks what the learner\'s own promising makes of each new node; the page has no quiz', () =>
  withPage('practice', '?p=own&example=queens&practice=1', async (page) => {
    await page.waitForSelector('[data-testid=practice-prompt][data-kind=promising]');
    // Node 2: x = [1], live: right.
    await page.click('[data-testid=practice-answer][data-value=live]');
    await page.waitForSelector('[data-testid=practice-feedback]');
    assert.equal(await page.getAttribute('[data-testid=practice-feedback]', 'data-correct'), 'true');
    assert.match(await page.textContent('[data-testid=practice-feedback]'), /node 2 is live/);
    assert.equal(await page.locator('[data-testid=quiz-link]').count(), 0, 'no Test yourself');
  }));

test('choosing an example over the learner\'s program keeps it: Bring back restores it', () =>
  withPage('bring-back', link('fn candidates(x) { [] }\nfn is_solution(x) { true }\n// mine\n'), async (page) => {
    await page.selectOption('[data-testid=example]', 'subsets');
    await page.waitForFunction(() => document.querySelector('[data-testid=code-editor]').value.includes('const M = 31;'));
    await page.click('[data-testid=bring-back]');
    await page.waitForFunction(() => document.querySelector('[data-testid=code-editor]').value.includes('// mine'));
    assert.equal(await page.locator('[data-testid=bring-back]').count(), 0);
  }));
