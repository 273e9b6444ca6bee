// What the checks over every page take from the 0/1 knapsack page: the states the accessibility
// check (a11y.test.mjs) and the language check (lang.test.mjs) visit, each a name, a link (without
// lang=) and what to do before checking; the views the phone, classroom and security checks open;
// and the views screenshots.mjs takes.
import { waitForState, bothSidesFinished, bothSidesEnded } from '../harness.mjs';

/** The states axe-core checks, in light and dark. */
export const a11y = [
  ['knapsack stepping to a node over the capacity', '?p=knapsack&at=4', async (page) => {
    await page.click('[data-testid=step]');
  }],
  ['knapsack finished, the fractional bound', '?p=knapsack&bound=fractional&run=1&speed=max', async (page) => {
    await waitForState(page, 'finished');
  }],
  ['knapsack practice, an answer and its verdict', '?p=knapsack&practice=1', async (page) => {
    await page.selectOption('[data-testid=practice-drill]', 'cost-of');
    await page.waitForSelector('[data-testid=practice-prompt][data-kind=cost-of]');
    await page.click('[data-testid=practice-answer]:first-of-type');
    await page.waitForSelector('[data-testid=practice-feedback]');
  }],
  ['knapsack compared with the brute force', '?p=knapsack&compare=brute-force&run=1&speed=max', async (page) => {
    await bothSidesFinished(page);
  }],
  ['knapsack embedded', '?p=knapsack&embed=1&at=6', async () => {}],
];

/** The states read for words of the other language, in both languages. */
export const lang = [
  ['knapsack stepping', '?p=knapsack&at=6', async () => {}],
  ['knapsack finished', '?p=knapsack&run=1&speed=max', async (page) => {
    await waitForState(page, 'finished');
  }],
  ['knapsack notice and practice', '?p=knapsack&v=40,x&cap=abc&practice=1', async (page) => {
    await page.waitForSelector('[data-testid=practice-prompt]');
  }],
  ['knapsack compared with depth first', '?p=knapsack&compare=depth-first&run=1&speed=max', async (page) => {
    await bothSidesFinished(page);
  }],
];

/** Views a 375 px phone shows without scrolling sideways (phone.test.mjs). */
export const phone = ['?p=knapsack', '?p=knapsack&at=8', '?p=knapsack&compare=brute-force&at=6', '?p=knapsack&n=40&seed=3&bound=fractional&at=30'];

/** The page embedded in 800 × 600 (classroom.test.mjs): its link and its board. */
export const embed = ['?p=knapsack&at=6', '[data-testid=board]'];

/** The security check's visit (security.test.mjs): a link, and what to do there with its workers. */
export const tour = ['?p=knapsack&n=40&seed=1&bound=fractional&compare=brute-force&run=1&speed=max', async (page) => {
  // The brute force stops at the page's node limit; least cost finishes.
  await bothSidesEnded(page);
}];

/** The views screenshots.mjs takes besides the default one: a name, a link, what to do first. */
export const screenshots = [
  ['knapsack-stepping', '?p=knapsack&at=8', async () => {}],
  ['knapsack-finished', '?p=knapsack&run=1&speed=max', async (page) => { await waitForState(page, 'finished'); }],
  ['knapsack-fractional', '?p=knapsack&bound=fractional&at=5', async () => {}],
  ['knapsack-practice', '?p=knapsack&practice=1', async (page) => { await page.waitForSelector('[data-testid=practice-prompt]'); }],
  ['knapsack-compare', '?p=knapsack&compare=brute-force&run=1&speed=max', async (page) => { await bothSidesFinished(page); }],
  ['knapsack-forty', '?p=knapsack&n=40&seed=2&bound=fractional&run=1&speed=max', async (page) => { await waitForState(page, 'finished'); }],
];

/**
 * No count of its own (workers.test.mjs): branch and bound searches one tree in one worker, whose
 * loss fails the run with Try again, as the knight's search test checks.
 */
export const count = null;
