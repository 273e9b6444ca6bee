// What the checks over every page take from the labyrinth (maze search) page: the states the
// accessibility check (a11y.test.mjs) and the language check (lang.test.mjs) visit, each a name, a
// link (without lang=) and what to do before checking; the views the phone, classroom and security
// checks open; and the views screenshots.mjs takes.
import { waitForState } from '../harness.mjs';

/** The states axe-core checks, in light and dark. */
export const a11y = [
  ['labyrinth stepping to a dead node', '?p=labyrinth&mode=all', async (page) => {
    for (let i = 0; i < 8; i++) await page.click('[data-testid=step]');
  }],
  ['labyrinth every path, finished', '?p=labyrinth&mode=all&run=1&speed=max', async (page) => {
    await waitForState(page, 'finished');
  }],
  ['labyrinth practice', '?p=labyrinth&practice=1', async (page) => {
    await page.waitForSelector('[data-testid=practice-prompt]');
  }],
  ['labyrinth compared with breadth-first search', '?p=labyrinth&compare=bfs', async (page) => {
    for (let i = 0; i < 6; i++) await page.click('[data-testid=step]');
  }],
  ['labyrinth embedded', '?p=labyrinth&embed=1', async () => {}],
];

/** The states read for words of the other language, in both languages. */
export const lang = [
  ['labyrinth stepping', '?p=labyrinth&mode=all', async (page) => {
    for (let i = 0; i < 8; i++) await page.click('[data-testid=step]');
  }],
  ['labyrinth compared with breadth-first search', '?p=labyrinth&compare=bfs', async (page) => {
    for (let i = 0; i < 6; i++) await page.click('[data-testid=step]');
  }],
  ['labyrinth notice and practice', '?p=labyrinth&order=XYZ&start=0,0&goal=0,0&practice=1', async (page) => {
    await page.waitForSelector('[data-testid=practice-prompt]');
  }],
];

/** Views a 375 px phone shows without scrolling sideways (phone.test.mjs). */
export const phone = ['?p=labyrinth', '?p=labyrinth&compare=bfs'];

/** The page embedded in 800 × 600 (classroom.test.mjs): its link and its board. */
export const embed = ['?p=labyrinth', '[data-testid=grid]'];

/** The security check's visit (security.test.mjs): a link, and what to do there with its workers. */
export const tour = ['?p=labyrinth&mode=all&run=1&speed=max', async (page) => {
  await waitForState(page, 'finished');
}];

/** The views screenshots.mjs takes besides the default one: a name, a link, what to do first. */
export const screenshots = [
  ['labyrinth-stepping', '?p=labyrinth&mode=all', async (page) => {
    for (let i = 0; i < 8; i++) await page.click('[data-testid=step]');
  }],
  ['labyrinth-all', '?p=labyrinth&mode=all&run=1&speed=max', async () => {}],
  ['labyrinth-practice', '?p=labyrinth&practice=1', async () => {}],
  ['labyrinth-compare', '?p=labyrinth&compare=bfs&speed=max&run=1', async () => {}],
];

/**
 * Views whose code panel the language check reads (lang.test.mjs), each stepped a few times and
 * then read in both languages: every listing this page can show.
 */
export const code = [
  '?p=labyrinth&mode=first',
  '?p=labyrinth&mode=all',
  '?p=labyrinth&compare=bfs',
];

/**
 * No count of its own (workers.test.mjs): every path is counted by the search's one worker, whose
 * loss fails the run with Try again, as the knight's search test checks.
 */
export const count = null;
