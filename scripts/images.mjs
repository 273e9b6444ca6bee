// Renders the pictures the build copies as they are (run by hand after a change, then commit):
// - assets/icons/: the web app manifest's icons, from assets/icon.svg: 192 and 512 px, a
//   maskable 512 px one (full-bleed tile, the glyph within the safe zone) and the 180 px
//   apple-touch icon;
// - src/problems/<folder>/preview-<lang>.jpg: each page's link preview (1200 × 630), the page
//   embedded at the moment of its search its problem names (`Problem::PREVIEW`), from the
//   release build in dist/ (run scripts/build.sh first).
// Usage: node scripts/images.mjs [icons|previews] [SLUG]   (both by default; SLUG: that page's
// previews only, as for a new page)
import { readFileSync } from 'node:fs';
import { launch, serve, problems } from '../tests/e2e/harness.mjs';

const ROOT = new URL('..', import.meta.url).pathname;

async function icons(context) {
  const svg = readFileSync(`${ROOT}assets/icon.svg`, 'utf8');
  const page = await context.newPage();
  const icons = [
    ['icon-192.png', 192, svg],
    ['icon-512.png', 512, svg],
    ['apple-touch-icon.png', 180, svg.replace('rx="112"', 'rx="0"')],
    ['icon-maskable-512.png', 512,
      svg.replace('rx="112"', 'rx="0"').replace('font-size="360"', 'font-size="280"').replace('y="384"', 'y="356"')],
  ];
  for (const [name, size, source] of icons) {
    await page.setViewportSize({ width: size, height: size });
    const sized = source.replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(`<style>html,body{margin:0;background:transparent}</style>${sized}`);
    await page.screenshot({ path: `${ROOT}assets/icons/${name}`, omitBackground: true });
    console.log(`assets/icons/${name}`);
  }
  await page.close();
}

async function previews(context, only) {
  const server = await serve();
  try {
    const page = await context.newPage();
    await page.setViewportSize({ width: 1200, height: 630 });
    for (const { folder, preview: query } of problems().filter((p) => !only || p.slug === only)) {
      for (const lang of ['en', 'id']) {
        await page.goto(`${server.url}${query}&embed=1&lang=${lang}`);
        await page.waitForSelector('[data-testid=run-state], [data-testid=game-state]');
        await page.waitForTimeout(1500);
        const path = `${ROOT}src/problems/${folder}/preview-${lang}.jpg`;
        await page.screenshot({ path, type: 'jpeg', quality: 82 });
        console.log(path.slice(ROOT.length));
      }
    }
  } finally {
    server.close();
  }
}

const what = process.argv[2];
const context = await launch({ viewport: { width: 1200, height: 630 }, reducedMotion: 'reduce' });
try {
  if (what !== 'previews') await icons(context);
  if (what !== 'icons') await previews(context, process.argv[3]);
} finally {
  await context.close();
}
