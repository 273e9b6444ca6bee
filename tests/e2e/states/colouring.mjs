// What the checks over every page take from the graph-colouring page: the states the accessibility
// check (a11y.test.mjs) and the language check (lang.test.mjs) visit, each a name, a link (without
// lang=) and what to do before checking; the views the phone, classroom and security checks open;
// and the views screenshots.mjs takes.
import { waitForState } from '../harness.mjs';

/** The states axe-core checks, in light and dark. */
export const a11y = [
  ['colouring stepping to a dead node', '?p=colouring&graph=course&m=3&mode=all', async (page) => {
    for (let i = 0; i < 9; i++) await page.click('[data-testid=step]');
  }],
  ['colouring all colourings, counted, chromatic number', '?p=colouring&graph=petersen&m=3&mode=all&run=1&speed=max', async (page) => {
    await waitForState(page, 'finished');
    await page.click('[data-testid=find-chromatic]');
    await page.waitForSelector('[data-testid=chromatic]');
  }],
  ['colouring practice, a wrong answer', '?p=colouring&graph=triangle&practice=1', async (page) => {
    await page.waitForSelector('[data-testid=practice-prompt]');
    await page.click('[data-testid=practice-answer][data-value=back]');
    await page.waitForSelector('[data-testid=practice-feedback]');
  }],
  ['colouring compared with the brute force', '?p=colouring&graph=triangle&mode=all&compare=brute-force', async (page) => {
    for (let i = 0; i < 6; i++) await page.click('[data-testid=step]');
  }],
  ['colouring embedded', '?p=colouring&graph=sumatra&embed=1', async () => {}],
];

/** The states read for words of the other language, in both languages. */
export const lang = [
  ['colouring stepping', '?p=colouring&graph=course&mode=all', async (page) => {
    for (let i = 0; i < 9; i++) await page.click('[data-testid=step]');
  }],
  ['colouring finished, chromatic number', '?p=colouring&graph=wheel5&m=3&mode=all&run=1&speed=max&find=chromatic', async (page) => {
    await page.waitForSelector('[data-testid=chromatic]');
  }],
  ['colouring notice and practice', '?p=colouring&n=3&edges=1-2,2-2,x&m=abc&practice=1', async (page) => {
    await page.waitForSelector('[data-testid=practice-prompt]');
  }],
];

/** Views a 375 px phone shows without scrolling sideways (phone.test.mjs). */
export const phone = ['?p=colouring', '?p=colouring&graph=triangle&mode=all&compare=brute-force'];

/** The page embedded in 800 × 600 (classroom.test.mjs): its link and its board. */
export const embed = ['?p=colouring&graph=sumatra', '[data-testid=board]'];

/** The security check's visit (security.test.mjs): a link, and what to do there with its workers. */
export const tour = ['?p=colouring&graph=petersen&m=3&mode=all&run=1&speed=max', async (page) => {
  await waitForState(page, 'finished');
  await page.click('[data-testid=count]');
  await page.waitForFunction(() => document.querySelector('[data-testid=count-workers]')?.textContent.match(/(\d+) of \1/));
}];

/** The views screenshots.mjs takes besides the default one: a name, a link, what to do first. */
export const screenshots = [
  ['colouring-stepping', '?p=colouring&graph=course&m=3&mode=all', async (page) => {
    for (let i = 0; i < 9; i++) await page.click('[data-testid=step]');
  }],
  ['colouring-all', '?p=colouring&graph=petersen&m=3&mode=all&run=1&speed=max', async () => {}],
  ['colouring-practice', '?p=colouring&graph=triangle&practice=1', async () => {}],
  ['colouring-compare', '?p=colouring&graph=triangle&mode=all&compare=brute-force&speed=max&run=1', async () => {}],
];

/**
 * Views whose code panel the language check reads (lang.test.mjs), each stepped a few times and
 * then read in both languages: every listing this page can show.
 */
export const code = [
  '?p=colouring&mode=first',
  '?p=colouring&mode=all',
  '?p=colouring&compare=brute-force',
];

/**
 * A count of a few seconds over two workers (workers.test.mjs kills its workers mid-count): its
 * link, the button that starts it, and a figure with its exact value at the end.
 */
export const count = ['?p=colouring&graph=c18&m=4&workers=2', '[data-testid=count]', 'count-total', '387420492'];
