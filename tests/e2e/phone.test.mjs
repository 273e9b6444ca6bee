// On a phone (issue 25): at 375 px with a touch screen, every control of every page is at least
// 44 × 44 px (a checkbox through its label), the current page's tab is on screen, and the boards, the tree and the maze set the
// touch-action that keeps a tap from zooming and a drag on the maze from scrolling the page. At
// 375 px no page's views (each page's `phone` links, in tests/e2e/states/) are wider than the screen.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, pages, pageModules, open } from './harness.mjs';

let server;
let context;
before(async () => {
  server = await serve();
  context = await launch({ viewport: { width: 375, height: 800 }, hasTouch: true, isMobile: true });
});
after(async () => { await context?.close(); server?.close(); });

/** The visible controls of `page` smaller than 44 × 44 px, as "what (w × h)". The board's squares
 * and the tree's nodes are the picture itself, drawn to the screen's size and zoomable with
 * their zoom buttons; a link inside a sentence is the sentence's. */
const smallControls = (page) => page.evaluate(() => {
  const controls = 'button, select, input, a[href], summary, [role=button], [role=tab], [role=checkbox]';
  const exempt = (el) => el.closest('[data-testid=board], [data-testid=tree-node], [data-testid=maze]')
    || (el.tagName === 'A' && el.closest('p, li, td'));
  const small = [];
  for (const el of document.querySelectorAll(controls)) {
    if (exempt(el)) continue;
    let box = el.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || getComputedStyle(el).visibility === 'hidden') continue;
    if (el.type === 'checkbox' || el.type === 'radio') box = (el.closest('label') ?? el).getBoundingClientRect();
    if (box.width < 43.5 || box.height < 43.5) {
      const name = el.dataset.testid ?? el.className?.toString() ?? '';
      small.push(`${el.tagName.toLowerCase()} ${name} "${(el.textContent ?? '').trim().slice(0, 24)}" (${Math.round(box.width)} × ${Math.round(box.height)})`);
    }
  }
  return small;
});

for (const slug of new Set(pages())) {
  test(`the ${slug} page's controls are all big enough to tap`, async () => {
    for (const lang of ['en', 'id']) {
      const page = await open(context, server.url, `?p=${slug}&lang=${lang}`);
      await page.waitForTimeout(300);
      assert.deepEqual(await smallControls(page), [], `${slug} in ${lang}`);
      // The pages fold under the All pages button; the current page's tab is on screen beside it.
      const tab = await page.$eval('nav .tab[aria-current=page]', (t) => t.getBoundingClientRect().toJSON());
      assert.ok(tab.left >= 0 && tab.right <= 375, `${slug}'s tab is on screen: ${tab.left}–${tab.right}`);
      assert.deepEqual(page.errors, []);
      await page.close();
    }
  });
}

test('on a phone the All pages button shows every page, grouped, each big enough to tap, and folds them again', async () => {
  const page = await open(context, server.url, '?p=tsp&lang=id');
  const visibleTabs = () => page.$$eval('nav .tab', (ts) => ts.filter((t) => t.getBoundingClientRect().height > 0).length);
  assert.equal(await visibleTabs(), 1, 'folded: only the current page');
  const toggle = page.locator('[data-testid=nav-toggle]');
  assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
  await toggle.tap();
  assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
  assert.equal(await visibleTabs(), pages().length, 'open: every page');
  assert.equal((await page.$$('nav .nav-label')).length, 4, 'the four groups');
  assert.deepEqual(await smallControls(page), []);
  const widest = await page.$$eval('nav .tab', (ts) => Math.max(...ts.map((t) => t.getBoundingClientRect().right)));
  assert.ok(widest <= 375, `every tab within the screen (${widest})`);
  await toggle.tap();
  assert.equal(await visibleTabs(), 1, 'folded again');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a tap on a board or the tree never zooms, and a drag on the maze never scrolls', async () => {
  const touchAction = (page, selector) => page.$eval(selector, (el) => getComputedStyle(el).touchAction);
  const queens = await open(context, server.url, '?p=queens&n=6&at=20');
  assert.equal(await touchAction(queens, '[data-testid=board]'), 'manipulation');
  assert.equal(await touchAction(queens, '.tree-scroll'), 'pan-x pan-y', 'a finger pans the tree; a pinch zooms the tree, not the page');
  await queens.close();
  const maze = await open(context, server.url, '?p=math_maze&rows=8&cols=8&seed=7');
  await maze.waitForSelector('[data-testid=game-state][data-state=playing]', { timeout: 30_000 });
  assert.equal(await touchAction(maze, '.maze.playable'), 'none');
  await maze.close();
});

test('on a 375 px phone no page is wider than the screen, learn mode and compare included', async () => {
  const phone = await launch({ viewport: { width: 375, height: 812 } });
  try {
    for (const [slug, own] of await pageModules()) {
      assert.ok(own.phone?.length, `${slug} has views to check (states/${slug}.mjs, phone)`);
      for (const query of own.phone) {
        const page = await open(phone, server.url, query);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        assert.equal(overflow, 0, `${query}: nothing wider than the screen`);
        assert.deepEqual(page.errors, [], query);
        await page.close();
      }
    }
  } finally {
    await phone.close();
  }
});
