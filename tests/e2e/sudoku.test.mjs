// End-to-end tests of the Sudoku page: the release build served under /runut/ in Chromium. The
// expected node counts, trees and solutions come from the backtracking written here.
import { test, before, after, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, waitForState, waitForGame, stat, pageTester, compareSides, bothSidesFinished, clearStorage } from './harness.mjs';

let server;
let context;
before(async () => { server = await serve(); context = await launch(); });
after(async () => { await context?.close(); server?.close(); });
// The game keeps its game in progress: each test starts with nothing stored.
beforeEach(() => clearStorage(context, server.url));

const withPage = pageTester(() => context, () => server, 'sudoku');

/** Every notice's text. */
const notices = (page) => page.$$eval('[data-testid=notice]', (all) => all.map((n) => n.textContent).join(' '));

const EASY = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const HARDEST = '8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..';

/** Whether `digit` may go in `cell` of the 81 `cells`. */
function fits(cells, cell, digit) {
  const [row, col] = [Math.floor(cell / 9), cell % 9];
  const [top, left] = [row - (row % 3), col - (col % 3)];
  for (let i = 0; i < 9; i++) {
    if (cells[row * 9 + i] === digit || cells[i * 9 + col] === digit) return false;
    if (cells[(top + Math.floor(i / 3)) * 9 + left + (i % 3)] === digit) return false;
  }
  return true;
}

const legal = (cells, cell) => [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => fits(cells, cell, d));

/** The cell a node fills next: the first empty one, or the first with the fewest legal digits. */
function choose(cells, mrv) {
  let best = -1;
  for (let c = 0; c < 81; c++) {
    if (cells[c] !== 0) continue;
    if (!mrv) return c;
    if (best < 0 || legal(cells, c).length < legal(cells, best).length) best = c;
  }
  return best;
}

/** Whether `a` and `b` share a row, a column or a box. */
const peers = (a, b) => Math.floor(a / 9) === Math.floor(b / 9) || a % 9 === b % 9
  || (Math.floor(a / 27) === Math.floor(b / 27) && Math.floor((a % 9) / 3) === Math.floor((b % 9) / 3));

/**
 * Naked singles of `cells`, each cell left with one legal digit given it, until none is left:
 * the cells filled, or null when an empty cell is left with no legal digit (the cells filled so
 * far are emptied again).
 */
function singles(cells) {
  const filled = [];
  for (let progress = true; progress;) {
    progress = false;
    for (let c = 0; c < 81; c++) {
      if (cells[c] !== 0) continue;
      const digits = legal(cells, c);
      if (digits.length === 0) {
        for (const f of filled) cells[f] = 0;
        return null;
      }
      if (digits.length === 1) {
        cells[c] = digits[0];
        filled.push(c);
        progress = true;
      }
    }
  }
  return filled;
}

/**
 * The course's search of `puzzle` in `order` (plain, mrv, fc or singles, as the guide states
 * them), stopping after `limit` solutions: its nodes (each with its parent and whether it is
 * dead, root = 1) and its first solution.
 */
function search(puzzle, order, limit) {
  const cells = [...puzzle].map((ch) => (ch === '.' ? 0 : Number(ch)));
  const nodes = [{ parent: 0, dead: false }];
  let solutions = 0;
  let first = null;
  const go = (parent) => {
    const cell = choose(cells, order === 'mrv' || order === 'singles');
    if (cell < 0) {
      solutions += 1;
      first ??= cells.join('');
      return solutions >= limit;
    }
    for (let d = 1; d <= 9; d++) {
      const ok = fits(cells, cell, d);
      if (order !== 'plain' && !ok) continue;
      if (!ok) {
        nodes.push({ parent, dead: true });
        continue;
      }
      cells[cell] = d;
      let filled = [];
      if (order === 'fc') {
        const starved = cells.some((v, c) => v === 0 && peers(c, cell) && legal(cells, c).length === 0);
        filled = starved ? null : [];
      } else if (order === 'singles') {
        filled = singles(cells);
      }
      nodes.push({ parent, dead: filled === null });
      if (filled !== null) {
        if (go(nodes.length)) return true;
        for (const f of filled) cells[f] = 0;
      }
      cells[cell] = 0;
    }
    return false;
  };
  go(1);
  return { nodes, solutions, first };
}

test('the hardest puzzle by the fewest candidates: the reference\'s nodes, exactly one solution, shown', () =>
  withPage('unique', `?p=sudoku&puzzle=hardest&order=mrv&mode=all&run=1&speed=max`, async (page) => {
    await waitForState(page, 'finished');
    const truth = search(HARDEST, 'mrv', 2);
    assert.equal(await stat(page, 'nodes'), truth.nodes.length);
    assert.equal(await stat(page, 'solutions'), 1);
    assert.match(await page.textContent('[data-testid=status]'), /Exactly one solution/);
    assert.equal(await page.getAttribute('[data-testid=sudoku]', 'data-grid'), truth.first);
  }));

test('plain order on the easy puzzle: the first solution at the reference\'s node, the grid solved', () =>
  withPage('plain', '?p=sudoku&puzzle=easy&order=plain&mode=first&run=1&speed=max', async (page) => {
    await waitForState(page, 'finished');
    const truth = search(EASY, 'plain', 1);
    assert.equal(await stat(page, 'nodes'), truth.nodes.length);
    assert.equal(await page.getAttribute('[data-testid=sudoku]', 'data-grid'), truth.first);
    const cells = page.locator('[data-testid=cell][data-given=true]');
    assert.equal(await cells.count(), [...EASY].filter((c) => c !== '.').length);
  }));

test('a link to a moment draws the tree of the reference: parents and dead nodes', () =>
  withPage('tree', '?p=sudoku&puzzle=easy&order=plain&at=40', async (page) => {
    await page.waitForSelector('[data-testid=tree-node][data-node="40"]');
    const truth = search(EASY, 'plain', 1).nodes.slice(0, 40);
    const drawn = await page.$$eval('[data-testid=tree-node]', (all) => Object.fromEntries(all.map((n) => [n.dataset.node, n.dataset])));
    for (const [i, { parent, dead }] of truth.entries()) {
      const node = drawn[String(i + 1)];
      if (!node) continue; // folded into its finished parent's summary
      assert.equal(node.parent ?? '0', String(parent), `node ${i + 1}'s parent`);
      // `dead` is a killed node, or one whose subtree is finished; node 40 is still under test.
      if (dead && i + 1 < 40) assert.equal(node.state, 'dead', `node ${i + 1} is killed`);
    }
    assert.equal(await stat(page, 'dead'), truth.slice(0, 39).filter((n) => n.dead).length, 'node 40 not yet judged');
  }));

test('forward checking and singles propagation: the reference\'s nodes and dead nodes, the forced singles shown', async () => {
  for (const [order, mode, limit] of [['fc', 'first', 1], ['singles', 'all', 2]]) {
    await withPage(order, `?p=sudoku&puzzle=hardest&order=${order}&mode=${mode}&run=1&speed=max`, async (page) => {
      await waitForState(page, 'finished');
      const truth = search(HARDEST, order, limit);
      assert.equal(await stat(page, 'nodes'), truth.nodes.length, order);
      assert.equal(await stat(page, 'dead'), truth.nodes.filter((n) => n.dead).length, order);
      assert.equal(await page.getAttribute('[data-testid=sudoku]', 'data-grid'), truth.first, order);
    });
  }
  // Stepping singles order on the easy puzzle: its first node's singles fill the grid, shown as such.
  await withPage('singles-step', '?p=sudoku&puzzle=easy&order=singles', async (page) => {
    await page.waitForSelector('[data-testid=run-state]');
    for (let i = 0; i < 3; i++) await page.click('[data-testid=step]');
    const empty = [...EASY].filter((c) => c === '.').length;
    assert.equal(await page.locator('[data-testid=cell].forced').count(), empty - 1, 'every other empty cell filled as a single');
    assert.equal(await page.getAttribute('[data-testid=sudoku]', 'data-grid'), search(EASY, 'singles', 1).first);
  });
});

test('plain beside the fewest candidates: both sides finish with the reference\'s nodes', () =>
  withPage('compare', '?p=sudoku&puzzle=hardest&compare=orders&run=1&speed=max', async (page) => {
    await bothSidesFinished(page);
    const sides = await compareSides(page);
    assert.deepEqual(sides.map((s) => s.algo), ['plain', 'mrv']);
    assert.deepEqual(sides.map((s) => s.nodes), ['plain', 'mrv'].map((order) => search(HARDEST, order, 1).nodes.length));
  }));

test('a puzzle that is no grid, or whose givens clash, gets a notice and no search', () =>
  withPage('bad', `?p=sudoku&puzzle=${'55'.padEnd(81, '.')}&run=1`, async (page) => {
    await page.waitForSelector('[data-testid=notice]');
    assert.match(await notices(page), /r1c1 and r1c2 both hold 5, in row 1/);
    await page.click('[data-testid=play]');
    assert.equal(await page.getAttribute('[data-testid=run-state]', 'data-state'), 'idle');
    assert.equal(await page.getAttribute('[data-testid=sudoku]', 'data-grid'), '55'.padEnd(81, '.'), 'kept to mend');
    await page.goto(page.url().replace(/puzzle=[^&]*/, 'puzzle=123'));
    await page.waitForSelector('[data-testid=notice]');
    assert.match(await notices(page), /has 3 cells/);
  }));

test('a digit typed in a cell changes the puzzle and its link', () =>
  withPage('edit', '?p=sudoku&puzzle=easy', async (page) => {
    await page.click('[data-testid=cell][data-cell="2"]');
    await page.keyboard.press('4');
    await page.waitForSelector('[data-testid=cell][data-cell="2"][data-value="4"]');
    assert.equal((await page.getAttribute('[data-testid=sudoku]', 'data-grid'))[2], '4');
    await page.waitForFunction(() => /puzzle=534/.test(location.search));
    await page.keyboard.press('Backspace');
    await page.waitForSelector('[data-testid=cell][data-cell="2"][data-value=""]');
  }));

test('after a search the puzzle is still edited on the board, the search put aside', () =>
  withPage('edit-after', '?p=sudoku&puzzle=easy&speed=max', async (page) => {
    await page.click('[data-testid=play]');
    await waitForState(page, 'finished');
    assert.ok(!(await page.getAttribute('[data-testid=sudoku]', 'data-grid')).includes('.'), 'the solution is shown');
    await page.click('[data-testid=cell][data-cell="0"]');
    await page.keyboard.press('Backspace');
    await page.waitForSelector('[data-testid=cell][data-cell="0"][data-value=""]');
    assert.equal(await page.getAttribute('[data-testid=run-state]', 'data-state'), 'idle');
    assert.match(await page.getAttribute('[data-testid=sudoku]', 'data-grid'), /^\.3\./);
  }));

test('practice: the cell with the fewest candidates, picked on the grid, is judged right', () =>
  withPage('practice', '?p=sudoku&puzzle=hardest&order=mrv&practice=1', async (page) => {
    await page.waitForSelector('[data-testid=practice-prompt][data-kind=cell]');
    const cells = [...HARDEST].map((ch) => (ch === '.' ? 0 : Number(ch)));
    await page.click(`[data-testid=cell][data-cell="${choose(cells, true)}"]`);
    await page.waitForSelector('[data-testid=practice-feedback][data-correct=true]');
  }));

// The game (play=1): every puzzle is checked here by the search above, written apart from the app.

/** The grid the game shows, and its one solution by the search above (which counts two at most). */
async function gameGrid(page) {
  const grid = await page.getAttribute('[data-testid=sudoku]', 'data-grid');
  const found = search(grid, true, 2);
  assert.equal(found.solutions, 1, `${grid} has exactly one solution`);
  return { grid, solution: found.first };
}

test('the game: a generated puzzle, proved unique, played to solved by clicks and keys', () =>
  withPage('game', '?p=sudoku&play=1&level=singles&seed=3', async (page) => {
    await waitForGame(page, 'playing');
    assert.equal(await page.getAttribute('[data-testid=game-level]', 'data-level'), 'singles');
    const { grid, solution } = await gameGrid(page);
    const empty = [...grid].flatMap((ch, i) => (ch === '.' ? [i] : []));
    // A given refuses a digit.
    const given = grid.search(/[1-9]/);
    await page.click(`[data-testid=cell][data-cell="${given}"]`);
    await page.keyboard.press(grid[given] === '1' ? '2' : '1');
    await page.waitForSelector('[data-testid=status]:not(:empty)');
    assert.equal(await page.getAttribute(`[data-testid=cell][data-cell="${given}"]`, 'data-value'), grid[given]);
    for (const [k, cell] of empty.entries()) {
      await page.click(`[data-testid=cell][data-cell="${cell}"]`);
      if (k % 2) await page.keyboard.press(solution[cell]);
      else await page.click(`[data-testid=pad-digit][data-digit="${solution[cell]}"]`);
    }
    await waitForGame(page, 'solved');
    assert.equal(await page.getAttribute('[data-testid=sudoku]', 'data-grid'), solution);
    await page.waitForSelector('[data-testid=won]');
    assert.notEqual(await page.textContent('[data-testid=record][data-level=singles] td'), '–', 'a best time');
  }));

test('the game: pencil marks, undo, a check and a hint that names its technique', () =>
  withPage('game-tools', '?p=sudoku&play=1&level=pairs&seed=4', async (page) => {
    await waitForGame(page, 'playing');
    const { grid, solution } = await gameGrid(page);
    const cell = grid.indexOf('.');
    const wrong = solution[cell] === '1' ? '2' : '1';
    await page.click(`[data-testid=cell][data-cell="${cell}"]`);
    await page.keyboard.press('p');
    await page.keyboard.press(wrong);
    await page.waitForSelector(`[data-testid=cell][data-cell="${cell}"][data-marks="${wrong}"]`);
    await page.keyboard.press('p');
    await page.keyboard.press(wrong);
    await page.waitForSelector(`[data-testid=cell][data-cell="${cell}"][data-value="${wrong}"]`);
    await page.click('[data-testid=check]');
    await page.waitForSelector(`[data-testid=cell][data-cell="${cell}"].wrong`);
    await page.keyboard.press('Control+z');
    await page.waitForSelector(`[data-testid=cell][data-cell="${cell}"][data-value=""]`);
    await page.click('[data-testid=fill-candidates]');
    await page.waitForSelector(`[data-testid=cell][data-cell="${cell}"][data-marks]`);
    await page.click('[data-testid=hint]');
    assert.match(await page.textContent('[data-testid=status]'), /single|pair|pointing|claiming/i);
    await page.waitForSelector('[data-testid=cell].cited');
  }));

test('the game survives a reload, and another puzzle asks before it is put aside', () =>
  withPage('game-kept', '?p=sudoku&play=1&level=singles&seed=5', async (page) => {
    await waitForGame(page, 'playing');
    const { grid, solution } = await gameGrid(page);
    const cell = grid.indexOf('.');
    await page.click(`[data-testid=cell][data-cell="${cell}"]`);
    await page.keyboard.press(solution[cell]);
    await page.waitForSelector(`[data-testid=cell][data-cell="${cell}"][data-value="${solution[cell]}"]`);
    await page.reload();
    await waitForGame(page, 'playing');
    await page.waitForSelector(`[data-testid=cell][data-cell="${cell}"][data-value="${solution[cell]}"]`);
    await page.goto(page.url().replace('seed=5', 'seed=6'));
    await page.waitForSelector('[data-testid=ask]');
    await page.click('[data-testid=ask-yes]');
    await page.waitForFunction(() => /seed=5/.test(location.search));
    await page.waitForSelector(`[data-testid=cell][data-cell="${cell}"][data-value="${solution[cell]}"]`);
    // A new puzzle asks too, and "keep playing" keeps this one.
    await page.click('[data-testid=new-game]');
    await page.click('[data-testid=ask-no]');
    assert.match(page.url(), /seed=5/);
  }));

test('the game: a shared code plays its puzzle; one with two solutions, or a bad code, is refused', () =>
  withPage('game-code', '?p=sudoku&play=1&level=wings&seed=7', async (page) => {
    await waitForGame(page, 'playing');
    const grid = await page.getAttribute('[data-testid=sudoku]', 'data-grid');
    const code = await page.inputValue('[data-testid=share-code]');
    await page.goto(page.url().replace(/\?.*/, `?p=sudoku&play=1&code=${code}`));
    await waitForGame(page, 'playing');
    assert.equal(await page.getAttribute('[data-testid=sudoku]', 'data-grid'), grid);
    await page.goto(page.url().replace(/code=[^&]*/, 'code=1zz'));
    await page.waitForSelector('[data-testid=notice]');
    assert.match(await notices(page), /code/);
  }));
