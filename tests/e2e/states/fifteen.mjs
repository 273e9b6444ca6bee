// What the checks over every page take from the 15-puzzle page: the states the accessibility
// check (a11y.test.mjs) and the language check (lang.test.mjs) visit, each a name, a link
// (without lang=) and what to do before checking; the views the phone, classroom and security
// checks open; and the views screenshots.mjs takes.
import { waitForState } from '../harness.mjs';

/** The states axe-core checks, in light and dark. */
export const a11y = [
  ['fifteen stepping, live nodes listed', '?p=fifteen', async (page) => {
    for (let i = 0; i < 12; i++) await page.click('[data-testid=step]');
  }],
  ['fifteen answered and replayed', '?p=fifteen&run=1&speed=max', async (page) => {
    await waitForState(page, 'finished');
  }],
  ['fifteen practice, a wrong answer', '?p=fifteen&practice=1', async (page) => {
    await page.waitForSelector('[data-testid=practice-prompt]');
    await page.locator('[data-testid=practice-answer]').last().click();
    await page.waitForSelector('[data-testid=practice-feedback]');
  }],
  ['fifteen compared with FIFO', '?p=fifteen&compare=fifo', async (page) => {
    for (let i = 0; i < 8; i++) await page.click('[data-testid=step]');
  }],
  ['fifteen a large tree, one node opened', '?p=fifteen&shuffle=30&seed=5&run=1&speed=max', async (page) => {
    await waitForState(page, 'finished');
    await page.locator('[data-testid=tree-node][aria-expanded=false]').first().click();
  }],
  ['fifteen unreachable', '?p=fifteen&tiles=1,2,3,4,5,6,7,8,9,10,11,12,13,15,14,0', async () => {}],
  ['fifteen embedded', '?p=fifteen&embed=1', async () => {}],
];

/** The states read for words of the other language, in both languages. */
export const lang = [
  ['fifteen stepping', '?p=fifteen', async (page) => {
    for (let i = 0; i < 12; i++) await page.click('[data-testid=step]');
  }],
  ['fifteen answered', '?p=fifteen&run=1&speed=max', async (page) => {
    await waitForState(page, 'finished');
  }],
  ['fifteen notice and practice', '?p=fifteen&tiles=1,1,2&cost=euclid&practice=1', async (page) => {
    await page.waitForSelector('[data-testid=practice-prompt]');
  }],
];

/** Views a 375 px phone shows without scrolling sideways (phone.test.mjs). */
export const phone = ['?p=fifteen', '?p=fifteen&compare=estimates'];

/** The page embedded in 800 × 600 (classroom.test.mjs): its link and its board. */
export const embed = ['?p=fifteen', '[data-testid=puzzle]'];

/** The security check's visit (security.test.mjs): a link, and what to do there with its workers. */
export const tour = ['?p=fifteen&shuffle=30&seed=4&cost=manhattan&run=1&speed=max', async (page) => {
  await waitForState(page, 'finished');
}];

/** The views screenshots.mjs takes besides the default one: a name, a link, what to do first. */
export const screenshots = [
  ['fifteen-stepping', '?p=fifteen', async (page) => {
    for (let i = 0; i < 12; i++) await page.click('[data-testid=step]');
  }],
  ['fifteen-answer', '?p=fifteen&run=1&speed=max', async () => {}],
  ['fifteen-compare', '?p=fifteen&compare=fifo&speed=max&run=1', async () => {}],
  ['fifteen-unreachable', '?p=fifteen&tiles=1,2,3,4,5,6,7,8,9,10,11,12,13,15,14,0', async () => {}],
];

/**
 * No count of its own (workers.test.mjs): branch and bound searches one tree in one worker, whose
 * loss fails the run with Try again, as the knight's search test checks.
 */
export const count = null;
