// End-to-end tests of the player on every search page of the list (searchPages()): whatever was
// stepped or stepped back before, Play at max speed ends the run, with the same totals as a run
// at max speed from the start; a step at the end keeps the finished run and says so, and
// Restart searches again. (A search with little left after a few steps once stayed `running`
// for good here.)
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, waitForState, stat, pageTester, searchPages } from './harness.mjs';

let server;
let context;
before(async () => { server = await serve(); context = await launch({ viewport: { width: 1280, height: 800 } }); });
after(async () => { await context?.close(); server?.close(); });

const withPage = pageTester(() => context, () => server, 'player');

/** Sets the speed slider to max (its last position), as a person drags it there. */
async function maxSpeed(page) {
  const max = await page.getAttribute('[data-testid=speed]', 'max');
  await page.locator('[data-testid=speed]').fill(max);
}

const totals = async (page) => ({ nodes: await stat(page, 'nodes'), solutions: await stat(page, 'solutions') });

for (const slug of searchPages()) {
  test(`?p=${slug}: after k steps (and steps back), Play at max speed finishes with the whole run's totals`, () =>
    withPage(`max-${slug}`, `?p=${slug}&run=1&speed=max`, async (page) => {
      await waitForState(page, 'finished');
      const whole = await totals(page);
      for (const [k, back] of [[3, 0], [6, 0], [9, 0], [10, 0], [6, 2]]) {
        const fresh = await page.context().newPage();
        try {
          await fresh.goto(page.url().replace(/[?&]run=1/, '').replace(/&speed=max/, ''));
          await fresh.waitForSelector('main[data-drawn=whole] [data-testid=run-state]');
          for (let i = 0; i < k; i++) await fresh.click('[data-testid=step]');
          for (let i = 0; i < back; i++) await fresh.click('[data-testid=step-back]');
          await maxSpeed(fresh);
          await fresh.click('[data-testid=play]');
          await waitForState(fresh, 'finished', 15_000);
          assert.deepEqual(await totals(fresh), whole, `${k} steps, ${back} back`);
        } finally {
          await fresh.close();
        }
      }
    }));

  test(`?p=${slug}: a step at the end keeps the finished run and says so; Restart searches again`, () =>
    withPage(`end-${slug}`, `?p=${slug}&run=1&speed=max`, async (page) => {
      await waitForState(page, 'finished');
      const whole = await totals(page);
      const status = await page.textContent('[data-testid=status]');
      await page.click('[data-testid=step]');
      await page.waitForFunction((s) => document.querySelector('[data-testid=status]').textContent !== s, status);
      assert.equal(await page.getAttribute('[data-testid=run-state]', 'data-state'), 'finished');
      assert.deepEqual(await totals(page), whole, 'the finished run is kept');
      assert.match(await page.textContent('[data-testid=status]'), /end of the search: there is no next step/);
      await page.click('[data-testid=restart]');
      await waitForState(page, 'finished');
      assert.deepEqual(await totals(page), whole);
      assert.doesNotMatch(await page.textContent('[data-testid=status]'), /no next step/);
    }));
}
