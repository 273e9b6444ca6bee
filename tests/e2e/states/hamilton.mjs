// What the checks over every page take from the Hamiltonian-circuit page: the states the
// accessibility check (a11y.test.mjs) and the language check (lang.test.mjs) visit, each a name, a
// link (without lang=) and what to do before checking; the views the phone, classroom and security
// checks open; and the views screenshots.mjs takes.
import { waitForState } from '../harness.mjs';

/** The states axe-core checks, in light and dark. */
export const a11y = [
  ['hamilton stepping to a dead node', '?p=hamilton&graph=house&mode=all', async (page) => {
    for (let i = 0; i < 9; i++) await page.click('[data-testid=step]');
  }],
  ['hamilton all circuits, counted', '?p=hamilton&graph=cube&mode=all&run=1&speed=max', async (page) => {
    await waitForState(page, 'finished');
    await page.click('[data-testid=count]');
    await waitForState(page, 'finished');
  }],
  ['hamilton practice, a wrong answer', '?p=hamilton&graph=k4&practice=1', async (page) => {
    await page.waitForSelector('[data-testid=practice-prompt]');
    await page.click('[data-testid=practice-answer][data-value=back]');
    await page.waitForSelector('[data-testid=practice-feedback]');
  }],
  ['hamilton compared with the brute force', '?p=hamilton&graph=house&mode=all&compare=brute-force', async (page) => {
    for (let i = 0; i < 6; i++) await page.click('[data-testid=step]');
  }],
  ['hamilton embedded', '?p=hamilton&graph=dodecahedron&embed=1', async () => {}],
];

/** The states read for words of the other language, in both languages. */
export const lang = [
  ['hamilton stepping', '?p=hamilton&graph=house&mode=all', async (page) => {
    for (let i = 0; i < 9; i++) await page.click('[data-testid=step]');
  }],
  ['hamilton finished, all circuits', '?p=hamilton&graph=petersen&mode=all&run=1&speed=max', async (page) => {
    await waitForState(page, 'finished');
  }],
  ['hamilton notice and practice', '?p=hamilton&n=3&edges=1-2,2-2,x&practice=1', async (page) => {
    await page.waitForSelector('[data-testid=practice-prompt]');
  }],
];

/** Views a 375 px phone shows without scrolling sideways (phone.test.mjs). */
export const phone = ['?p=hamilton', '?p=hamilton&graph=house&mode=all&compare=brute-force'];

/** The page embedded in 800 × 600 (classroom.test.mjs): its link and its board. */
export const embed = ['?p=hamilton&graph=dodecahedron', '[data-testid=board]'];

/** The security check's visit (security.test.mjs): a link, and what to do there with its workers. */
export const tour = ['?p=hamilton&graph=cube&mode=all&run=1&speed=max', async (page) => {
  await waitForState(page, 'finished');
  await page.click('[data-testid=count]');
  await waitForState(page, 'finished');
}];

/** The views screenshots.mjs takes besides the default one: a name, a link, what to do first. */
export const screenshots = [
  ['hamilton-stepping', '?p=hamilton&graph=house&mode=all', async (page) => {
    for (let i = 0; i < 9; i++) await page.click('[data-testid=step]');
  }],
  ['hamilton-all', '?p=hamilton&graph=petersen&mode=all&run=1&speed=max', async () => {}],
  ['hamilton-practice', '?p=hamilton&graph=k4&practice=1', async () => {}],
  ['hamilton-compare', '?p=hamilton&graph=house&mode=all&compare=brute-force&speed=max&run=1', async () => {}],
];

/**
 * Views whose code panel the language check reads (lang.test.mjs), each stepped a few times and
 * then read in both languages: every listing this page can show.
 */
export const code = [
  '?p=hamilton&mode=first',
  '?p=hamilton&mode=all',
  '?p=hamilton&compare=brute-force',
];

/**
 * A count of a few seconds over two workers (workers.test.mjs kills its workers mid-count): its
 * link, the button that starts it, and a figure with its exact value at the end.
 */
export const count = ['?p=hamilton&graph=k12&workers=2', '[data-testid=count]', 'count-total', '39916800'];
