// What the checks over every page take from the job assignment page: the states the
// accessibility check (a11y.test.mjs) and the language check (lang.test.mjs) visit, each a name, a
// link (without lang=) and what to do before checking; the views the phone, classroom and security
// checks open; and the views screenshots.mjs takes.
import { waitForState, bothSidesFinished } from '../harness.mjs';

/** The states axe-core checks, in light and dark. */
export const a11y = [
  ['assignment stepping to the forced last job', '?p=assignment&at=9', async () => {}],
  ['assignment finished', '?p=assignment&run=1&speed=max', async (page) => {
    await waitForState(page, 'finished');
  }],
  ['assignment practice, an answer and its verdict', '?p=assignment&practice=1', async (page) => {
    await page.waitForSelector('[data-testid=practice-prompt]');
    await page.click('[data-testid=practice-answer]:first-of-type');
    await page.waitForSelector('[data-testid=practice-feedback]');
  }],
  ['assignment compared with the brute force', '?p=assignment&compare=brute-force&run=1&speed=max', async (page) => {
    await bothSidesFinished(page);
  }],
  ['assignment embedded', '?p=assignment&embed=1&at=7', async () => {}],
];

/** The states read for words of the other language, in both languages. */
export const lang = [
  ['assignment stepping', '?p=assignment&at=9', async () => {}],
  ['assignment finished', '?p=assignment&run=1&speed=max', async (page) => {
    await waitForState(page, 'finished');
  }],
  ['assignment notice and practice', '?p=assignment&c=1,2;x&practice=1', async (page) => {
    await page.waitForSelector('[data-testid=practice-prompt]');
  }],
  ['assignment compared with depth first', '?p=assignment&compare=depth-first&run=1&speed=max', async (page) => {
    await bothSidesFinished(page);
  }],
];

/** Views a 375 px phone shows without scrolling sideways (phone.test.mjs). */
export const phone = ['?p=assignment', '?p=assignment&at=9', '?p=assignment&compare=brute-force&at=6', '?p=assignment&n=12&seed=3&at=40'];

/** The page embedded in 800 × 600 (classroom.test.mjs): its link and its board. */
export const embed = ['?p=assignment&at=7', '[data-testid=board]'];

/** The security check's visit (security.test.mjs): a link, and what to do there with its workers. */
export const tour = ['?p=assignment&n=9&seed=4&compare=brute-force&run=1&speed=max', async (page) => {
  await bothSidesFinished(page);
}];

/** The views screenshots.mjs takes besides the default one: a name, a link, what to do first. */
export const screenshots = [
  ['assignment-stepping', '?p=assignment&at=9', async () => {}],
  ['assignment-finished', '?p=assignment&run=1&speed=max', async (page) => { await waitForState(page, 'finished'); }],
  ['assignment-practice', '?p=assignment&practice=1', async (page) => { await page.waitForSelector('[data-testid=practice-prompt]'); }],
  ['assignment-compare', '?p=assignment&compare=brute-force&run=1&speed=max', async (page) => { await bothSidesFinished(page); }],
  ['assignment-twelve', '?p=assignment&n=12&seed=3&run=1&speed=max', async (page) => { await waitForState(page, 'finished'); }],
];

/**
 * No count of its own (workers.test.mjs): branch and bound searches one tree in one worker, whose
 * loss fails the run with Try again, as the knight's search test checks.
 */
export const count = null;
