// End-to-end tests of the classroom views: every page embedded in an <iframe> of 800 x 600 (the
// board, the player and the code only, without scrolling, links that stay embedded, "Open in
// Runut"), the embed code, and full screen with larger type.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, open } from './harness.mjs';

let server;
let context;
before(async () => {
  server = await serve();
  context = await launch();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(server.url).origin });
});
after(async () => { await context?.close(); server?.close(); });

/** A host page holding `query` in an <iframe> of 800 x 600; returns the host and the frame. */
async function embed(query) {
  const host = await context.newPage();
  host.errors = [];
  host.on('pageerror', (e) => host.errors.push(String(e)));
  await host.setContent(`<iframe src="${server.url}${query}" width="800" height="600" style="border:0"></iframe>`);
  const frame = host.frames().find((f) => f !== host.mainFrame());
  await frame.waitForSelector('[data-testid=run-state]');
  return { host, frame };
}

/** Whether an element lies wholly inside the frame's 800 x 600 without scrolling. */
const inView = (frame, selector) => frame.$eval(selector, (el) => {
  const r = el.getBoundingClientRect();
  return r.width > 0 && r.height > 0 && r.left >= 0 && r.top >= 0 && r.right <= innerWidth && r.bottom <= innerHeight;
});

for (const [name, query, board] of [
  ['knight', '?p=knight&rows=8&cols=8&start=0,0&algo=warnsdorff', '[data-testid=board]'],
  ['queens', '?p=queens&n=8', '[data-testid=board]'],
  ['maze', '?p=maze&rows=8&cols=8&seed=4', '[data-testid=maze]'],
]) {
  test(`the ${name} page embedded in 800 x 600 shows the board and the player without scrolling`, async () => {
    const { host, frame } = await embed(`${query}&embed=1`);
    try {
      for (const hidden of ['header.top', 'footer.foot', '.intro']) {
        assert.equal(await frame.locator(hidden).isVisible().catch(() => false), false, `${hidden} is hidden`);
      }
      assert.ok(await inView(frame, board), 'the board is in view');
      assert.ok(await inView(frame, '[data-testid=play]'), 'the player is in view');
      assert.equal(await frame.evaluate(() => document.scrollingElement.scrollWidth <= innerWidth), true, 'no sideways scrolling');
      const whole = await frame.getAttribute('[data-testid=open-in-runut]', 'href');
      assert.doesNotMatch(whole, /embed=/, 'Open in Runut opens the whole page');
      assert.match(whole, new RegExp(`p=${name}`));
      // Links the page writes keep the embedded view.
      await frame.waitForFunction(() => location.search.includes('embed=1'));
      await frame.click('[data-testid=play]');
      await frame.waitForTimeout(300);
      assert.match(frame.url(), /embed=1/);
      assert.deepEqual(host.errors, []);
    } finally {
      await host.close();
    }
  });
}

test('Copy embed code copies an <iframe> of this view; full screen enlarges the type', async () => {
  const page = await open(context, server.url, '?p=queens&n=6');
  await page.click('[data-testid=copy-embed]');
  const code = await page.evaluate(() => navigator.clipboard.readText());
  assert.match(code, /^<iframe src="[^"]*\?p=queens&amp;n=6[^"]*&amp;embed=1" title="[^"]+" width="800" height="600"/);
  const size = () => page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));
  const before = await size();
  await page.click('[data-testid=fullscreen]');
  await page.waitForFunction(() => document.fullscreenElement !== null);
  assert.ok((await size()) > before, 'larger type in full screen');
  await page.click('[data-testid=fullscreen]');
  await page.waitForFunction(() => document.fullscreenElement === null);
  assert.deepEqual(page.errors, []);
  await page.close();
});
