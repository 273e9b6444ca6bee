// How Runut feels on a phone-class CPU (issue 25): each scenario at 375 × 800 with the CPU
// throttled 4× through the DevTools protocol (and unthrottled, 1×, beside it), on a warm cache
// (the first visit is not measured). Long tasks are recorded from before the page loads. For
// each: when the page is usable (its first render done), the longest task until then, and in
// the 6 s after: the long tasks, the longest, and the total blocking time (the part of each task
// over 50 ms). The best of three runs by blocking time. Prints `FIGURE` lines, which
// scripts/bench.sh writes into docs/figures.md; passes or fails nothing: a benchmark, not a test.
// Usage: node tests/e2e/phone-bench.mjs [rate ...]   (after scripts/build.sh; rates 1 and 4 by default;
// SCENARIO=text measures only the scenarios whose name contains it)
import { serve, launch } from './harness.mjs';

const SCENARIOS = [
  ['knight 8 × 8 backtracking at 200 steps/s', '?p=knight&rows=8&cols=8&algo=backtracking&speed=200&run=1'],
  ['knight 1000 × 1000 Warnsdorff + backtracking, max', '?p=knight&rows=1000&cols=1000&algo=warnsdorff-bt&speed=max&run=1'],
  ['n-queens n = 8, all, at 100 steps/s', '?p=queens&n=8&mode=all&speed=100&run=1'],
  ['maze 20 × 20 with its show at 1,000 steps/s', '?p=math_maze&rows=20&cols=20&seed=11&show=1&speed=1000&run=1'],
  ['maze 40 × 40 hard', '?p=math_maze&rows=40&cols=40&level=hard&seed=5'],
  ['maze 40 × 40 played by dragging', '?p=math_maze&rows=40&cols=40&seed=5&start=0,0', 'drag'],
];
const AFTER_MS = 6000;

/** Records every long task, and the moment the page is first usable, from before it loads. */
function record() {
  window.__tasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__tasks.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
  const usable = () => document.querySelector('[data-testid=run-state], [data-testid=game-state]');
  new MutationObserver((_, observer) => {
    if (usable()) { window.__usable = performance.now(); observer.disconnect(); }
  }).observe(document, { childList: true, subtree: true });
}

/** Drags the pointer from the maze's start, along its rows in a snake, for the measured time. */
async function drag(page) {
  // Once the puzzle is made and its grid drawn (a large grid comes in bands, one a frame).
  await page.waitForSelector('[data-testid=game-state][data-state=playing]');
  const first = page.locator('[data-testid=cell][data-row="0"][data-col="0"]');
  let box = null;
  while (!box) box = await first.boundingBox();
  const size = box.width;
  const at = (row, column) => [box.x + size * (column + 0.5), box.y + size * (row + 0.5)];
  await page.mouse.move(...at(0, 0));
  await page.mouse.down();
  const t0 = Date.now();
  for (let i = 1; Date.now() - t0 < AFTER_MS - 500; i++) {
    const row = Math.floor(i / 40) % 40;
    const column = row % 2 === 0 ? i % 40 : 39 - (i % 40);
    await page.mouse.move(...at(row, column), { steps: 2 });
  }
  await page.mouse.up();
}

async function measure(context, url, rate, action) {
  const page = await context.newPage();
  await page.setViewportSize({ width: 375, height: 800 });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await page.addInitScript(record);
  await page.goto(url);
  await page.waitForFunction(() => window.__usable, null, { timeout: 60_000, polling: 50 });
  if (action === 'drag') await drag(page);
  else await page.waitForTimeout(AFTER_MS);
  await page.waitForTimeout(200);
  const { usable, tasks } = await page.evaluate(() => ({ usable: window.__usable, tasks: window.__tasks }));
  await page.close();
  const before = tasks.filter(([start]) => start < usable).map(([, d]) => d);
  const after = tasks.filter(([start]) => start >= usable && start < usable + AFTER_MS).map(([, d]) => d);
  return {
    usable,
    firstRender: Math.max(0, ...before),
    count: after.length,
    longest: Math.max(0, ...after),
    blocking: after.reduce((sum, d) => sum + Math.max(0, d - 50), 0),
  };
}

const rates = process.argv.slice(2).map(Number);
const server = await serve();
const context = await launch({ viewport: { width: 375, height: 800 }, hasTouch: true, isMobile: true });
const ms = (x) => `${Math.round(x)} ms`;
try {
  for (const [name, query, action] of SCENARIOS.filter(([name]) => name.includes(process.env.SCENARIO ?? ''))) {
    const url = server.url + query;
    const warm = await context.newPage();
    await warm.goto(url);
    await warm.waitForSelector('[data-testid=run-state], [data-testid=game-state]', { timeout: 60_000 });
    await warm.close();
    for (const rate of rates.length ? rates : [1, 4]) {
      const runs = [];
      for (let trial = 0; trial < 3; trial++) runs.push(await measure(context, url, rate, action));
      const best = runs.sort((a, b) => a.blocking - b.blocking || a.longest - b.longest)[0];
      const spread = runs.map((r) => ms(r.usable)).join(', ');
      const then = best.count === 0 ? 'no long task' : `${best.count} long tasks, longest ${ms(best.longest)}, blocking ${ms(best.blocking)}`;
      console.log(['FIGURE', 'On a phone-class CPU (375 × 800, warm cache, best of three)', `${name}, CPU ${rate}×`,
        `usable after ${ms(best.usable)} (runs: ${spread}); first render's longest task ${ms(best.firstRender)}; then ${then}`].join('\t'));
    }
  }
} finally {
  await context.close();
  server.close();
}
