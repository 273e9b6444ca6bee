// What the checks over every page take from the travelling-salesman page: the states the
// accessibility check (a11y.test.mjs) and the language check (lang.test.mjs) visit, each a name, a
// link (without lang=) and what to do before checking; the views the phone, classroom and security
// checks open; and the views screenshots.mjs takes.
import { waitForState } from '../harness.mjs';

/** The states axe-core checks, in light and dark. */
export const a11y = [
  ['tsp stepping to node 6, its matrix and its child', '?p=tsp', async (page) => {
    // The search's opening, the root, its expansion, four children, node 4's expansion, three
    // children, node 6's expansion and its first child.
    for (let i = 0; i < 13; i++) await page.click('[data-testid=step]');
    await page.waitForSelector('[data-testid=child-matrix]');
  }],
  ['tsp finished, the best tour', '?p=tsp&run=1&speed=max', async (page) => {
    await waitForState(page, 'finished');
  }],
  ['tsp half-sum bound, the editor open', '?p=tsp&n=6&seed=4&sym=1&bound=half&at=5', async (page) => {
    await page.click('[data-testid=road-editor] summary');
  }],
  ['tsp practice, a wrong answer', '?p=tsp&practice=1', async (page) => {
    // The first question is which live node is expanded next (node 4): answer node 2.
    await page.waitForSelector('[data-testid=practice-prompt][data-kind=next-e-node]');
    await page.click('[data-testid=practice-answer][data-value="2"]');
    await page.waitForSelector('[data-testid=practice-feedback]');
  }],
  ['tsp compared with the brute force', '?p=tsp&compare=brute-force&speed=max&run=1', async (page) => {
    await waitForState(page, 'finished');
  }],
  ['tsp embedded', '?p=tsp&embed=1&at=10', async () => {}],
];

/** The states read for words of the other language, in both languages. */
export const lang = [
  ['tsp stepping', '?p=tsp', async (page) => {
    // The search's opening, the root, its expansion, four children, node 4's expansion, three
    // children, node 6's expansion and its first child.
    for (let i = 0; i < 13; i++) await page.click('[data-testid=step]');
    await page.waitForSelector('[data-testid=child-matrix]');
  }],
  ['tsp finished, compared with depth first', '?p=tsp&compare=depth-first&speed=max&run=1', async (page) => {
    await waitForState(page, 'finished');
  }],
  ['tsp notice, half-sum bound and practice', '?p=tsp&w=x,3,1;3,x,6;1,6,x&bound=half&compare=dfs&practice=1', async (page) => {
    await page.waitForSelector('[data-testid=practice-prompt]');
  }],
];

/** Views a 375 px phone shows without scrolling sideways (phone.test.mjs). */
export const phone = ['?p=tsp&at=12', '?p=tsp&n=12&seed=3&at=30', '?p=tsp&compare=brute-force'];

/** The page embedded in 800 × 600 (classroom.test.mjs): its link and its board. */
export const embed = ['?p=tsp&at=10', '[data-testid=board]'];

/** The security check's visit (security.test.mjs): a link, and what to do there with its workers. */
export const tour = ['?p=tsp&n=10&seed=7&run=1&speed=max', async (page) => {
  await waitForState(page, 'finished', 60_000);
}];

/** The views screenshots.mjs takes besides the default one: a name, a link, what to do first. */
export const screenshots = [
  ['tsp-stepping', '?p=tsp&at=7', async (page) => {
    await page.waitForSelector('[data-testid=child-matrix]');
  }],
  ['tsp-finished', '?p=tsp&run=1&speed=max', async () => {}],
  ['tsp-half', '?p=tsp&n=7&seed=3&sym=1&bound=half&at=9', async () => {}],
  ['tsp-twelve', '?p=tsp&n=12&seed=2&run=1&speed=max', async () => {}],
  ['tsp-practice', '?p=tsp&practice=1', async (page) => {
    await page.selectOption('[data-testid=practice-drill]', 'cost-of');
  }],
  ['tsp-compare', '?p=tsp&compare=brute-force&speed=max&run=1', async () => {}],
];

/**
 * No count of its own (workers.test.mjs): branch and bound searches one tree in one worker, whose
 * loss fails the run with Try again, as the knight's search test checks.
 */
export const count = null;
