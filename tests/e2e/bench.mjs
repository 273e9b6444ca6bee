// In-browser timing of the release build's workers. Prints figures, one `FIGURE` line each
// (section, what, Runut, reference, ratio; tab-separated), which scripts/bench.sh writes into
// docs/figures.md; passes or fails nothing.
// Usage: node tests/e2e/bench.mjs   (after scripts/build.sh; the C references' times come from
// scripts/bench.sh in RUNUT_C_* variables)
import { serve, launch, open, waitForState, stat, observeLongTasks, longTasks } from './harness.mjs';

const server = await serve();
const context = await launch();
const value = async (page, testid) => Number(await page.getAttribute(`[data-testid=${testid}]`, 'data-value'));
const figure = (...cells) => console.log(['FIGURE', ...cells].join('\t'));
const BROWSER = 'In the browser (release build, headless Chromium, the workers\' own time)';

/**
 * The best of three runs of `query` at max speed, each in a page of its own, from the click on
 * Play to a run state in `ends`: { wall, worker, nodes } in seconds. A reader's first click
 * comes a second or more after the page shows, by when the worker kept ready has warmed its
 * code with the search on show (ToWorker::Warm).
 */
async function bestOfThree(query, ends) {
  let best = null;
  for (let trial = 1; trial <= 3; trial++) {
    const page = await open(context, server.url, query);
    await page.waitForTimeout(1000);
    const t0 = Date.now();
    await page.click('[data-testid=play]');
    await waitForState(page, ends, 600_000);
    // The worker's time from its rate (nodes per second of its own time): finer than the
    // elapsed figure's whole milliseconds, a short run's time being a few of them.
    const [nodes, rate] = [await stat(page, 'nodes'), await stat(page, 'rate')];
    const worker = rate > 0 ? nodes / rate : (await stat(page, 'elapsed')) / 1000;
    const run = { wall: (Date.now() - t0) / 1000, worker, nodes };
    if (!best || run.wall < best.wall) best = run;
    await page.close();
  }
  return best;
}

/** A run's figure cells beside a C reference's time in seconds (none if 0). */
function beside(best, end, reference) {
  const ours = `${best.wall.toFixed(2)} s click to ${end} (worker ${best.worker.toFixed(4)} s), ${best.nodes.toLocaleString('en')} nodes`;
  const ratios = `${(best.wall / reference).toFixed(2)} × (worker ${(best.worker / reference).toFixed(2)} ×)`;
  return reference ? [ours, `${reference.toFixed(3)} s`, ratios] : [ours];
}

try {
  // Watched searches at max speed beside the plain C of the same searches (scripts/bench.sh
  // builds ../shared/bench/*_bt.c and passes their times): the best of three, from the click on
  // Play to the finished page, and the worker's own time.
  const SEARCHES = 'Searches at max speed, beside plain C of the same search (gcc -O3 -march=native)';
  for (const [name, query, c] of [
    ['knight: plain backtracking 7 × 8 from (0,0), first tour', '?p=knight&rows=7&cols=8&start=0,0&algo=backtracking&speed=max', 'RUNUT_C_KNIGHT_7x8'],
    ['knight: plain backtracking 8 × 8 from (0,0), first tour', '?p=knight&rows=8&cols=8&start=0,0&algo=backtracking&speed=max', 'RUNUT_C_KNIGHT_8x8'],
    ['n-queens: n = 13, all, with its tree', '?p=queens&n=13&mode=all&speed=max', 'RUNUT_C_QUEENS_BT_13'],
    ['Sudoku: plain order, Inkala\'s hardest, uniqueness (all), with its tree', '?p=sudoku&puzzle=hardest&order=plain&mode=all&speed=max', 'RUNUT_C_SUDOKU_1'],
    ['Sudoku: fewest candidates, Inkala\'s hardest, uniqueness (all)', '?p=sudoku&puzzle=hardest&order=mrv&mode=all&speed=max', 'RUNUT_C_SUDOKU_2'],
  ]) {
    const best = await bestOfThree(query, 'finished');
    const reference = Number(process.env[c] || 0);
    figure(SEARCHES, name, ...beside(best, 'finished', reference));
  }
  // Your own search: the learner's 8 queens (Rhai, in the worker) beside the queens page's own
  // search of the same tree, at max speed: the best of three, the worker's time.
  const OWN = 'Your own search: the learner\'s program at max speed in the browser, beside the built-in page';
  const own = await bestOfThree('?p=own&example=queens&mode=all&speed=max', 'finished');
  const builtIn = await bestOfThree('?p=queens&n=8&mode=all&speed=max', 'finished');
  const perSecond = (run) => Math.round(run.nodes / Math.max(run.worker, 1e-3)).toLocaleString('en');
  figure(OWN, `the 8 queens example, all (${own.nodes.toLocaleString('en')} nodes)`,
    `${own.worker.toFixed(3)} s (${perSecond(own)} nodes/s)`,
    `${builtIn.worker.toFixed(3)} s (?p=queens&n=8&mode=all, ${perSecond(builtIn)} nodes/s)`,
    `${(own.worker / Math.max(builtIn.worker, 1e-3)).toFixed(1)} ×`);
  // The 15-puzzle at max speed beside fifteen_lc.c (scripts/bench.sh passes the positions and
  // the C times): the best of three, from the click on Play to the answer.
  const FIFTEEN = '15-puzzle: least-cost branch and bound at max speed in the browser, beside fifteen_lc.c';
  const positions = (process.env.RUNUT_FIFTEEN_POSITIONS || '').split(';').filter(Boolean);
  for (const [k, position] of positions.entries()) {
    const [cost, tiles] = position.split(' ');
    const best = await bestOfThree(`?p=fifteen&tiles=${tiles}&cost=${cost}&speed=max`, ['finished', 'stopped']);
    const reference = Number(process.env[`RUNUT_C_FIFTEEN_${k + 1}`] || 0);
    figure(FIFTEEN, `${cost}, ${tiles}`, ...beside(best, 'answer', reference));
  }
  for (let trial = 1; trial <= 3; trial++) {
    const page = await open(context, server.url, '?p=knight&rows=8&cols=8&start=0,0&algo=backtracking&run=1&speed=max');
    await waitForState(page, 'finished', 120_000);
    const nodes = await stat(page, 'nodes');
    const rate = await stat(page, 'rate');
    figure(BROWSER, `knight: plain backtracking 8 × 8 from (0,0) to the first tour (${nodes.toLocaleString('en')} nodes), run ${trial}`, `${(rate / 1e6).toFixed(1)} M nodes/s`);
    await page.close();
  }
  for (const [name, query, button] of [
    ['3 x 8, every square', '?p=knight&rows=3&cols=8&start=0,0', 'count-all'],
    ['5 x 5, every square', '?p=knight&rows=5&cols=5&start=0,0', 'count-all'],
    ['6 x 6 from (0,0), closed only', '?p=knight&rows=6&cols=6&start=0,0&closed=1', 'count-square'],
    ['6 x 6 from (0,0), open and closed', '?p=knight&rows=6&cols=6&start=0,0', 'count-square'],
  ]) {
    const page = await open(context, server.url, query);
    const t0 = Date.now();
    await page.click(`[data-testid=${button}]`);
    await waitForState(page, 'finished', 600_000);
    const wall = Date.now() - t0;
    const open_ = await value(page, 'count-open');
    const closed = await value(page, 'count-closed');
    const ms = await value(page, 'count-elapsed');
    figure(BROWSER, `knight: count tours, ${name}`, `${open_} open, ${closed} closed: ${ms} ms in the busiest worker, ${wall} ms from the click to the table`);
    await page.close();
  }
  const cores = await (await open(context, server.url, '?p=queens')).evaluate(() => navigator.hardwareConcurrency);
  for (const n of [12, 13, 14, 15, 16, 17]) {
    for (const workers of [1, cores]) {
      const page = await open(context, server.url, `?p=queens&n=${n}&workers=${workers}`);
      await page.click('[data-testid=count]');
      await waitForState(page, 'finished', 600_000);
      const total = await value(page, 'count-total');
      const ms = await value(page, 'count-elapsed');
      // The C reference's time for this n, measured by scripts/bench.sh in the same run.
      const reference = Number(process.env[`RUNUT_C_QUEENS_${n}`] || 0);
      const ours = `${(ms / 1000).toFixed(3)} s`;
      const cells = reference ? [`${reference.toFixed(3)} s (nqueens.c, one core)`, `${(ms / 1000 / reference).toFixed(2)} ×`] : [];
      figure('N-queens: counting every solution in the browser', `n = ${n} (${total} solutions), ${workers} worker(s)`, ours, ...cells);
      await page.close();
    }
  }
  // Giant boards: Warnsdorff + backtracking at max speed, from the click to the drawn tour.
  for (const side of [500, 1000]) {
    const page = await open(context, server.url, `?p=knight&rows=${side}&cols=${side}&start=0,0&algo=warnsdorff-bt&speed=max`);
    await observeLongTasks(page);
    const t0 = Date.now();
    await page.click('[data-testid=play]');
    await waitForState(page, 'finished', 120_000);
    const wall = Date.now() - t0;
    const longest = Math.max(0, ...(await longTasks(page)));
    figure(BROWSER, `knight: Warnsdorff + backtracking ${side} × ${side} from (0,0), max speed`, `${(wall / 1000).toFixed(2)} s from the click to the drawn tour, ${await stat(page, 'backtracks')} backtracks, longest main-thread task ${longest.toFixed(0)} ms`);
    await page.close();
  }
  // Making a math maze proved unique, in the worker (its own time), over several seeds.
  for (const [side, level, seeds] of [[20, 'easy', 30], [20, 'normal', 30], [20, 'hard', 30], [32, 'hard', 16], [40, 'normal', 10], [40, 'hard', 30]]) {
    const times = [];
    for (let seed = 1; seed <= seeds; seed++) {
      const page = await open(context, server.url, `?p=math_maze&rows=${side}&cols=${side}&seed=${seed}&level=${level}`);
      await page.waitForSelector('[data-testid=game-state][data-generation-ms]', { timeout: 120_000 });
      times.push(Number(await page.getAttribute('[data-testid=game-state]', 'data-generation-ms')));
      await page.close();
    }
    times.sort((a, b) => a - b);
    const at = (q) => times[Math.round((times.length - 1) * q)];
    figure(BROWSER, `maze: making a ${side} × ${side} ${level} puzzle, ${seeds} seeds`, `median ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, max ${times.at(-1).toFixed(1)} ms`);
  }
} finally {
  await context.close();
  server.close();
}
