// What the checks over every page take from n-queens's page: the states the accessibility check
// (a11y.test.mjs) and the language check (lang.test.mjs) visit, each a name, a link (without lang=)
// and what to do before checking; the views the phone, classroom and security checks open; and the
// views screenshots.mjs takes.
import { waitForState } from '../harness.mjs';

/** The states axe-core checks, in light and dark. */
export const a11y = [
  ['queens stepping', '?p=queens&n=5&mode=all', async (page) => {
    for (let i = 0; i < 20; i++) await page.click('[data-testid=step]');
  }],
  ['queens all solutions', '?p=queens&n=6&mode=all&run=1&speed=max', async (page) => {
    await waitForState(page, 'finished');
    await page.click('[data-testid=count]');
    await waitForState(page, 'finished');
  }],
  ['queens practice, a wrong answer', '?p=queens&n=5&mode=first&practice=1', async (page) => {
    await page.waitForSelector('[data-testid=practice-prompt]');
    await page.click('[data-testid=square][data-row="0"][data-col="2"]');
    await page.waitForSelector('[data-testid=practice-feedback]');
  }],
  ['queens compared with the brute force, and the growth chart', '?p=queens&n=5&mode=all&compare=brute-force', async (page) => {
    for (let i = 0; i < 6; i++) await page.click('[data-testid=step]');
    await page.click('[data-testid=chart-start]');
    await page.waitForSelector('[data-testid=chart-point][data-n="14"]', { timeout: 30_000 });
    await page.click('.chart-table summary');
  }],
  ['queens embedded', '?p=queens&n=6&embed=1', async () => {}],
];

/** The states read for words of the other language, in both languages. */
export const lang = [
  ['queens stepping', '?p=queens&n=5&mode=all', async (page) => {
    for (let i = 0; i < 15; i++) await page.click('[data-testid=step]');
  }],
  ['queens finished, counted', '?p=queens&n=6&mode=all&run=1&speed=max', async (page) => {
    await waitForState(page, 'finished');
    await page.click('[data-testid=count]');
    await waitForState(page, 'finished');
  }],
  ['queens compared with the brute force', '?p=queens&n=4&mode=all&compare=brute-force', async (page) => {
    for (let i = 0; i < 10; i++) await page.click('[data-testid=step]');
  }],
  ['queens notice and practice', '?p=queens&n=abc&mode=first&practice=1', async (page) => {
    await page.waitForSelector('[data-testid=practice-prompt]');
  }],
];

/** Views a 375 px phone shows without scrolling sideways (phone.test.mjs). */
export const phone = ['?p=queens&n=8', '?p=queens&n=8&compare=brute-force'];

/** The page embedded in 800 × 600 (classroom.test.mjs): its link and its board. */
export const embed = ['?p=queens&n=8', '[data-testid=board]'];

/** The security check's visit (security.test.mjs): a link, and what to do there with its workers. */
export const tour = ['?p=queens&n=8&mode=all&run=1&speed=max', async (page) => {
  await waitForState(page, 'finished');
  await page.click('[data-testid=count]');
  await waitForState(page, 'finished');
}];

/** The views screenshots.mjs takes besides the default one: a name, a link, what to do first. */
export const screenshots = [
  ['queens-five', '?p=queens&n=5&mode=first&run=1&speed=max', async () => {}],
  ['queens-stepping', '?p=queens&n=6&mode=all', async (page) => {
    for (let i = 0; i < 120; i++) await page.keyboard.press('ArrowRight');
  }],
  ['queens-eight-all', '?p=queens&n=8&mode=all&run=1&speed=max', async () => {}],
  ['queens-practice', '?p=queens&n=6&mode=first&practice=1', async () => {}],
  ['queens-compare', '?p=queens&n=6&mode=all&compare=brute-force&speed=max&run=1', async () => {}],
  ['queens-growth', '?p=queens&n=8', async (page) => {
    await page.click('[data-testid=chart-start]');
    await page.waitForSelector('[data-testid=chart-point][data-n="14"]', { timeout: 30_000 });
  }],
];

/**
 * Views whose code panel the language check reads (lang.test.mjs), each stepped a few times and
 * then read in both languages: every listing this page can show.
 */
export const code = [
  '?p=queens&n=5&mode=first',
  '?p=queens&n=5&mode=all',
  '?p=queens&n=5&compare=brute-force',
];

/**
 * A count of a few seconds over two workers (workers.test.mjs kills its workers mid-count): its
 * link, the button that starts it, and a figure with its exact value at the end.
 */
export const count = ['?p=queens&n=16&workers=2', '[data-testid=count]', 'count-total', '14772512'];
