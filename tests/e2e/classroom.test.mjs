// End-to-end tests of the classroom views: every page of the list embedded in an <iframe> of
// 800 x 600 (the board, the player and the code only, without scrolling, links that stay
// embedded, "Open in Runut"), the embed code, and full screen with larger type.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, open, pageModules } from './harness.mjs';

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

// Each page of the list, embedded by its `embed` link with its board (tests/e2e/states/).
for (const [name, { embed: [query, board] }] of await pageModules()) {
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

test('the embed dialog offers sizes and a pane, and its code says them', async () => {
  const page = await open(context, server.url, '?p=queens&n=6');
  await page.selectOption('[data-testid=embed-size]', { label: '1024 × 768' });
  await page.selectOption('[data-testid=embed-pane]', 'code');
  await page.click('[data-testid=copy-embed]');
  const code = await page.evaluate(() => navigator.clipboard.readText());
  assert.match(code, /&amp;embed=1&amp;pane=code" title="[^"]+" width="1024" height="768"/);
  await page.close();
});

/** Whether the box of `selector` lies inside the 800 × 600 frame. */
async function insideFrame(page, selector) {
  const box = await page.locator(selector).first().boundingBox();
  assert.ok(box, `${selector} is drawn`);
  const inside = box.x >= 0 && box.y >= 0 && box.x + box.width <= 800 + 0.5 && box.y + box.height <= 600 + 0.5;
  assert.ok(inside, `${selector} is inside the 800 × 600 frame: ${JSON.stringify(box)}`);
  return box;
}

const overlaps = (a, b) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

for (const [pane, query, side] of [
  ['tree', '?p=queens&n=5&embed=1', '.tree-card'],
  ['code', '?p=knight&embed=1&pane=code', '.code-card'],
]) {
  test(`embedded in 800 x 600 with the ${pane}: board, player and ${pane} fit without scrolling`, async () => {
    const frame = await launch({ viewport: { width: 800, height: 600 } });
    try {
      const page = await open(frame, server.url, query);
      for (let i = 0; i < 12; i++) await page.click('[data-testid=step]');
      const scroll = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.scrollHeight]);
      assert.deepEqual(scroll, [800, 600], 'nothing to scroll');
      await insideFrame(page, '[data-testid=board]');
      const restart = await insideFrame(page, '[data-testid=restart]');
      const play = await insideFrame(page, '[data-testid=play]');
      assert.ok(Math.abs(restart.y - play.y) < 2, 'the player is one row: Restart does not wrap');
      const shown = await insideFrame(page, side);
      const bar = await insideFrame(page, '.embed-bar');
      assert.ok(!overlaps(bar, shown), 'the bar covers nothing');
      const hidden = pane === 'tree' ? '.code-card' : '.tree-card';
      assert.equal(await page.locator(hidden).isVisible(), false, 'one pane only');
      assert.deepEqual(page.errors, []);
    } finally {
      await frame.close();
    }
  });
}
