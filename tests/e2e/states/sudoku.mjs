// What the checks over every page take from the Sudoku page: the states the accessibility check
// (a11y.test.mjs) and the language check (lang.test.mjs) visit, each a name, a link (without lang=)
// and what to do before checking; the views the phone, classroom and security checks open; and the
// views screenshots.mjs takes.
import { waitForState, waitForGame } from '../harness.mjs';

/** The hardest puzzle in `order` at its first dead node, `n`, judged (its reason on show). */
const deadNode = (order, n) => [`sudoku ${order} order at a dead node`, `?p=sudoku&puzzle=hardest&order=${order}&at=${n}`, async (page) => {
  await page.waitForSelector(`[data-testid=tree-node][data-node="${n}"]`);
  await page.click('[data-testid=step]');
  await page.waitForSelector(`[data-testid=tree-node][data-node="${n}"][data-state=dead]`);
}];

/** The states axe-core checks, in light and dark. */
export const a11y = [
  ['sudoku stepping', '?p=sudoku&puzzle=small', async (page) => {
    for (let i = 0; i < 8; i++) await page.click('[data-testid=step]');
  }],
  ['sudoku uniqueness checked', '?p=sudoku&puzzle=hardest&order=mrv&mode=all&run=1&speed=max', async (page) => {
    await waitForState(page, 'finished');
  }],
  ['sudoku practice, a wrong answer', '?p=sudoku&puzzle=easy&order=mrv&practice=1', async (page) => {
    await page.waitForSelector('[data-testid=practice-prompt]');
    await page.click('[data-testid=cell][data-cell="2"]');
    await page.waitForSelector('[data-testid=practice-feedback]');
  }],
  ['sudoku plain beside the fewest candidates', '?p=sudoku&puzzle=easy&compare=orders', async (page) => {
    for (let i = 0; i < 6; i++) await page.click('[data-testid=step]');
  }],
  deadNode('singles', 8),
  ['sudoku embedded', '?p=sudoku&embed=1', async () => {}],
  ['sudoku game, a hint', '?p=sudoku&play=1&level=pairs&seed=4', async (page) => {
    await waitForGame(page, 'playing');
    await page.click('[data-testid=fill-candidates]');
    await page.click('[data-testid=hint]');
  }],
  ['sudoku game, a step of the solve replayed', '?p=sudoku&play=1&level=wings&seed=2', async (page) => {
    await waitForGame(page, 'playing');
    await page.click('[data-testid=step-next]');
  }],
];

/** The states read for words of the other language, in both languages. */
export const lang = [
  ['sudoku stepping', '?p=sudoku&puzzle=small', async (page) => {
    for (let i = 0; i < 12; i++) await page.click('[data-testid=step]');
  }],
  ['sudoku finished, unique', '?p=sudoku&puzzle=easy&order=mrv&mode=all&run=1&speed=max', async (page) => {
    await waitForState(page, 'finished');
  }],
  ['sudoku compared', '?p=sudoku&puzzle=small&compare=orders', async (page) => {
    for (let i = 0; i < 10; i++) await page.click('[data-testid=step]');
  }],
  ['sudoku notice and practice', '?p=sudoku&puzzle=abc&practice=1', async (page) => {
    await page.waitForSelector('[data-testid=practice-prompt]');
  }],
  ['sudoku givens that clash', '?p=sudoku&puzzle=55..............', async () => {}],
  deadNode('fc', 10),
  deadNode('singles', 8),
  ['sudoku game, a hint and a check', '?p=sudoku&play=1&level=pairs&seed=4', async (page) => {
    await waitForGame(page, 'playing');
    await page.click('[data-testid=hint]');
    await page.click('[data-testid=check]');
  }],
  ['sudoku game, a step replayed', '?p=sudoku&play=1&level=wings&seed=2', async (page) => {
    await waitForGame(page, 'playing');
    await page.click('[data-testid=step-next]');
  }],
];

/** Views a 375 px phone shows without scrolling sideways (phone.test.mjs). */
export const phone = ['?p=sudoku', '?p=sudoku&compare=orders', '?p=sudoku&play=1&seed=1'];

/** The page embedded in 800 × 600 (classroom.test.mjs): its link and its board. */
export const embed = ['?p=sudoku&puzzle=easy', '[data-testid=sudoku]'];

/** The security check's visit (security.test.mjs): a link, and what to do there with its workers. */
export const tour = ['?p=sudoku&puzzle=hardest&order=mrv&mode=all&run=1&speed=max', async (page) => {
  await waitForState(page, 'finished');
}];

/** The views screenshots.mjs takes besides the default one: a name, a link, what to do first. */
export const screenshots = [
  ['sudoku-stepping', '?p=sudoku&puzzle=easy&order=mrv', async (page) => {
    for (let i = 0; i < 40; i++) await page.keyboard.press('ArrowRight');
  }],
  ['sudoku-dead', '?p=sudoku&puzzle=easy&at=6', async () => {}],
  ['sudoku-unique', '?p=sudoku&puzzle=hardest&order=mrv&mode=all&run=1&speed=max', async () => {}],
  ['sudoku-compare', '?p=sudoku&puzzle=hardest&compare=orders&speed=max&run=1', async () => {}],
  ['sudoku-practice', '?p=sudoku&puzzle=easy&order=mrv&practice=1', async () => {}],
  ['sudoku-game', '?p=sudoku&play=1&level=wings&seed=2', async (page) => {
    await waitForGame(page, 'playing');
    await page.click('[data-testid=fill-candidates]');
    await page.click('[data-testid=hint]');
  }],
];

/**
 * Views whose code panel the language check reads (lang.test.mjs), each stepped a few times and
 * then read in both languages: every listing this page can show.
 */
export const code = [
  '?p=sudoku&puzzle=small&order=plain',
  '?p=sudoku&puzzle=small&order=mrv&mode=all',
  '?p=sudoku&puzzle=small&compare=orders',
];

/** Sudoku has no count. */
export const count = null;
