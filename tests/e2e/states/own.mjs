// What the checks over every page take from your own search's page: the states the accessibility
// check (a11y.test.mjs) and the language check (lang.test.mjs) visit, each a name, a link (without
// lang=) and what to do before checking; the views the phone, classroom and security checks open;
// and the views screenshots.mjs takes.
import { waitForState } from '../harness.mjs';

/** A program that does not compile (line 2, an unclosed array), as a link's src=. */
export const BROKEN = `?p=own&src=${encodeURIComponent('fn candidates(x) { [] }\nfn is_solution(x) { [1, 2 }\n')}`;

/** Two programs compared, the other one not compiling (its error in its own editor). */
const TWO = `?p=own&example=subsets&mode=all&compare=program&other=${encodeURIComponent('fn candidates(x) { [] }\nfn is_solution(x) { [1, 2 }\n')}`;

/** The states axe-core checks, in light and dark. */
export const a11y = [
  ['own stepping to a dead node', '?p=own&example=queens&mode=all', async (page) => {
    // Root, node 2 tried and live, node 3 tried and dead (same column as row 1).
    for (let i = 0; i < 5; i++) await page.click('[data-testid=step]');
    await page.waitForSelector('.x-cell.dead');
  }],
  ['own all solutions', '?p=own&example=subsets&mode=all&run=1&speed=max', async (page) => {
    await waitForState(page, 'finished');
  }],
  ['own practice, a wrong answer', '?p=own&example=queens&practice=1', async (page) => {
    await page.waitForSelector('[data-testid=practice-prompt]');
    await page.click('[data-testid=practice-answer][data-value=dead]');
    await page.waitForSelector('[data-testid=practice-feedback]');
  }],
  ['own compared without its bounding function', '?p=own&example=subsets&mode=all&compare=no-bounding', async (page) => {
    for (let i = 0; i < 6; i++) await page.click('[data-testid=step]');
  }],
  ['own, a program that does not compile', `${BROKEN}&run=1`, async (page) => {
    await page.waitForSelector('[data-testid=code-error]');
  }],
  ['own embedded', '?p=own&example=queens&embed=1', async () => {}],
  ['own comparing two programs, the other broken', `${TWO}&run=1`, async (page) => {
    await page.waitForSelector('[data-testid=other-error]');
  }],
  ['own least cost, stepped', '?p=own&example=8-puzzle', async (page) => {
    for (let i = 0; i < 8; i++) await page.click('[data-testid=step]');
  }],
];

/** The states read for words of the other language, in both languages. */
export const lang = [
  ['own stepping to a dead node', '?p=own&example=queens&mode=all', async (page) => {
    for (let i = 0; i < 5; i++) await page.click('[data-testid=step]');
    await page.waitForSelector('.x-cell.dead');
  }],
  ['own finished', '?p=own&example=subsets&mode=all&run=1&speed=max', async (page) => {
    await waitForState(page, 'finished');
  }],
  ['own notice and practice', '?p=own&example=chess&search=dfs&practice=1', async (page) => {
    await page.waitForSelector('[data-testid=practice-prompt]');
  }],
  ['own, a program that does not compile', `${BROKEN}&run=1`, async (page) => {
    await page.waitForSelector('[data-testid=code-error]');
  }],
  ['own comparing two programs, the other broken', `${TWO}&run=1`, async (page) => {
    await page.waitForSelector('[data-testid=other-error]');
  }],
  ['own least cost, stepped', '?p=own&example=8-puzzle', async (page) => {
    for (let i = 0; i < 8; i++) await page.click('[data-testid=step]');
  }],
];

/** Views a 375 px phone shows without scrolling sideways (phone.test.mjs). */
export const phone = ['?p=own', '?p=own&example=subsets&mode=all&compare=no-bounding', `${BROKEN}&run=1`, `${TWO}&run=1`, '?p=own&example=8-puzzle&run=1&speed=max'];

/** The page embedded in 800 × 600 (classroom.test.mjs): its link and its board. */
export const embed = ['?p=own&example=queens', '[data-testid=board]'];

/** The security check's visit (security.test.mjs): a link, and what to do there with its workers. */
export const tour = ['?p=own&example=queens&mode=all&run=1&speed=max', async (page) => {
  await waitForState(page, 'finished');
}];

/** The views screenshots.mjs takes besides the default one: a name, a link, what to do first. */
export const screenshots = [
  ['own-stepping', '?p=own&example=queens&mode=all', async (page) => {
    for (let i = 0; i < 12; i++) await page.click('[data-testid=step]');
  }],
  ['own-broken', `${BROKEN}&run=1`, async (page) => {
    await page.waitForSelector('[data-testid=code-error]');
  }],
  ['own-compare', '?p=own&example=subsets&mode=all&compare=no-bounding&speed=max&run=1', async () => {}],
];

/**
 * The names of the learner's functions, which the code panel writes as the learner does in both
 * languages (`is_solution` reads as two words; `cost`, least cost's), for the language check
 * (lang.test.mjs).
 */
export const notation = ['candidates', 'promising', 'is', 'solution', 'cost'];

/** Views whose code panel the language check reads (lang.test.mjs). */
export const code = ['?p=own&mode=first', '?p=own&mode=all', '?p=own&mode=all&compare=no-bounding', '?p=own&example=8-puzzle'];

/** The page has no count. */
export const count = null;
