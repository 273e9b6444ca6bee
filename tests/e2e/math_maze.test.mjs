// End-to-end tests of the math-maze page: the release build served under /runut/ in Chromium.
import { before, after, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import { test, timedTest, serve, launch, pageTester, clearStorage, traceTasks, longTaskReport, slowdown, withoutLongTasks } from './harness.mjs';
import { killMaker } from './states/math_maze.mjs';

let server;
let context;
before(async () => { server = await serve(); context = await launch(); });
after(async () => { await context?.close(); server?.close(); });
// Each test starts with nothing stored: the page resumes the game of a puzzle played before
// (issue 36), so one test's moves would otherwise meet another's on the same puzzle.
beforeEach(() => clearStorage(context, server.url));

const withPage = pageTester(() => context, () => server, 'math_maze');

const gameState = (page) => page.getAttribute('[data-testid=game-state]', 'data-state');

async function waitForGame(page, states, timeout = 30_000) {
  const wanted = [].concat(states);
  await page.waitForFunction(
    (w) => w.includes(document.querySelector('[data-testid=game-state]')?.dataset.state),
    wanted, { timeout, polling: 20 },
  );
}

test('a link or an address with the page\'s old slug (maze) opens the math maze, under its own name', () =>
  withPage('old-slug', '?p=maze&rows=6&cols=6&seed=7', async (page) => {
    await waitForGame(page, 'playing');
    assert.equal(await page.getAttribute('[data-testid=maze]', 'data-seed'), '7');
    assert.match(page.url(), /[?&]p=math_maze&/);
    assert.doesNotMatch(page.url(), /p=maze\b/);
    assert.equal(await page.locator('[data-testid=notice]').count(), 0, 'no notice: the old slug is known');
    await page.goto(server.url.replace(/\/?$/, '/') + 'id/maze/');
    await waitForGame(page, 'playing');
    assert.match(page.url(), /[?&]p=math_maze\b/);
    assert.equal(await page.getAttribute('html', 'lang'), 'id');
  }));

const cell = (r, c) => `[data-testid=cell][data-row="${r}"][data-col="${c}"]`;
const parse = (text) => text.split(',').map(Number);

/** The cells of the player's path, in path order (read from the cells' labels' step numbers). */
const pathCells = (page) => page.$$eval('[data-testid=cell][data-path=true]', (cells) => cells
  .map((c) => [Number(/step (\d+)/.exec(c.getAttribute('aria-label'))[1]), `${c.dataset.row},${c.dataset.col}`])
  .sort((a, b) => a[0] - b[0]).map(([, rc]) => rc));

/** The puzzle as the page shows it: size, ends, clues and given pieces. */
async function readPuzzle(page) {
  const maze = page.locator('[data-testid=maze]');
  const rows = Number(await maze.getAttribute('data-rows'));
  const cols = Number(await maze.getAttribute('data-cols'));
  const start = parse(await maze.getAttribute('data-start'));
  const finish = parse(await maze.getAttribute('data-finish'));
  const values = (testid) => page.$$eval(`[data-testid=${testid}]`, (els) => els.map((e) => Number(e.dataset.value)));
  const givens = await page.$$eval('[data-testid=cell][data-given]', (els) =>
    els.map((e) => ({ r: Number(e.dataset.row), c: Number(e.dataset.col), exits: e.dataset.given })));
  return { rows, cols, start, finish, rowClues: await values('row-clue'), colClues: await values('col-clue'), givens };
}

/**
 * Every solution of the clue puzzle (up to `limit`), found here independently of the app:
 * simple paths from start to finish, side by side, matching every clue and given piece.
 */
function solve({ rows, cols, start, finish, rowClues, colClues, givens }, limit = 2) {
  const steps = { N: [-1, 0], E: [0, 1], S: [1, 0], W: [0, -1] };
  const rowLeft = [...rowClues];
  const colLeft = [...colClues];
  const used = new Set();
  const path = [];
  const found = [];
  const exitsOf = (i) => {
    const dirs = new Set();
    for (const j of [i - 1, i + 1]) {
      if (j < 0 || j >= path.length) continue;
      const [dr, dc] = [path[j][0] - path[i][0], path[j][1] - path[i][1]];
      dirs.add(Object.keys(steps).find((k) => steps[k][0] === dr && steps[k][1] === dc));
    }
    return [...dirs].sort().join('');
  };
  const givenOk = () => givens.every((g) => {
    const i = path.findIndex(([r, c]) => r === g.r && c === g.c);
    return i >= 0 && (g.exits === '*' || [...g.exits].sort().join('') === exitsOf(i));
  });
  const walk = (r, c) => {
    if (found.length >= limit) return;
    if (rowLeft[r] === 0 || colLeft[c] === 0) return;
    rowLeft[r]--; colLeft[c]--; used.add(`${r},${c}`); path.push([r, c]);
    if (r === finish[0] && c === finish[1]) {
      if (rowLeft.every((x) => x === 0) && colLeft.every((x) => x === 0) && givenOk()) found.push(path.map((p) => p.join(',')));
    } else {
      for (const [dr, dc] of Object.values(steps)) {
        const [nr, nc] = [r + dr, c + dc];
        if (nr >= 0 && nc >= 0 && nr < rows && nc < cols && !used.has(`${nr},${nc}`)) walk(nr, nc);
      }
    }
    rowLeft[r]++; colLeft[c]++; used.delete(`${r},${c}`); path.pop();
  };
  walk(start[0], start[1]);
  return found;
}

test('a fixed-seed puzzle from its link has one solution; playing it by clicks wins', () =>
  withPage('solve', '?p=math_maze&rows=6&cols=6&seed=20261121', async (page) => {
    await waitForGame(page, 'playing');
    const maze = page.locator('[data-testid=maze]');
    assert.equal(await maze.getAttribute('data-seed'), '20261121');
    const puzzle = await readPuzzle(page);
    assert.equal(puzzle.start[1], 0, 'the start is on the left edge');
    assert.equal(puzzle.finish[1], 5, 'the finish is on the right edge');
    const solutions = solve(puzzle);
    assert.equal(solutions.length, 1, 'the puzzle as shown has exactly one solution');
    for (const rc of solutions[0].slice(1)) {
      assert.equal(await gameState(page), 'playing');
      const [r, c] = parse(rc);
      await page.click(cell(r, c));
    }
    await waitForGame(page, 'solved');
    assert.deepEqual(await pathCells(page), solutions[0]);
    assert.match(await page.textContent('[data-testid=won]'), /Solved!.*\d+:\d\d.*\d+ moves/);
    const clueStates = await page.$$eval('[data-testid=row-clue], [data-testid=col-clue]', (els) => els.map((e) => e.dataset.status));
    assert.ok(clueStates.every((s) => s === 'met'), 'every clue is met');
  }));

test('undo removes exactly the last cell, redo and Ctrl+Z / Ctrl+Y agree', () =>
  withPage('undo', '?p=math_maze&rows=6&cols=6&seed=5&start=2,0&finish=3,5', async (page) => {
    await waitForGame(page, 'playing');
    assert.deepEqual(await pathCells(page), ['2,0']);
    assert.equal(await page.locator('[data-testid=clock]').count(), 0, 'the clock starts at the first move');
    await page.click(cell(2, 1));
    assert.match(await page.textContent('[data-testid=clock]'), /^\d+:\d\d$/);
    await page.click(cell(1, 1));
    await page.click(cell(1, 2));
    assert.deepEqual(await pathCells(page), ['2,0', '2,1', '1,1', '1,2']);
    await page.click('[data-testid=undo]');
    assert.deepEqual(await pathCells(page), ['2,0', '2,1', '1,1']);
    await page.keyboard.press('Control+z');
    assert.deepEqual(await pathCells(page), ['2,0', '2,1']);
    await page.keyboard.press('Control+y');
    assert.deepEqual(await pathCells(page), ['2,0', '2,1', '1,1']);
    // Clicking a cell on the path cuts back to it.
    await page.click(cell(2, 1));
    assert.deepEqual(await pathCells(page), ['2,0', '2,1']);
  }));

test('a diagonal or distant click is refused with a hint; arrow keys move the end', () =>
  withPage('diagonal', '?p=math_maze&rows=6&cols=6&seed=6&start=2,0&finish=3,5', async (page) => {
    await waitForGame(page, 'playing');
    await page.click(cell(2, 1));
    await page.click(cell(3, 2));
    assert.deepEqual(await pathCells(page), ['2,0', '2,1'], 'the diagonal click changed nothing');
    assert.match(await page.textContent('[data-testid=status]'), /no diagonals/);
    await page.click(cell(5, 5));
    assert.deepEqual(await pathCells(page), ['2,0', '2,1']);
    // The focus is on the grid now: arrows move the end of the path.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    assert.deepEqual(await pathCells(page), ['2,0', '2,1', '2,2', '3,2']);
    await page.keyboard.press('ArrowUp');
    assert.deepEqual(await pathCells(page), ['2,0', '2,1', '2,2'], 'moving back onto the path takes the end off');
    // Each move redrew the rows it changed, the focused cell's with them: the focus followed.
    const focused = await page.evaluate(() => [document.activeElement.dataset.row, document.activeElement.dataset.col].join());
    assert.equal(focused, '2,2', 'the focus is on the end of the path');
  }));

timedTest('show generation carves and solves the maze, walls visible, then play begins', () =>
  withPage('show', '?p=math_maze&rows=4&cols=5&seed=77&speed=400', async (page) => {
    await waitForGame(page, 'playing');
    assert.equal(await page.locator('[data-testid=cell][data-walls]').count(), 0, 'no walls in play');
    await page.check('[data-testid=show-generation]');
    await waitForGame(page, 'generating', 5_000);
    await page.waitForSelector('[data-testid=cell][data-walls]');
    await waitForGame(page, 'playing', 30_000);
    assert.equal(await page.locator('[data-testid=cell][data-walls]').count(), 0, 'the walls are gone');
    assert.match(await page.url(), /show=1/);
    // Watching again, Esc (stop) ends the show and goes straight to the puzzle.
    await page.click('[data-testid=play]');
    await waitForGame(page, 'generating', 5_000);
    await page.keyboard.press('Escape');
    await waitForGame(page, 'playing', 5_000);
  }));

test('a reload keeps the game in progress', () =>
  withPage('reload', '?p=math_maze&rows=6&cols=6&seed=8&start=2,0&finish=3,5', async (page) => {
    await waitForGame(page, 'playing');
    await page.click(cell(2, 1));
    await page.click(cell(1, 1));
    await page.reload();
    await waitForGame(page, 'playing');
    assert.deepEqual(await pathCells(page), ['2,0', '2,1', '1,1']);
    // A new game starts from a bare start and a fresh seed, kept in the link.
    await page.click('[data-testid=new-game]');
    await page.waitForFunction(() => document.querySelector('[data-testid=maze]').dataset.seed !== '8');
    await waitForGame(page, 'playing');
    assert.doesNotMatch(page.url(), /seed=8&/);
    assert.equal(await page.locator('[data-testid=cell][data-path=true]').count(), 1);
  }));

test('a malformed seed and size give a notice and a playable puzzle', () =>
  withPage('malformed', '?p=math_maze&rows=abc&cols=99&seed=xyz&start=9,9', async (page) => {
    const notice = await page.textContent('[data-testid=notice]');
    assert.match(notice, /rows=abc/);
    assert.match(notice, /cols=99/);
    assert.match(notice, /seed=xyz/);
    assert.match(notice, /start=9,9/);
    await waitForGame(page, 'playing');
    const maze = page.locator('[data-testid=maze]');
    assert.equal(await maze.getAttribute('data-rows'), '8');
    assert.equal(await maze.getAttribute('data-cols'), '40');
    assert.match(await maze.getAttribute('data-seed'), /^\d+$/);
    const [r] = parse(await maze.getAttribute('data-start'));
    await page.click(cell(r, 1));
    assert.equal(await page.locator('[data-testid=cell][data-path=true]').count(), 2);
  }));

test('a grid that changes size keeps its rows whole: every row as wide as the grid, in order', () =>
  withPage('resize', '?p=math_maze&rows=6&cols=6&seed=6', async (page) => {
    await waitForGame(page, 'playing');
    const maze = page.locator('[data-testid=maze]');
    for (const [side, value] of [['cols', 9], ['cols', 5], ['rows', 7]]) {
      await page.fill(`[data-testid=${side}]`, String(value));
      await page.dispatchEvent(`[data-testid=${side}]`, 'change');
      await page.waitForFunction(([side, value]) =>
        document.querySelector(`[data-testid=maze][data-${side}="${value}"]`), [side, value]);
      await waitForGame(page, 'playing');
      const [rows, cols] = [Number(await maze.getAttribute('data-rows')), Number(await maze.getAttribute('data-cols'))];
      // Each row: its clue, then its cells by column, as many as the grid has columns.
      const shape = await page.$$eval('[data-testid=maze] [role=row]:has([data-testid=cell])', (rows) =>
        rows.map((row) => [...row.children].map((c) => c.dataset.col ?? 'clue').join(' ')));
      const expected = ['clue', ...Array.from({ length: cols }, (_, c) => String(c))].join(' ');
      assert.deepEqual(shape, Array(rows).fill(expected), `${side} = ${value}`);
    }
  }));

test('dragging across cells draws the path, and back along it takes cells off', () =>
  withPage('drag', '?p=math_maze&rows=6&cols=6&seed=9&start=1,0&finish=4,5', async (page) => {
    await waitForGame(page, 'playing');
    const centre = async (r, c) => {
      const box = await page.locator(cell(r, c)).boundingBox();
      return [box.x + box.width / 2, box.y + box.height / 2];
    };
    await page.mouse.move(...await centre(1, 0));
    await page.mouse.down();
    for (const [r, c] of [[1, 1], [1, 2], [2, 2], [2, 3]]) await page.mouse.move(...await centre(r, c), { steps: 4 });
    await page.mouse.move(...await centre(2, 2), { steps: 4 });
    await page.mouse.up();
    assert.deepEqual(await pathCells(page), ['1,0', '1,1', '1,2', '2,2']);
  }));

test('on a 375 px phone a 20 x 20 puzzle keeps cells of at least 24 px and scrolls', () =>
  withPage('phone', '?p=math_maze&rows=20&cols=20&seed=4', async (page) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await waitForGame(page, 'playing');
    const box = await page.locator(cell(0, 0)).boundingBox();
    assert.ok(box.width >= 24 && box.height >= 24, `cell is ${box.width} x ${box.height}`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `the page itself does not scroll sideways (${overflow} px)`);
  }));

timedTest('a 20 x 20 show and play keep the page free of long tasks', () => withoutLongTasks((attempt) =>
  withPage(`longtask-${attempt}`, '?p=math_maze&rows=20&cols=20&seed=3&speed=3000', async (page) => {
    await waitForGame(page, 'playing');
    const before = await slowdown(page);
    await traceTasks(page);
    await page.check('[data-testid=show-generation]');
    await waitForGame(page, 'generating', 5_000);
    await waitForGame(page, 'playing', 30_000);
    const [r] = parse(await page.getAttribute('[data-testid=maze]', 'data-start'));
    for (const c of [1, 2, 3]) await page.click(cell(r, c));
    return longTaskReport(page, before);
  })));

test('start and finish are chosen by clicking edge cells, and the link follows', () =>
  withPage('ends', '?p=math_maze&rows=6&cols=7&seed=12', async (page) => {
    await waitForGame(page, 'playing');
    await page.click('[data-testid=pick-ends]');
    await page.click(cell(3, 3));
    assert.notEqual(await page.getAttribute('[data-testid=maze]', 'data-start'), '3,3', 'only the left edge is offered');
    await page.click(cell(4, 0));
    await page.waitForFunction(() => document.querySelector('[data-testid=maze]').dataset.start === '4,0');
    await page.click(cell(1, 6));
    await page.waitForFunction(() => document.querySelector('[data-testid=maze]').dataset.finish === '1,6');
    await waitForGame(page, 'playing');
    assert.match(page.url(), /start=4,0&finish=1,6|start=4%2C0&finish=1%2C6/);
    const solutions = solve(await readPuzzle(page));
    assert.equal(solutions.length, 1, 'the new puzzle is unique too');
    assert.equal(await page.getAttribute('[data-testid=pick-ends]', 'aria-pressed'), 'false');
  }));

test('the daily puzzle is the same on two loads and differs on another date; the Daily button opens today\'s', () =>
  withPage('daily', '?p=math_maze&rows=6&cols=6&daily=2026-11-20', async (page) => {
    await waitForGame(page, 'playing');
    const first = await readPuzzle(page);
    assert.equal(await page.getAttribute('[data-testid=daily-date]', 'data-value'), '2026-11-20');
    await page.reload();
    await waitForGame(page, 'playing');
    assert.deepEqual(await readPuzzle(page), first, 'the same puzzle on a second load');
    assert.equal(solve(first).length, 1, 'the daily puzzle is unique');
    const url = page.url().replace('daily=2026-11-20', 'daily=2026-11-21').replace(/&start=[^&]*|&finish=[^&]*/g, '');
    await page.goto(url);
    await waitForGame(page, 'playing');
    assert.notDeepEqual(await readPuzzle(page), first, 'another date, another puzzle');
    await page.click('[data-testid=new-game]');
    await page.waitForFunction(() => !document.querySelector('[data-testid=daily-date]'));
    assert.doesNotMatch(page.url(), /daily=/);
    await page.click('[data-testid=daily]');
    const today = new Date().toISOString().slice(0, 10);
    await page.waitForSelector(`[data-testid=daily-date][data-value="${today}"]`);
    assert.match(page.url(), new RegExp(`daily=${today}`));
  }));

test('a win is recorded in the records table, kept over a reload, and reset on request; damaged records give a notice', () =>
  withPage('records', '?p=math_maze&rows=5&cols=6&seed=31', async (page) => {
    await page.evaluate(() => localStorage.setItem('runut-maze-records', 'runut-maze-records-1\nbest 5 6 normal banana 3\nend\n'));
    await page.reload();
    await waitForGame(page, 'playing');
    assert.match(await page.textContent('[data-testid=notice]'), /records could not be read/);
    assert.equal(await page.locator('[data-testid=record]').count(), 0);
    const [route] = solve(await readPuzzle(page));
    for (const rc of route.slice(1)) await page.click(cell(...parse(rc)));
    await waitForGame(page, 'solved');
    assert.match(await page.textContent('[data-testid=won]'), /new best time and the fewest moves/);
    const record = page.locator('[data-testid=record]');
    assert.equal(await record.count(), 1);
    assert.equal(await record.getAttribute('data-rows'), '5');
    assert.equal(await record.getAttribute('data-cols'), '6');
    assert.equal(await record.getAttribute('data-level'), 'normal');
    assert.equal(Number(await record.getAttribute('data-moves')), route.length - 1);
    await page.reload();
    await waitForGame(page, ['playing', 'solved']);
    assert.equal(await page.locator('[data-testid=record]').count(), 1, 'kept over a reload');
    await page.click('[data-testid=records-reset]');
    await page.click('[data-testid=records-reset-confirm]');
    assert.equal(await page.locator('[data-testid=record]').count(), 0);
    assert.equal(await page.getAttribute('[data-testid=streak]', 'data-value'), '0');
  }));

test('print lays out the puzzle and its solution on two clean pages; print=1 opens that layout', () =>
  withPage('print', '?p=math_maze&rows=6&cols=6&seed=20261121', async (page) => {
    await waitForGame(page, 'playing');
    const puzzle = await readPuzzle(page);
    await page.click('[data-testid=print]');
    await page.waitForSelector('[data-testid=print-page][data-kind=solution]');
    assert.match(page.url(), /print=1/);
    const kinds = await page.$$eval('[data-testid=print-page]', (ps) => ps.map((p) => p.dataset.kind));
    assert.deepEqual(kinds, ['puzzle', 'solution']);
    // Every clue and both ends are written on the puzzle sheet; only the solution sheet has the path.
    const texts = await page.$$eval('[data-kind=puzzle] svg text', (ts) => ts.map((t) => t.textContent));
    assert.deepEqual(texts, [...puzzle.colClues.map(String), ...puzzle.rowClues.map(String), 'S', 'F']);
    assert.equal(await page.locator('[data-kind=puzzle] .route').count(), 0);
    assert.equal(await page.locator('[data-kind=solution] .route').count(), 1);
    // In print, nothing of the player, the settings or the site's frame shows.
    await page.emulateMedia({ media: 'print' });
    for (const hidden of ['header.top', 'footer.foot', '.print-toolbar']) {
      assert.equal(await page.locator(hidden).isVisible(), false, `${hidden} is not printed`);
    }
    assert.equal(await page.locator('[data-testid=play]').count(), 0, 'no player');
    const pdf = await page.pdf({ format: 'A4' });
    const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? [];
    assert.equal(pages.length, 2, 'the puzzle page and the solution page');
    await page.emulateMedia({ media: 'screen' });
    await page.click('[data-testid=print-back]');
    await waitForGame(page, 'playing');
    assert.doesNotMatch(page.url(), /print=1/);
    // The link with print=1 opens the layout directly.
    await page.goto(`${page.url()}&print=1`);
    await page.waitForSelector('[data-testid=print-page][data-kind=puzzle]');
  }));

test('print=1, 2 and 4 each say main[data-drawn=whole], as every page does', async () => {
  for (const count of [1, 2, 4]) {
    const page = await context.newPage();
    await page.goto(`${server.url}?p=math_maze&rows=5&cols=5&seed=3&print=${count}`);
    await page.waitForSelector('main[data-drawn=whole]', { timeout: 10_000 });
    await page.waitForSelector('[data-testid=print-page][data-kind=solution]', { timeout: 60_000 });
    assert.equal(await page.locator('main[data-drawn=whole] [data-testid=print-page]').count(), 2, `print=${count}`);
    await page.close();
  }
});

test('four puzzles print on one page and their four solutions on the next', () =>
  withPage('print-four', '?p=math_maze&rows=8&cols=8&seed=7&print=4', async (page) => {
    await page.waitForSelector('[data-testid=print-page][data-kind=solution]', { timeout: 60_000 });
    const figures = (kind) => page.locator(`[data-kind=${kind}] .print-figure`).count();
    assert.deepEqual([await figures('puzzle'), await figures('solution')], [4, 4]);
    const captions = await page.$$eval('[data-kind=puzzle] figcaption', (cs) => cs.map((c) => c.textContent));
    assert.equal(new Set(captions).size, 4, `four different seeds: ${captions}`);
    assert.equal(await page.locator('[data-kind=solution] .route').count(), 4);
    await page.emulateMedia({ media: 'print' });
    const pdf = await page.pdf({ format: 'A4' });
    const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? [];
    assert.equal(pages.length, 2, 'one page of puzzles, one of solutions');
    await page.emulateMedia({ media: 'screen' });
    await page.selectOption('[data-testid=print-count]', '2');
    // The page writes the link after it has drawn the change: wait for it, not for a moment.
    await page.waitForFunction(() => /print=2/.test(location.search), null, { timeout: 10_000 });
    assert.equal(await figures('puzzle'), 2);
  }));

test('graded puzzles: a page-chosen seed gives a puzzle the level below cannot solve; a tiny grid says why it cannot', () =>
  withPage('graded', '?p=math_maze&rows=2&cols=2&level=normal', async (page) => {
    await waitForGame(page, 'playing');
    assert.match(await page.textContent('[data-testid=grading-note]'), /yields to easy deductions, so it is easier than normal/);
    await page.goto(page.url().replace(/rows=2&cols=2/, 'rows=8&cols=8').replace(/&seed=[^&]*|&start=[^&]*|&finish=[^&]*/g, ''));
    await waitForGame(page, 'playing');
    assert.equal(await page.locator('[data-testid=grading-note]').count(), 0, 'an 8 x 8 puzzle at normal is graded');
  }));

test('a hint on a fresh puzzle marks cells that are right, says why, and is counted at the win', () =>
  withPage('hint', '?p=math_maze&rows=7&cols=7&seed=12&level=normal', async (page) => {
    await waitForGame(page, 'playing');
    const puzzle = await readPuzzle(page);
    const [route] = solve(puzzle);
    await page.click('[data-testid=hint]');
    await page.waitForSelector('[data-testid=hint-text]');
    assert.ok((await page.textContent('[data-testid=hint-text]')).length > 30, 'a sentence');
    const marked = await page.$$eval('[data-testid=cell][data-hint]', (cs) => cs.map((c) => [`${c.dataset.row},${c.dataset.col}`, c.dataset.hint]));
    const decided = marked.filter(([, h]) => h !== 'reason');
    assert.ok(decided.length > 0, 'the hint decides a cell');
    for (const [rc, h] of decided) assert.equal(route.includes(rc), h === 'path', `${rc} is ${h}`);
    // A path that leaves the solution: the hint says so first.
    const start = route[0].split(',').map(Number);
    const off = [[start[0] - 1, 0], [start[0] + 1, 0], [start[0], 1]].find(([r, c]) => r >= 0 && r < 7 && `${r},${c}` !== route[1]);
    await page.click(cell(...off));
    await page.click('[data-testid=hint]');
    await page.waitForFunction(() => document.querySelector('[data-testid=hint-text]')?.textContent.includes('leaves the solution'));
    assert.equal(await page.getAttribute(cell(...route[1].split(',').map(Number)), 'data-hint'), 'path');
    await page.click(cell(...start));
    for (const rc of route.slice(1)) await page.click(cell(...parse(rc)));
    await waitForGame(page, 'solved');
    assert.match(await page.textContent('[data-testid=won]'), /2 hints/);
  }));

const verdict = async (page) => {
  await page.waitForSelector('[data-testid=puzzle-verdict][data-value]', { timeout: 30_000 });
  return page.getAttribute('[data-testid=puzzle-verdict]', 'data-value');
};
const VERDICTS = ['none', 'unique', 'several'];

test('a URL-entered puzzle with one, two and no solutions gets the right verdict', async () => {
  const cases = [
    // Along the top row only.
    ['one', '?p=math_maze&rows=3&cols=4&start=0,0&finish=0,3&rowclues=4,0,0&colclues=1,1,1,1', 'unique'],
    // Every cell from corner to corner: a snake along the rows or one along the columns.
    ['two', '?p=math_maze&rows=3&cols=3&start=0,0&finish=2,2&rowclues=3,3,3&colclues=3,3,3', 'several'],
    // A path of 4 cells takes 3 steps; from (0,0) to (2,3) is 5.
    ['none', '?p=math_maze&rows=3&cols=4&start=0,0&finish=2,3&rowclues=2,1,1&colclues=1,1,1,1', 'none'],
    // A piece from a book: this one makes the snake unique.
    ['piece', '?p=math_maze&rows=3&cols=3&start=0,0&finish=2,2&rowclues=3,3,3&colclues=3,3,3&givens=0,1:EW', 'unique'],
  ];
  for (const [name, query, expected] of cases) {
    await withPage(`verdict-${name}`, query, async (page) => {
      const said = await verdict(page);
      const puzzle = await readPuzzle(page);
      assert.equal(said, VERDICTS[solve(puzzle, 2).length], `${name}: the verdict agrees with a search written here`);
      assert.equal(said, expected, name);
      if (said === 'unique') await waitForGame(page, 'playing');
      if (said === 'none') assert.match(await page.textContent('[data-testid=status]'), /No solution\. .*steps/);
      if (said === 'several') {
        const first = await page.$$eval('.cell.differs', (els) => els.length);
        assert.ok(first > 0, 'the cells where the two solutions part are marked');
        const before = await page.getAttribute('.maze-lines .trail', 'points');
        await page.click('[data-testid=other-solution]');
        assert.notEqual(await page.getAttribute('.maze-lines .trail', 'points'), before, 'the other solution is drawn');
      }
    });
  }
});

test('bad clues get a notice each and the page still answers', () =>
  withPage('bad-clues', '?p=math_maze&rows=3&cols=3&rowclues=x,-1&colclues=1,1,1,4&givens=9,9:NS', async (page) => {
    const notice = await page.textContent('[data-testid=notice]');
    for (const bad of ['rowclues=x', 'rowclues=-1', 'rowclues=x,-1', 'colclues=1,1,1,4', 'givens=9,9:NS']) {
      assert.ok(notice.includes(bad), `a notice names ${bad}: ${notice}`);
    }
    assert.equal(await verdict(page), 'none');
  }));

test('a puzzle code reopens the very puzzle; a mistyped code gets a notice', async () => {
  let code;
  let shown;
  await withPage('code-from', '?p=math_maze&rows=7&cols=6&seed=41', async (page) => {
    await waitForGame(page, 'playing');
    code = await page.getAttribute('[data-testid=puzzle-code]', 'data-value');
    shown = await readPuzzle(page);
    assert.match(code, /^1[0-9A-Za-z_-]+$/);
  });
  await withPage('code-to', `?p=math_maze&code=${code}`, async (page) => {
    assert.equal(await verdict(page), 'unique');
    assert.deepEqual(await readPuzzle(page), shown, 'the same grid, ends, clues and pieces');
    assert.equal(await page.getAttribute('[data-testid=puzzle-code]', 'data-value'), code);
  });
  const typo = code.slice(0, 5) + (code[5] === 'A' ? 'B' : 'A') + code.slice(6);
  await withPage('code-typo', `?p=math_maze&code=${typo}`, async (page) => {
    assert.match(await page.textContent('[data-testid=notice]'), /not a puzzle code/);
    await waitForGame(page, 'playing');
  });
});

test('the editor types a puzzle in: fields, a click per piece, then its verdict and play', () =>
  withPage('editor', '?p=math_maze&rows=5&cols=5&seed=3', async (page) => {
    await waitForGame(page, 'playing');
    await page.click('[data-testid=edit-puzzle]');
    await waitForGame(page, 'editing');
    const type = async (key, text) => {
      await page.fill(`[data-testid=edit-${key}]`, text);
      await page.press(`[data-testid=edit-${key}]`, 'Tab');
    };
    await type('rows', '3');
    await type('cols', '3');
    await type('start', '0,0');
    await type('finish', '2,2');
    await type('rowclues', '3,3,3');
    await type('colclues', '3,3,3');
    await type('givens', '');
    let puzzle = await readPuzzle(page);
    assert.deepEqual([puzzle.rows, puzzle.cols, puzzle.rowClues, puzzle.colClues], [3, 3, [3, 3, 3], [3, 3, 3]]);
    await page.click('[data-testid=edit-play]');
    assert.equal(await verdict(page), 'several');
    await page.click('[data-testid=edit-puzzle]');
    // A click gives the cell a bare path cell, then each piece that fits: ES, then EW.
    for (const expected of ['*', 'ES', 'EW']) {
      await page.click(cell(0, 1));
      assert.equal(await page.getAttribute(cell(0, 1), 'data-given'), expected);
    }
    await page.click('[data-testid=edit-play]');
    assert.equal(await verdict(page), 'unique');
    await waitForGame(page, 'playing');
    assert.match(page.url(), /rowclues=3%2C3%2C3|rowclues=3,3,3/);
    assert.match(page.url(), /givens=0(,|%2C)1(:|%3A)EW/);
  }));

/** The cells marked empty, as `r,c`, in reading order. */
const markedCells = (page) => page.$$eval('[data-testid=cell][data-mark=empty]', (cs) => cs.map((c) => `${c.dataset.row},${c.dataset.col}`));

/** The cells of the grid that are not on `route`, S, F or a given piece. */
async function offRoute(page, route) {
  const { rows, cols, givens } = await readPuzzle(page);
  const cells = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      if (!route.includes(`${r},${c}`) && !givens.some((g) => g.r === r && g.c === c)) cells.push(`${r},${c}`);
    }
  }
  return cells;
}

test('marks: mark mode, a right-click and X mark a cell empty; undone, kept over a reload, cleared by Restart', () =>
  withPage('marks', '?p=math_maze&rows=6&cols=6&seed=5&start=2,0&finish=3,5', async (page) => {
    await waitForGame(page, 'playing');
    const [route] = solve(await readPuzzle(page));
    const empty = await offRoute(page, route);
    // A neighbour of S off the route, to see a marked cell refuse the path.
    const beside = ['1,0', '3,0', '2,1'].find((rc) => empty.includes(rc));
    const [a, b, c] = [beside, ...empty.filter((rc) => rc !== beside).slice(0, 2)];
    const mode = '[data-testid=mark-mode]';
    assert.equal(await page.getAttribute(mode, 'aria-pressed'), 'false');
    await page.click(mode);
    assert.equal(await page.getAttribute(mode, 'aria-pressed'), 'true');
    await page.click(cell(...parse(a)));
    assert.equal(await page.getAttribute(cell(...parse(a)), 'data-mark'), 'empty');
    assert.match(await page.getAttribute(cell(...parse(a)), 'aria-label'), /marked empty/);
    await page.click(cell(...parse(a)));
    assert.deepEqual(await markedCells(page), [], 'a second tap takes the mark off');
    await page.click(cell(...parse(a)));
    await page.click(mode);
    assert.equal(await page.getAttribute(mode, 'aria-pressed'), 'false');
    assert.deepEqual(await pathCells(page), ['2,0'], 'marking drew nothing');
    // Out of mark mode, the path refuses a marked cell, with a hint.
    await page.click(cell(...parse(a)));
    assert.deepEqual(await pathCells(page), ['2,0']);
    assert.match(await page.textContent('[data-testid=status]'), /marked empty/);
    // A right-click marks at any time.
    await page.click(cell(...parse(b)), { button: 'right' });
    assert.equal(await page.getAttribute(cell(...parse(b)), 'data-mark'), 'empty');
    // The keyboard: Shift+arrows move the focus from the grid's tab stop, X marks the cell.
    const stop = '[data-testid=cell][tabindex="0"]';
    const [r0, c0] = [Number(await page.getAttribute(stop, 'data-row')), Number(await page.getAttribute(stop, 'data-col'))];
    await page.focus(stop);
    const [r, col] = parse(c);
    for (let i = 0; i < Math.abs(r - r0); i++) await page.keyboard.press(r > r0 ? 'Shift+ArrowDown' : 'Shift+ArrowUp');
    for (let i = 0; i < Math.abs(col - c0); i++) await page.keyboard.press(col > c0 ? 'Shift+ArrowRight' : 'Shift+ArrowLeft');
    await page.keyboard.press('x');
    assert.equal(await page.getAttribute(cell(r, col), 'data-mark'), 'empty');
    const three = [a, b, c].sort();
    assert.deepEqual((await markedCells(page)).sort(), three);
    // Undone and redone like moves.
    await page.keyboard.press('Control+z');
    assert.equal(await page.getAttribute(cell(r, col), 'data-mark'), null);
    await page.keyboard.press('Control+y');
    assert.deepEqual((await markedCells(page)).sort(), three);
    // Kept with the game over a reload; Restart clears them.
    await page.click(cell(...parse(route[1])));
    await page.reload();
    await waitForGame(page, 'playing');
    assert.deepEqual((await markedCells(page)).sort(), three);
    assert.deepEqual(await pathCells(page), route.slice(0, 2));
    await page.click('[data-testid=restart]');
    assert.deepEqual(await markedCells(page), []);
    assert.deepEqual(await pathCells(page), ['2,0']);
  }));

/**
 * Touches the middle of `selector` as a touch screen does: a long press (held at least `ms`
 * milliseconds, however slow the machine), or without `ms` a tap (down and up in one task).
 */
async function touch(page, selector, ms) {
  const box = await page.locator(selector).boundingBox();
  const at = { clientX: box.x + box.width / 2, clientY: box.y + box.height / 2 };
  const send = (types) => page.evaluate(([types, at]) => {
    const target = document.elementFromPoint(at.clientX, at.clientY);
    for (const type of types) {
      target.dispatchEvent(new PointerEvent(type, { ...at, pointerType: 'touch', pointerId: 7, isPrimary: true, bubbles: true, cancelable: true, button: 0 }));
    }
  }, [types, at]);
  if (ms === undefined) return send(['pointerdown', 'pointerup']);
  await send(['pointerdown']);
  await page.waitForTimeout(ms);
  await send(['pointerup']);
}

test('on a touch screen a long press marks a cell, a short touch draws, and a long press off the cells does nothing', () =>
  withPage('long-press', '?p=math_maze&rows=6&cols=6&seed=5&start=2,0&finish=3,5', async (page) => {
    await waitForGame(page, 'playing');
    const [route] = solve(await readPuzzle(page));
    const [far] = await offRoute(page, route);
    await touch(page, cell(...parse(far)), 700);
    assert.deepEqual(await markedCells(page), [far]);
    await touch(page, cell(...parse(route[1])));
    assert.deepEqual(await pathCells(page), route.slice(0, 2), 'a short touch is a tap');
    await touch(page, '[data-testid=row-clue][data-row="0"]', 700);
    await touch(page, '[data-testid=col-clue][data-col="5"]', 700);
    assert.deepEqual(await markedCells(page), [far]);
    assert.equal(await gameState(page), 'playing');
  }));

test('a hint after marks names a deduction the marks do not already show', () =>
  withPage('hint-marks', '?p=math_maze&rows=8&cols=8&seed=42', async (page) => {
    await waitForGame(page, 'playing');
    const puzzle = await readPuzzle(page);
    const [route] = solve(puzzle);
    // The rows and columns whose clue is 0: the first hints would say so, one by one.
    const zeros = [];
    for (let r = 0; r < 8; r++) {
      for (let c = 0; c < 8; c++) if (puzzle.rowClues[r] === 0 || puzzle.colClues[c] === 0) zeros.push(`${r},${c}`);
    }
    assert.ok(zeros.length >= 8, `${zeros.length} cells in lines of 0`);
    await page.click('[data-testid=mark-mode]');
    for (const rc of zeros) await page.click(cell(...parse(rc)));
    await page.click('[data-testid=mark-mode]');
    assert.deepEqual((await markedCells(page)).sort(), [...zeros].sort());
    await page.click('[data-testid=hint]');
    await page.waitForSelector('[data-testid=hint-text]');
    const text = await page.textContent('[data-testid=hint-text]');
    assert.doesNotMatch(text, /needs no path cell/, text);
    const marked = await page.$$eval('[data-testid=cell][data-hint]', (cs) => cs.map((c) => [`${c.dataset.row},${c.dataset.col}`, c.dataset.hint]));
    const decided = marked.filter(([, h]) => h !== 'reason');
    assert.ok(decided.length > 0, 'the hint decides a cell');
    for (const [rc, h] of decided) {
      assert.ok(!zeros.includes(rc), `${rc} was marked already: ${text}`);
      assert.equal(route.includes(rc), h === 'path', `${rc} is ${h}`);
    }
    // A hint's cells are ringed with dashes (a wrong cell is hatched: see the next test).
    const outline = await page.$eval(cell(...parse(decided[0][0])), (el) => getComputedStyle(el).outlineStyle);
    assert.equal(outline, 'dashed');
  }));

test('a wrong cell ("check my path") is hatched, unlike a hint\'s dashed ring', () =>
  withPage('wrong-look', '?p=math_maze&rows=6&cols=6&seed=5&start=2,0&finish=3,5', async (page) => {
    await waitForGame(page, 'playing');
    const [route] = solve(await readPuzzle(page));
    const off = ['1,0', '3,0', '2,1'].find((rc) => rc !== route[1]);
    await page.click(cell(...parse(off)));
    await page.click('[data-testid=check]');
    const wrong = await page.$eval(cell(...parse(off)), (el) => {
      const s = getComputedStyle(el);
      return { outline: s.outlineStyle, hatched: s.backgroundImage.includes('repeating-linear-gradient'), mark: el.textContent };
    });
    assert.deepEqual(wrong, { outline: 'none', hatched: true, mark: '✗' });
  }));

/** The grid's place in the document (not the viewport: a click may scroll the page). */
const gridPlace = (page) => page.$eval('[data-testid=maze]', (el) => {
  const r = el.getBoundingClientRect();
  return { top: Math.round(r.top + scrollY), left: Math.round(r.left + scrollX) };
});

test('on a 375 x 800 phone the grid comes first, whole with S and F in view, and messages never move it', () =>
  withPage('phone-first', '?p=math_maze&rows=8&cols=8&seed=42', async (page) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.reload();
    await waitForGame(page, 'playing');
    const inView = (box) => box.x >= 0 && box.y >= 0 && box.x + box.width <= 375 && box.y + box.height <= 800;
    const grid = await page.locator('[data-testid=maze]').boundingBox();
    assert.ok(inView(grid), `the whole grid is in view at load: ${JSON.stringify(grid)}`);
    assert.ok(grid.width >= 375 * 0.9, `the grid takes the width: ${grid.width} px`);
    for (const end of ['start', 'finish']) {
      assert.ok(inView(await page.locator(`[data-testid=end-letter][data-end=${end}]`).boundingBox()), `${end} in view`);
    }
    const intro = await page.locator('h1').boundingBox();
    assert.ok(intro.y > grid.y + grid.height, 'the intro comes after the grid');
    const place = await gridPlace(page);
    const [r] = parse(await page.getAttribute('[data-testid=maze]', 'data-start'));
    await page.click(cell(r, 1));
    await page.click(cell(r, 4));
    assert.match(await page.textContent('[data-testid=status]'), /no diagonals/);
    assert.deepEqual(await gridPlace(page), place, 'a long status does not move the grid');
    await page.click('[data-testid=hint]');
    await page.waitForSelector('[data-testid=hint-text]');
    assert.deepEqual(await gridPlace(page), place, 'a hint does not move the grid');
    const [hint, area] = await Promise.all(['hint-text', 'messages'].map((id) => page.locator(`[data-testid=${id}]`).boundingBox()));
    assert.ok(hint.y >= area.y - 1 && hint.y + hint.height <= area.y + area.height + 1, 'the messages scroll to the hint');
    await page.click('[data-testid=reveal]');
    await waitForGame(page, 'solved');
    assert.deepEqual(await gridPlace(page), place, 'the win does not move the grid');
    // The same on a wide screen.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.click('[data-testid=new-game]');
    await waitForGame(page, 'playing');
    const wide = await gridPlace(page);
    await page.click('[data-testid=hint]');
    await page.waitForSelector('[data-testid=hint-text]');
    assert.deepEqual(await gridPlace(page), wide, 'a hint does not move the grid on a wide screen');
  }));

/** Whether the middle of the cell under S or F changes when its letter is hidden: it shows. */
async function letterShows(page, end) {
  const letter = `[data-testid=end-letter][data-end=${end}]`;
  const box = await page.locator(letter).boundingBox();
  const clip = { x: box.x + box.width * 0.3, y: box.y + box.height * 0.3, width: box.width * 0.4, height: box.height * 0.4 };
  const shown = await page.screenshot({ clip });
  await page.$eval(letter, (el) => { el.style.visibility = 'hidden'; });
  const hidden = await page.screenshot({ clip });
  await page.$eval(letter, (el) => { el.style.visibility = ''; });
  return !shown.equals(hidden);
}

test('S and F stay visible with the path\'s end on them', () =>
  withPage('ends-visible', '?p=math_maze&rows=6&cols=6&seed=20261121', async (page) => {
    await waitForGame(page, 'playing');
    assert.ok(await letterShows(page, 'start'), 'S shows under the path\'s end (the path is just S)');
    assert.ok(await letterShows(page, 'finish'), 'F shows');
    await page.click('[data-testid=reveal]');
    await waitForGame(page, 'solved');
    assert.ok(await letterShows(page, 'finish'), 'F shows with the path\'s end on it');
    assert.ok(await letterShows(page, 'start'), 'S shows with the path leaving it');
  }));

test('a maker killed while making a hard 40 x 40 puzzle leaves the game failed, and Try again makes it', () =>
  withPage('maker-killed', '?p=math_maze&rows=40&cols=40&seed=2&level=hard', async (page) => {
    // Killed (and the show's workers too) once the maker reports progress: loaded and working.
    await killMaker(page);
    const seed = new URL(page.url()).searchParams.get('seed');
    assert.ok(await page.locator('[data-testid=try-again]').isVisible(), 'Try again is in view');
    await page.click('[data-testid=try-again]');
    await waitForGame(page, ['generating', 'playing']);
    await waitForGame(page, 'playing', 120_000);
    assert.equal(await page.getAttribute('[data-testid=maze]', 'data-seed'), seed, 'the same puzzle');
  }));

test('a corrupted saved game and a failing save each give a notice, and the game stays', () =>
  withPage('storage', '?p=math_maze&rows=6&cols=6&seed=5&start=2,0&finish=3,5', async (page) => {
    await waitForGame(page, 'playing');
    await page.evaluate(() => localStorage.setItem('runut-maze-game', 'runut-maze-1\n?p=math_maze\nnot a path'));
    await page.reload();
    await waitForGame(page, 'playing');
    assert.match(await page.textContent('[data-testid=notice]'), /saved game could not be read/);
    assert.deepEqual(await pathCells(page), ['2,0'], 'a fresh game');
    await page.click('[data-testid=notice] button');
    // Storage full: setItem throws, as a browser's does.
    await page.evaluate(() => {
      Storage.prototype.setItem = function setItem() { throw new DOMException('full', 'QuotaExceededError'); };
    });
    const [route] = solve(await readPuzzle(page));
    await page.click(cell(...parse(route[1])));
    await page.waitForSelector('[data-testid=notice]');
    assert.match(await page.textContent('[data-testid=notice]'), /game could not be saved/);
    await page.click(cell(...parse(route[2])));
    assert.deepEqual(await pathCells(page), route.slice(0, 3), 'the game goes on on screen');
    assert.equal(await gameState(page), 'playing');
    assert.equal((await page.textContent('[data-testid=notice]')).match(/could not be saved/g).length, 1, 'said once');
  }));

/** The depth-first walk's decisions through a maze whose closed sides are `walls` ("r,c" →
 * letters of NESW): after each cell entered or backed into, the cell it enters next or "back". */
function walkDecisions(walls, rows, cols, start, finish) {
  const out = [];
  const seen = new Set();
  const steps = { N: [-1, 0], E: [0, 1], S: [1, 0], W: [0, -1] };
  const visit = ([r, c]) => {
    seen.add(`${r},${c}`);
    if (r === finish[0] && c === finish[1]) return true;
    for (const d of 'NESW') {
      const [nr, nc] = [r + steps[d][0], c + steps[d][1]];
      if (walls[`${r},${c}`].includes(d) || nr < 0 || nc < 0 || nr >= rows || nc >= cols || seen.has(`${nr},${nc}`)) continue;
      out.push([nr, nc]);
      if (visit([nr, nc])) return true;
    }
    out.push('back');
    return false;
  };
  visit(start);
  return out;
}

test('practice on the maze solve: answering which way next right all the way reaches the finish', () =>
  withPage('practice-maze', '?p=math_maze&rows=6&cols=6&seed=5&show=1&speed=2000&practice=1', async (page) => {
    await page.waitForSelector('[data-testid=practice-prompt][data-kind=next]', { timeout: 20_000 });
    const maze = await page.$eval('[data-testid=maze]', (m) => ({ start: m.dataset.start, finish: m.dataset.finish }));
    const walls = Object.fromEntries(await page.$$eval('[data-testid=cell]', (cells) => cells.map((c) => [`${c.dataset.row},${c.dataset.col}`, c.dataset.walls ?? ''])));
    const decisions = walkDecisions(walls, 6, 6, maze.start.split(',').map(Number), maze.finish.split(',').map(Number));
    for (const [i, decision] of decisions.entries()) {
      await page.waitForSelector('[data-testid=practice-prompt][data-kind=next]');
      if (decision === 'back') await page.click('[data-testid=practice-answer][data-value=back]');
      else await page.click(`[data-testid=cell][data-row="${decision[0]}"][data-col="${decision[1]}"]`);
      await page.waitForSelector(`[data-testid=practice-score][data-asked="${i + 1}"]`);
      assert.equal(await page.getAttribute('[data-testid=practice-feedback]', 'data-correct'), 'true', `decision ${i + 1}: ${decision}`);
    }
    // The walk reached the finish: the show ends, the puzzle is played, and the summary stays.
    await page.waitForSelector('[data-testid=game-state][data-state=playing]', { timeout: 20_000 });
    assert.match(await page.textContent('[data-testid=practice-summary]'), new RegExp(`${decisions.length} of ${decisions.length} right`));
  }));
