// The page runs under a strict Content-Security-Policy (no inline script) and never sends a
// request outside its own origin, over a tour of every page of the list and its workers (each
// page's `tour`, in tests/e2e/states/).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, pageModules } from './harness.mjs';

let server;
let context;
before(async () => { server = await serve(); context = await launch(); });
after(async () => { await context?.close(); server?.close(); });

test('a tour of every page stays on the site, under its content security policy', async () => {
  const origin = new URL(server.url).origin;
  const outside = [];
  const errors = [];
  const watch = (page) => {
    page.on('request', (r) => {
      const url = r.url();
      if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')) outside.push(url);
    });
    page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
    page.on('pageerror', (e) => errors.push(String(e)));
  };
  const page = await context.newPage();
  watch(page);
  for (const [slug, { tour: [query, visit] }] of await pageModules()) {
    await page.goto(server.url + query);
    const policy = await page.getAttribute('meta[http-equiv=Content-Security-Policy]', 'content');
    assert.match(policy, /default-src 'self'/, slug);
    assert.equal(await page.locator('script:not([src])').count(), 0, `${slug}: no inline script`);
    await visit(page);
  }
  await page.close();
  assert.deepEqual(outside, [], 'requests outside the site');
  assert.deepEqual(errors, [], 'no console error (a policy violation is one)');
});
