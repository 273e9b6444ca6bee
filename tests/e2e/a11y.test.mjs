// Accessibility: axe-core on every page and state, in light and dark: no serious or critical
// violation. The states are each page's (tests/e2e/states/). A skip link leads past the header,
// and the state-space tree is reachable by keyboard.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { serve, launch, pageStates, clearStorage } from './harness.mjs';

const AXE = fileURLToPath(new URL('../../node_modules/axe-core/axe.min.js', import.meta.url));

let server;
let context;
// axe-core is injected as a script, which the page's own policy rightly refuses: bypass it here.
before(async () => { server = await serve(); context = await launch({ bypassCSP: true }); });
after(async () => { await context?.close(); server?.close(); });

/** Each state: a name, its link, and what to do before checking. */
const STATES = await pageStates('a11y');

/**
 * The serious and critical violations on the page, one line each: of every rule, or of the rules
 * in `only` (what the dark scheme can change: colours).
 */
async function violations(page, only) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE });
  const options = { resultTypes: ['violations'], ...(only && { runOnly: { type: 'rule', values: only } }) };
  const results = await page.evaluate((o) => window.axe.run(document, o), options);
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} — ${n.failureSummary.split('\n').slice(1, 2).join('')}`));
}

// Each state is loaded once and checked in light, then in dark: the dark scheme is the stylesheet's
// media query alone, so switching the emulated scheme restyles the page in place, and only the
// rules about colour can find anything new there.
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
test('axe finds no serious violation on any page or state, in light and in dark', async () => {
  const found = [];
  for (const [name, query, prepare] of STATES) {
    await clearStorage(context, server.url);   // each state as a first visit would see it
    const page = await context.newPage();
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(server.url + query);
    // Every page shows its run state once loaded and whole; the print layout shows its sheets instead.
    await page.waitForSelector('main[data-drawn=whole] [data-testid=run-state], .print-view');
    await prepare(page);
    for (const scheme of ['light', 'dark']) {
      await page.emulateMedia({ colorScheme: scheme });
      // Colours that change by a transition are checked once it has ended.
      await page.evaluate(() => Promise.all(document.getAnimations()
        .filter((a) => a instanceof CSSTransition).map((a) => a.finished.catch(() => {}))));
      const only = scheme === 'dark' ? COLOUR_RULES : undefined;
      found.push(...(await violations(page, only)).map((v) => `${name} (${scheme}): ${v}`));
    }
    await page.close();
  }
  assert.deepEqual(found, [], `${found.length} serious violations:\n${found.join('\n')}`);
});

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
