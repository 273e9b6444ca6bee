// What the checks over every page take from the sum-of-subsets page: the states the accessibility
// check (a11y.test.mjs) and the language check (lang.test.mjs) visit, each a name, a link (without
// lang=) and what to do before checking; the views the phone, classroom and security checks open;
// and the views screenshots.mjs takes.
import { waitForState } from '../harness.mjs';

/** The states axe-core checks, in light and dark. */
export const a11y = [
  ['subsets stepping to a dead node', '?p=subsets&w=11,13,24,7&m=31&mode=all', async (page) => {
    for (let i = 0; i < 8; i++) await page.click('[data-testid=step]');
  }],
  ['subsets all solutions, counted', '?p=subsets&w=5,10,12,13,15,18&m=30&mode=all&run=1&speed=max', async (page) => {
    await waitForState(page, 'finished');
    await page.click('[data-testid=count]');
    await waitForState(page, 'finished');
  }],
  ['subsets practice, a wrong answer', '?p=subsets&practice=1', async (page) => {
    await page.waitForSelector('[data-testid=practice-prompt]');
    await page.click('[data-testid=practice-answer][data-value=back]');
    await page.waitForSelector('[data-testid=practice-feedback]');
  }],
  ['subsets compared with the brute force', '?p=subsets&mode=all&compare=brute-force', async (page) => {
    for (let i = 0; i < 6; i++) await page.click('[data-testid=step]');
  }],
  ['subsets embedded', '?p=subsets&embed=1', async () => {}],
];

/** The states read for words of the other language, in both languages. */
export const lang = [
  ['subsets stepping', '?p=subsets&mode=all', async (page) => {
    for (let i = 0; i < 8; i++) await page.click('[data-testid=step]');
  }],
  ['subsets finished, counted', '?p=subsets&w=5,10,12,13,15,18&m=30&mode=all&run=1&speed=max', async (page) => {
    await waitForState(page, 'finished');
    await page.click('[data-testid=count]');
    await waitForState(page, 'finished');
  }],
  ['subsets notice and practice', '?p=subsets&w=1,x&m=abc&practice=1', async (page) => {
    await page.waitForSelector('[data-testid=practice-prompt]');
  }],
];

/** Views a 375 px phone shows without scrolling sideways (phone.test.mjs). */
export const phone = ['?p=subsets', '?p=subsets&mode=all&compare=brute-force'];

/** The page embedded in 800 × 600 (classroom.test.mjs): its link and its board. */
export const embed = ['?p=subsets', '[data-testid=board]'];

/** The security check's visit (security.test.mjs): a link, and what to do there with its workers. */
export const tour = ['?p=subsets&w=5,10,12,13,15,18&m=30&mode=all&run=1&speed=max', async (page) => {
  await waitForState(page, 'finished');
  await page.click('[data-testid=count]');
  await waitForState(page, 'finished');
}];

/** The views screenshots.mjs takes besides the default one: a name, a link, what to do first. */
export const screenshots = [
  ['subsets-stepping', '?p=subsets&w=11,13,24,7&m=31&mode=all', async (page) => {
    for (let i = 0; i < 8; i++) await page.click('[data-testid=step]');
  }],
  ['subsets-all', '?p=subsets&w=5,10,12,13,15,18&m=30&mode=all&run=1&speed=max', async () => {}],
  ['subsets-practice', '?p=subsets&practice=1', async () => {}],
  ['subsets-compare', '?p=subsets&mode=all&compare=brute-force&speed=max&run=1', async () => {}],
];

/**
 * Views whose code panel the language check reads (lang.test.mjs), each stepped a few times and
 * then read in both languages: every listing this page can show.
 */
export const code = [
  '?p=subsets&mode=first',
  '?p=subsets&mode=all',
  '?p=subsets&mode=all&compare=brute-force',
];

/**
 * A count over two workers (workers.test.mjs kills its workers): its link, the button that starts
 * it, a figure with its exact value at the end, and `before`: meeting in the middle, even forty
 * weights count in a fraction of a second, so the workers die before it starts and their shares
 * are lost on the way.
 */
export const count = ['?p=subsets&w=11,27,49,77,111,151,197,249,307,371,441,517,599,687,781,881,987,1099,1217,1341,1471,1607,1749,1897,2051,2211,2377,2549,2727,2911,3101,3297,3499,3707,3921,4141,4367,4599,4837,5081&m=20000&workers=2', '[data-testid=count]', 'count-total', '5978371', 'before'];
