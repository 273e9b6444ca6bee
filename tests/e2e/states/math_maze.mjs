// What the checks over every page take from the math maze's page: the states the accessibility
// check (a11y.test.mjs) and the language check (lang.test.mjs) visit, each a name, a link (without
// lang=) and what to do before checking; the views the phone, classroom and security checks open;
// and the views screenshots.mjs takes.
import { waitForState, waitForGame } from '../harness.mjs';

/** Marks three cells of row 0 in mark mode (left on), one by a right-click, then asks a hint. */
async function marksAndHint(page) {
  await waitForGame(page, 'playing');
  await page.click('[data-testid=mark-mode]');
  for (const c of [0, 1, 2]) await page.click(`[data-testid=cell][data-row="0"][data-col="${c}"]`);
  await page.click('[data-testid=cell][data-row="1"][data-col="3"]', { button: 'right' });
  await page.click('[data-testid=hint]');
  await page.waitForSelector('[data-testid=hint-text]');
}

/**
 * Kills the workers while a puzzle is being made, once the maker reports progress (it is then
 * loaded and working), and waits until the game has failed. The making takes a second or two: on
 * a busy machine it can end before a report with runs in it is seen, or before the workers are
 * killed; then a new game is made, and caught, instead. (A maker killed after its puzzle was
 * made was idle, and the page gives the next game to it: that game then fails when the dead
 * worker stays silent, which is the kill's doing too.)
 */
export async function killMaker(page) {
  let killed = false;
  for (let attempt = 0; attempt < 5; attempt++) {
    // The maker's progress, "(N solver runs" in either language (any number, such as the size
    // in "a 40 × 40 puzzle", could come before the maker has started), or the puzzle made (or,
    // a defect, the game failed by itself).
    const making = await page.waitForFunction(() => {
      const state = document.querySelector('[data-testid=game-state]')?.dataset.state;
      if (state === 'playing' || state === 'failed') return state;
      return /\([1-9][\d,.]* /.test(document.querySelector('[data-testid=status]')?.textContent ?? '') && 'making';
    }, null, { timeout: 30_000, polling: 20 });
    const caught = await making.jsonValue();
    if (caught === 'failed') {
      if (killed) return;
      throw new Error('the game failed before its maker was killed');
    }
    if (caught === 'making') {
      await Promise.all(page.workers().map((w) => w.evaluate(() => self.close()).catch(() => {})));
      killed = true;
      await page.waitForSelector(['failed', 'playing'].map((state) => `[data-testid=game-state][data-state=${state}]`).join(', '), { timeout: 30_000 });
      if (await page.getAttribute('[data-testid=game-state]', 'data-state') === 'failed') return;
    }
    await page.click('[data-testid=new-game]');
  }
  throw new Error('every puzzle was made before its maker could be killed');
}

/** The states axe-core checks, in light and dark. */
export const a11y = [
  ['maze daily with records, reset asked', '?p=math_maze&rows=6&cols=6&daily=2026-11-21', async (page) => {
    await page.evaluate(() => localStorage.setItem('runut-maze-records', 'runut-maze-records-1\nstreak 2026-11-21 3 5\nbest 8 8 normal 61000 42\nend\n'));
    await page.reload();
    await page.waitForSelector('[data-testid=game-state][data-state=playing]');
    await page.click('[data-testid=records-reset]');
  }],
  ['maze print layout', '?p=math_maze&rows=6&cols=6&seed=8&print=1', async (page) => {
    await page.waitForSelector('[data-testid=print-page][data-kind=solution]');
  }],
  ['maze playing', '?p=math_maze&rows=8&cols=8&seed=42', async (page) => {
    await page.waitForSelector('[data-testid=game-state][data-state=playing]');
    await page.click('[data-testid=check]');
  }],
  ['maze shown', '?p=math_maze&rows=8&cols=8&seed=42&show=1&speed=20', async (page) => {
    await waitForState(page, 'running');
    await page.click('[data-testid=pause]');
  }],
  ['maze editor open', '?p=math_maze&rows=6&cols=6&seed=8', async (page) => {
    await page.waitForSelector('[data-testid=game-state][data-state=playing]');
    await page.click('[data-testid=edit-puzzle]');
    await page.click('[data-testid=cell][data-row="2"][data-col="2"]');
  }],
  ['maze typed in, two solutions', '?p=math_maze&rows=3&cols=3&start=0,0&finish=2,2&rowclues=3,3,3&colclues=3,3,3', async (page) => {
    await page.waitForSelector('[data-testid=puzzle-verdict][data-value]');
  }],
  ['maze four puzzles to print', '?p=math_maze&rows=6&cols=6&seed=8&print=4', async (page) => {
    await page.waitForSelector('[data-testid=print-page][data-kind=solution]', { timeout: 30_000 });
  }],
  ['maze solved', '?p=math_maze&rows=6&cols=6&seed=7', async (page) => {
    await page.waitForSelector('[data-testid=game-state][data-state=playing]');
    await page.click('[data-testid=reveal]');
    await page.waitForSelector('[data-testid=game-state][data-state=solved]');
  }],
  ['maze marks on, mark mode and a hint', '?p=math_maze&rows=8&cols=8&seed=42', marksAndHint],
  ['maze failed', '?p=math_maze&rows=40&cols=40&seed=2&level=hard', killMaker],
];

/** The states read for words of the other language, in both languages. */
export const lang = [
  ['maze playing with a hint', '?p=math_maze&rows=6&cols=6&seed=5', async (page) => {
    await waitForGame(page, 'playing');
    await page.click('[data-testid=hint]');
    await page.waitForSelector('[data-testid=hint-text]');
  }],
  ['maze won', '?p=math_maze&rows=5&cols=5&seed=3', async (page) => {
    await waitForGame(page, 'playing');
    await page.click('[data-testid=reveal]');
    await waitForGame(page, 'solved');
  }],
  ['maze shown, with a notice', '?p=math_maze&rows=6&cols=6&seed=xyz&show=1&speed=20', async (page) => {
    await waitForState(page, 'running');
  }],
  ['maze typed in, two solutions', '?p=math_maze&rows=3&cols=3&start=0,0&finish=2,2&rowclues=3,3,3&colclues=3,3,3', async (page) => {
    await page.waitForSelector('[data-testid=puzzle-verdict][data-value]');
  }],
  ['maze marks on, mark mode and a hint', '?p=math_maze&rows=8&cols=8&seed=42', marksAndHint],
  ['maze failed', '?p=math_maze&rows=40&cols=40&seed=2&level=hard', killMaker],
];

/** Views a 375 px phone shows without scrolling sideways (phone.test.mjs). */
export const phone = ['?p=math_maze&rows=8&cols=8&seed=4'];

/** The page embedded in 800 × 600 (classroom.test.mjs): its link and its board. */
export const embed = ['?p=math_maze&rows=8&cols=8&seed=4', '[data-testid=maze]'];

/** The security check's visit (security.test.mjs): a link, and what to do there with its workers. */
export const tour = ['?p=math_maze&rows=8&cols=8&seed=5&show=1&speed=max', async (page) => {
  await page.waitForSelector('[data-testid=game-state][data-state=playing]', { timeout: 30_000 });
  await page.click('[data-testid=new-game]');
  await page.waitForSelector('[data-testid=game-state][data-state=playing]', { timeout: 30_000 });
}];

/** The views screenshots.mjs takes besides the default one: a name, a link, what to do first. */
export const screenshots = [
  ['maze-play', '?p=math_maze&rows=8&cols=8&seed=42', async (page) => {
    await page.waitForSelector('[data-testid=game-state][data-state=playing]');
    const [r] = (await page.getAttribute('[data-testid=maze]', 'data-start')).split(',').map(Number);
    for (const c of [1, 2, 3]) await page.click(`[data-testid=cell][data-row="${r}"][data-col="${c}"]`);
  }],
  ['maze-carving', '?p=math_maze&rows=10&cols=12&seed=7&show=1&speed=40', async (page) => {
    await page.waitForTimeout(2500);
  }],
  ['maze-solving', '?p=math_maze&rows=10&cols=12&seed=7&show=1&speed=400', async (page) => {
    await page.waitForFunction(() => document.querySelector('[data-testid=status]').textContent.includes('walk') || document.querySelector('[data-testid=status]').textContent.includes('Dead end'), null, { timeout: 20_000 });
  }],
  ['maze-solved', '?p=math_maze&rows=12&cols=12&seed=3&level=hard', async (page) => {
    await page.waitForSelector('[data-testid=game-state][data-state=playing]');
    await page.click('[data-testid=reveal]');
  }],
  ['maze-hard-40', '?p=math_maze&rows=40&cols=40&seed=2&level=hard', async (page) => {
    await page.waitForSelector('[data-testid=game-state][data-state=playing]', { timeout: 30_000 });
  }],
  ['maze-bad-url', '?p=math_maze&rows=abc&seed=xyz', async () => {}],
  ['maze-practice', '?p=math_maze&rows=8&cols=8&seed=5&show=1&speed=2000&practice=1', async () => {}],
  ['maze-several', '?p=math_maze&rows=3&cols=3&start=0,0&finish=2,2&rowclues=3,3,3&colclues=3,3,3', async (page) => {
    await page.waitForSelector('[data-testid=puzzle-verdict][data-value]');
  }],
  ['maze-editor', '?p=math_maze&rows=6&cols=6&seed=8', async (page) => {
    await page.waitForSelector('[data-testid=game-state][data-state=playing]');
    await page.click('[data-testid=edit-puzzle]');
    await page.click('[data-testid=cell][data-row="2"][data-col="2"]');
  }],
];

/**
 * Views whose code panel the language check reads (lang.test.mjs), each stepped a few times and
 * then read in both languages: the carving's and the solve's listings of a slow show.
 */
export const code = [
  '?p=math_maze&rows=6&cols=6&seed=42&show=1&speed=1',
];
