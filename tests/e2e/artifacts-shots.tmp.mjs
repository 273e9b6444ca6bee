// (temporary, not committed) screenshots of the views issue 35 changes
import { serve, launch, open, waitForState } from './harness.mjs';
const out = '/tmp/i35/shots/';
const views = JSON.parse(process.argv[2]);
const server = await serve();
try {
  for (const [name, query, width, height, scheme, steps, full] of views) {
    const context = await launch({ viewport: { width, height }, colorScheme: scheme || 'light' });
    const page = await open(context, server.url, query);
    if (query.includes('run=1')) await waitForState(page, ['finished', 'paused']).catch(() => {});
    for (let i = 0; i < (steps || 0); i++) await page.click('[data-testid=step]');
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${out}${name}.png`, fullPage: !!full });
    if (page.errors.length) console.log(name, 'errors', page.errors);
    await context.close();
  }
} finally { server.close(); }
