// What the checks over every page take from the knight's tour's page: the states the accessibility
// check (a11y.test.mjs) and the language check (lang.test.mjs) visit, each a name, a link (without
// lang=) and what to do before checking; the views the phone, classroom and security checks open;
// and the views screenshots.mjs takes.
import { waitForState } from '../harness.mjs';

/** The states axe-core checks, in light and dark. */
export const a11y = [
  ['knight idle', '?p=knight&rows=6&cols=6', async () => {}],
  ['knight stepping', '?p=knight&rows=5&cols=5&algo=backtracking', async (page) => {
    for (let i = 0; i < 12; i++) await page.click('[data-testid=step]');
  }],
  ['knight tour and counts', '?p=knight&rows=5&cols=5&algo=warnsdorff&run=1&speed=max', async (page) => {
    await waitForState(page, 'finished');
    await page.click('[data-testid=count-all]');
    await waitForState(page, 'finished');
  }],
  ['knight failed notice', '?p=knight&rows=abc&algo=zz', async () => {}],
  ['knight practice on a phone, stack tab', '?p=knight&rows=5&cols=5&algo=backtracking&practice=1', async (page) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.waitForSelector('[data-testid=practice-prompt]');
    await page.click('[data-tab=stack]');
  }],
  ['knight growth chart', '?p=knight&rows=5&cols=5', async (page) => {
    await page.click('[data-testid=chart-start]');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=chart-point]').length === 10, null, { timeout: 90_000 });
    await page.click('.chart-table summary');
  }],
  ['knight compared with Warnsdorff', '?p=knight&rows=5&cols=5&algo=backtracking&compare=warnsdorff', async (page) => {
    for (let i = 0; i < 6; i++) await page.click('[data-testid=step]');
  }],
];

/** The states read for words of the other language, in both languages. */
export const lang = [
  ['knight idle', '?p=knight&rows=5&cols=5', async () => {}],
  ['knight running', '?p=knight&rows=6&cols=6&algo=backtracking&speed=5', async (page) => {
    await page.click('[data-testid=play]');
    await waitForState(page, 'running');
  }],
  ['knight finished, with counts', '?p=knight&rows=5&cols=5&algo=warnsdorff&run=1&speed=max', async (page) => {
    await waitForState(page, 'finished');
    await page.click('[data-testid=count-all]');
    await waitForState(page, 'finished');
  }],
  ['knight notice', '?p=knight&rows=abc&algo=zz', async () => {}],
  ['knight practice', '?p=knight&rows=5&cols=5&algo=backtracking&practice=1', async (page) => {
    await page.waitForSelector('[data-testid=practice-prompt]');
  }],
];

/** Views a 375 px phone shows without scrolling sideways (phone.test.mjs). */
export const phone = ['?p=knight&rows=5&cols=5', '?p=knight&rows=8&cols=8&compare=backtracking'];

/** The page embedded in 800 × 600 (classroom.test.mjs): its link and its board. */
export const embed = ['?p=knight&rows=8&cols=8&start=0,0&algo=warnsdorff', '[data-testid=board]'];

/** The security check's visit (security.test.mjs): a link, and what to do there with its workers. */
export const tour = ['?p=knight&rows=5&cols=5&algo=warnsdorff&run=1&speed=max', async (page) => {
  await waitForState(page, 'finished');
  await page.click('[data-testid=count-all]');
  await waitForState(page, 'finished');
}];

/** The views screenshots.mjs takes besides the default one: a name, a link, what to do first. */
export const screenshots = [
  ['knight-warnsdorff-done', '?p=knight&rows=8&cols=8&start=0,0&algo=warnsdorff&run=1&speed=max', async () => {}],
  ['knight-stepping', '?p=knight&rows=5&cols=5&start=0,0&algo=backtracking', async (page) => {
    for (let i = 0; i < 40; i++) await page.keyboard.press('ArrowRight');
  }],
  ['knight-bad-url', '?p=knight&rows=abc&cols=-3&start=zz', async () => {}],
  ['knight-count-5x5', '?p=knight&rows=5&cols=5&start=0,0', async (page) => {
    await page.click('[data-testid=count-all]');
    await waitForState(page, 'finished');
  }],
  ['knight-practice', '?p=knight&rows=6&cols=6&start=0,0&algo=warnsdorff&practice=1', async () => {}],
  ['knight-compare', '?p=knight&rows=6&cols=6&start=0,0&algo=backtracking&compare=warnsdorff-bt&speed=max&run=1', async () => {}],
  ['knight-growth', '?p=knight&rows=5&cols=5', async (page) => {
    await page.click('[data-testid=chart-start]');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=chart-point]').length === 10, null, { timeout: 90_000 });
  }],
];

/**
 * Views whose code panel the language check reads (lang.test.mjs), each stepped a few times and
 * then read in both languages: every listing this page can show.
 */
export const code = [
  '?p=knight&rows=5&cols=5&algo=backtracking',
  '?p=knight&rows=5&cols=5&algo=backtracking&closed=1',
  '?p=knight&rows=5&cols=5&algo=warnsdorff',
  '?p=knight&rows=5&cols=5&algo=warnsdorff-bt',
  '?p=knight&rows=5&cols=5&compare=warnsdorff',
];

/**
 * A count of a few seconds over two workers (workers.test.mjs kills its workers mid-count): its
 * link, the button that starts it, and a figure with its exact value at the end.
 */
export const count = ['?p=knight&rows=6&cols=6&workers=2', '[data-testid=count-all]', 'count-closed', '710064'];
