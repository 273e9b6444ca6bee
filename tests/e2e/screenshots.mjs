// Takes screenshots of the main views at phone and desktop widths into tests/e2e/artifacts/.
// Usage: node tests/e2e/screenshots.mjs [name …]   (after a release build; names pick views)
import { mkdirSync } from 'node:fs';
import { serve, launch, open, waitForState } from './harness.mjs';

const out = new URL('./artifacts/', import.meta.url).pathname;
mkdirSync(out, { recursive: true });
const views = [
  ['knight-idle', '?p=knight'],
  ['knight-warnsdorff-done', '?p=knight&rows=8&cols=8&start=0,0&algo=warnsdorff&run=1&speed=max'],
  ['knight-stepping', '?p=knight&rows=5&cols=5&start=0,0&algo=backtracking'],
  ['knight-bad-url', '?p=knight&rows=abc&cols=-3&start=zz'],
  ['knight-count-5x5', '?p=knight&rows=5&cols=5&start=0,0'],
  ['queens-five', '?p=queens&n=5&mode=first&run=1&speed=max'],
  ['queens-stepping', '?p=queens&n=6&mode=all'],
  ['queens-eight-all', '?p=queens&n=8&mode=all&run=1&speed=max'],
  ['maze-play', '?p=maze&rows=8&cols=8&seed=42'],
  ['maze-carving', '?p=maze&rows=10&cols=12&seed=7&show=1&speed=40'],
  ['maze-solving', '?p=maze&rows=10&cols=12&seed=7&show=1&speed=400'],
  ['maze-solved', '?p=maze&rows=12&cols=12&seed=3&level=hard'],
  ['maze-hard-40', '?p=maze&rows=40&cols=40&seed=2&level=hard'],
  ['maze-bad-url', '?p=maze&rows=abc&seed=xyz'],
  ['knight-practice', '?p=knight&rows=6&cols=6&start=0,0&algo=warnsdorff&practice=1'],
  ['queens-practice', '?p=queens&n=6&mode=first&practice=1'],
  ['knight-compare', '?p=knight&rows=6&cols=6&start=0,0&algo=backtracking&compare=warnsdorff-bt&speed=max&run=1'],
  ['queens-compare', '?p=queens&n=6&mode=all&compare=brute-force&speed=max&run=1'],
  ['maze-practice', '?p=maze&rows=8&cols=8&seed=5&show=1&speed=2000&practice=1'],
  ['queens-growth', '?p=queens&n=8'],
  ['knight-growth', '?p=knight&rows=5&cols=5'],
  ['maze-several', '?p=maze&rows=3&cols=3&start=0,0&finish=2,2&rowclues=3,3,3&colclues=3,3,3'],
  ['maze-editor', '?p=maze&rows=6&cols=6&seed=8'],
];
const picked = process.argv.slice(2);
const server = await serve();
try {
  for (const [width, height, scheme] of [[1280, 900, 'light'], [375, 812, 'light'], [1920, 1080, 'dark']]) {
    const context = await launch({ viewport: { width, height }, colorScheme: scheme });
    for (const [name, query] of views.filter(([n]) => !picked.length || picked.includes(n))) {
      const page = await open(context, server.url, query);
      if (name === 'knight-count-5x5') {
        await page.click('[data-testid=count-all]');
        await waitForState(page, 'finished');
      }
      if (name === 'queens-stepping') {
        for (let i = 0; i < 120; i++) await page.keyboard.press('ArrowRight');
      }
      if (name === 'knight-stepping') {
        for (let i = 0; i < 40; i++) await page.keyboard.press('ArrowRight');
      }
      if (query.includes('run=1')) await waitForState(page, ['finished']);
      if (name === 'maze-play') {
        await page.waitForSelector('[data-testid=game-state][data-state=playing]');
        const [r] = (await page.getAttribute('[data-testid=maze]', 'data-start')).split(',').map(Number);
        for (const c of [1, 2, 3]) await page.click(`[data-testid=cell][data-row="${r}"][data-col="${c}"]`);
      }
      if (name.endsWith('-practice')) await page.waitForSelector('[data-testid=practice-prompt]', { timeout: 20_000 });
      if (name === 'queens-growth') {
        await page.click('[data-testid=chart-start]');
        await page.waitForSelector('[data-testid=chart-point][data-n="14"]', { timeout: 30_000 });
      }
      if (name === 'knight-growth') {
        await page.click('[data-testid=chart-start]');
        await page.waitForFunction(() => document.querySelectorAll('[data-testid=chart-point]').length === 10, null, { timeout: 90_000 });
      }
      if (name === 'maze-carving') await page.waitForTimeout(2500);
      if (name === 'maze-solving') await page.waitForFunction(() => document.querySelector('[data-testid=status]').textContent.includes('walk') || document.querySelector('[data-testid=status]').textContent.includes('Dead end'), null, { timeout: 20_000 });
      if (name === 'maze-solved') {
        await page.waitForSelector('[data-testid=game-state][data-state=playing]');
        await page.click('[data-testid=reveal]');
      }
      if (name === 'maze-hard-40') await page.waitForSelector('[data-testid=game-state][data-state=playing]', { timeout: 30_000 });
      if (name === 'maze-several') await page.waitForSelector('[data-testid=puzzle-verdict][data-value]');
      if (name === 'maze-editor') {
        await page.waitForSelector('[data-testid=game-state][data-state=playing]');
        await page.click('[data-testid=edit-puzzle]');
        await page.click('[data-testid=cell][data-row="2"][data-col="2"]');
      }
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
