// Takes screenshots of the main views at phone and desktop widths into tests/e2e/artifacts/: each
// page of the list's default view (`<page>-idle`) and its `screenshots` (tests/e2e/states/).
// Usage: node tests/e2e/screenshots.mjs [name …]   (after a release build; names pick views)
import { mkdirSync } from 'node:fs';
import { serve, launch, open, waitForState, pageModules } from './harness.mjs';

const out = new URL('./artifacts/', import.meta.url).pathname;
mkdirSync(out, { recursive: true });
/** Each view: a name, its link, and what to do before the picture. */
const views = (await pageModules()).flatMap(([p, own]) => [[`${p}-idle`, `?p=${p}`, async () => {}], ...own.screenshots]);
const picked = process.argv.slice(2);
const server = await serve();
try {
  for (const [width, height, scheme] of [[1280, 900, 'light'], [375, 812, 'light'], [1920, 1080, 'dark']]) {
    const context = await launch({ viewport: { width, height }, colorScheme: scheme });
    for (const [name, query, prepare] of views.filter(([n]) => !picked.length || picked.includes(n))) {
      const page = await open(context, server.url, query);
      await prepare(page);
      if (query.includes('run=1')) await waitForState(page, ['finished']);
      if (name.endsWith('-practice')) await page.waitForSelector('[data-testid=practice-prompt]', { timeout: 20_000 });
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${out}${name}-${width}.png`, fullPage: true });
      if (page.errors.length) console.log(name, width, 'console errors:', page.errors);
      await page.close();
    }
    await context.close();
  }
} finally {
  server.close();
}
console.log('screenshots in', out);
