// Accessibility: axe-core on every page and state, in light and dark: no serious or critical
// violation. A skip link leads past the header, and the state-space tree is reachable by keyboard.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { serve, launch, waitForState } from './harness.mjs';

const AXE = fileURLToPath(new URL('../../node_modules/axe-core/axe.min.js', import.meta.url));

let server;
let context;
// axe-core is injected as a script, which the page's own policy rightly refuses: bypass it here.
before(async () => { server = await serve(); context = await launch({ bypassCSP: true }); });
after(async () => { await context?.close(); server?.close(); });

/** Each state: a name, its link, and what to do before checking. */
const STATES = [
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
  ['knight practice on a phone, stack tab', '?p=knight&rows=5&cols=5&algo=backtracking&practice=1', async (page) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.waitForSelector('[data-testid=practice-prompt]');
    await page.click('[data-tab=stack]');
  }],
  ['queens compared with the brute force, and the growth chart', '?p=queens&n=5&mode=all&compare=brute-force', async (page) => {
    for (let i = 0; i < 6; i++) await page.click('[data-testid=step]');
    await page.click('[data-testid=chart-start]');
    await page.waitForSelector('[data-testid=chart-point][data-n="14"]', { timeout: 30_000 });
    await page.click('.chart-table summary');
  }],
  ['knight growth chart', '?p=knight&rows=5&cols=5', async (page) => {
    await page.click('[data-testid=chart-start]');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=chart-point]').length === 10, null, { timeout: 90_000 });
    await page.click('.chart-table summary');
  }],
  ['maze daily with records, reset asked', '?p=maze&rows=6&cols=6&daily=2026-11-21', async (page) => {
    await page.evaluate(() => localStorage.setItem('runut-maze-records', 'runut-maze-records-1\nstreak 2026-11-21 3 5\nbest 8 8 normal 61000 42\nend\n'));
    await page.reload();
    await page.waitForSelector('[data-testid=game-state][data-state=playing]');
    await page.click('[data-testid=records-reset]');
  }],
  ['maze print layout', '?p=maze&rows=6&cols=6&seed=8&print=1', async (page) => {
    await page.waitForSelector('[data-testid=print-page][data-kind=solution]');
  }],
  ['knight compared with Warnsdorff', '?p=knight&rows=5&cols=5&algo=backtracking&compare=warnsdorff', async (page) => {
    for (let i = 0; i < 6; i++) await page.click('[data-testid=step]');
  }],
  ['maze playing', '?p=maze&rows=8&cols=8&seed=42', async (page) => {
    await page.waitForSelector('[data-testid=game-state][data-state=playing]');
    await page.click('[data-testid=check]');
  }],
  ['maze shown', '?p=maze&rows=8&cols=8&seed=42&show=1&speed=20', async (page) => {
    await waitForState(page, 'running');
    await page.click('[data-testid=pause]');
  }],
  ['maze editor open', '?p=maze&rows=6&cols=6&seed=8', async (page) => {
    await page.waitForSelector('[data-testid=game-state][data-state=playing]');
    await page.click('[data-testid=edit-puzzle]');
    await page.click('[data-testid=cell][data-row="2"][data-col="2"]');
  }],
  ['maze typed in, two solutions', '?p=maze&rows=3&cols=3&start=0,0&finish=2,2&rowclues=3,3,3&colclues=3,3,3', async (page) => {
    await page.waitForSelector('[data-testid=puzzle-verdict][data-value]');
  }],
  ['maze four puzzles to print', '?p=maze&rows=6&cols=6&seed=8&print=4', async (page) => {
    await page.waitForSelector('[data-testid=print-page][data-kind=solution]', { timeout: 30_000 });
  }],
  ['queens embedded', '?p=queens&n=6&embed=1', async () => {}],
  ['maze solved', '?p=maze&rows=6&cols=6&seed=7', async (page) => {
    await page.waitForSelector('[data-testid=game-state][data-state=playing]');
    await page.click('[data-testid=reveal]');
    await page.waitForSelector('[data-testid=game-state][data-state=solved]');
  }],
];

/** The serious and critical violations on the page, one line each. */
async function violations(page) {
  await page.addScriptTag({ path: AXE });
  const results = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} — ${n.failureSummary.split('\n').slice(1, 2).join('')}`));
}

for (const scheme of ['light', 'dark']) {
  test(`axe finds no serious violation on any page or state (${scheme})`, async () => {
    const found = [];
    for (const [name, query, prepare] of STATES) {
      const page = await context.newPage();
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto(server.url + query);
      // Every page shows its run state once loaded; the print layout shows its sheets instead.
      await page.waitForSelector('[data-testid=run-state], .print-view');
      await prepare(page);
      found.push(...(await violations(page)).map((v) => `${name}: ${v}`));
      await page.close();
    }
    assert.deepEqual(found, [], `${found.length} serious violations:\n${found.join('\n')}`);
  });
}

test('a skip link leads past the header, and the tree scrolls by keyboard', async () => {
  const page = await context.newPage();
  await page.goto(server.url + '?p=queens&n=6');
  await page.waitForSelector('[data-testid=run-state]');
  await page.keyboard.press('Tab');
  const skip = await page.evaluate(() => ({ text: document.activeElement.textContent, href: document.activeElement.getAttribute('href') }));
  assert.match(skip.text, /skip/i);
  await page.keyboard.press('Enter');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'main');
  const scroller = await page.evaluate(() => {
    const s = document.querySelector('[data-testid=tree-scroll]');
    return s && { tabindex: s.getAttribute('tabindex'), label: s.getAttribute('aria-label') };
  });
  assert.deepEqual(scroller && scroller.tabindex, '0', 'the tree scroller is focusable');
  assert.ok(scroller.label, 'and named');
  await page.close();
});
