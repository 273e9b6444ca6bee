// Shared end-to-end harness: serves the release build under /runut/ on 127.0.0.1 (as GitHub Pages
// would) and launches Debian's Chromium through playwright-core.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, mkdirSync, symlinkSync, existsSync, rmSync, writeFileSync, readFileSync } from 'node:fs';
import assert from 'node:assert/strict';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createServer } from 'node:net';
import { test as nodeTest } from 'node:test';
import { chromium } from 'playwright-core';

export const SUB_PATH = '/runut/';

// Which tests a run of a file registers, as scripts/e2e.sh says: `timed`, only those whose
// promise is a time; `untimed`, only the others; unset, every test.
const PART = process.env.RUNUT_E2E_PART;
/** node:test's `test`, for a test whose promise is no time: scripts/e2e.sh runs it two files at a time. */
export const test = (...args) => (PART === 'timed' ? undefined : nodeTest(...args));
/**
 * A test whose promise is a time (a Stop heard within a second, no main-thread task over 50 ms,
 * a silent worker noticed): scripts/e2e.sh runs these first, one file at a time, with no other
 * test file beside it.
 */
export const timedTest = (...args) => (PART === 'untimed' ? undefined : nodeTest(...args));
const ROOT = resolve(new URL('../..', import.meta.url).pathname);

export const CHROMIUM_ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

async function freePort() {
  return new Promise((ok, fail) => {
    const server = createServer();
    server.on('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => ok(port));
    });
  });
}

/** Serves `dist/` at http://127.0.0.1:PORT/runut/ (scripts/site_server.py) and resolves to { url, close }. */
export async function serve(dist = join(ROOT, 'dist')) {
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`no build in ${dist}: run scripts/build.sh first`);
  const site = mkdtempSync(join(tmpdir(), 'runut-site-'));
  mkdirSync(site, { recursive: true });
  symlinkSync(dist, join(site, SUB_PATH.replaceAll('/', '')));
  writeFileSync(join(site, 'index.html'), `<meta http-equiv="refresh" content="0; url=${SUB_PATH}">`);
  const port = await freePort();
  // As GitHub Pages serves it: an address the site lacks gets the app's 404.html.
  const server = spawn('python3', [join(ROOT, 'scripts', 'site_server.py'), String(port), site], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}${SUB_PATH}`;
  for (let i = 0; i < 100; i++) {
    try { if ((await fetch(url)).ok) break; } catch { /* not up yet */ }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    close: () => { server.kill(); rmSync(site, { recursive: true, force: true }); },
  };
}

/** Launches headless Chromium with a fresh profile; resolves to a browser context. */
export async function launch(options = {}) {
  const profile = mkdtempSync(join(tmpdir(), 'runut-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: { width: 1280, height: 900 },
    acceptDownloads: true,
    ...options,
  });
  const close = context.close.bind(context);
  context.close = async () => { await close(); rmSync(profile, { recursive: true, force: true }); };
  return context;
}

/** Opens `query` on a new page and collects console errors and page errors into `page.errors`. */
export async function open(context, base, query = '') {
  const page = await context.newPage();
  page.errors = [];
  page.on('console', (m) => { if (m.type() === 'error') page.errors.push(m.text()); });
  page.on('pageerror', (e) => page.errors.push(String(e)));
  await page.goto(base + query);
  // Every page shows its run state once loaded, and is whole a frame later (main's data-drawn);
  // a page's print layout shows its sheets instead, whole at once.
  await page.waitForSelector('main[data-drawn=whole] [data-testid=run-state], main[data-drawn=whole].print-view');
  // A link's at=N is then on its way to node N until the run state stops settling.
  await page.waitForSelector('main[data-drawn=whole] [data-testid=run-state]:not([data-settling]), main[data-drawn=whole].print-view');
  return page;
}

/**
 * Forgets what the pages stored in `context` (games in progress, records, scores): a page that
 * resumes a puzzle's game would otherwise meet another test's moves on the same puzzle.
 */
export async function clearStorage(context, base) {
  const page = await context.newPage();
  await page.goto(new URL('manifest.webmanifest', base).href);
  await page.evaluate(() => localStorage.clear());
  await page.close();
}

/** The `data-state` of the run. */
export const runState = (page) => page.getAttribute('[data-testid=run-state]', 'data-state');

/** Waits until the run state is one of `states`. */
export async function waitForState(page, states, timeout = 30_000) {
  const wanted = [].concat(states);
  await page.waitForFunction(
    (w) => w.includes(document.querySelector('[data-testid=run-state]')?.dataset.state),
    wanted, { timeout, polling: 20 },
  );
}

/** Waits until a game page's game (its `game-state` hook) is in `state`. */
export const waitForGame = (page, state) => page.waitForSelector(`[data-testid=game-state][data-state=${state}]`, { timeout: 30_000 });

/**
 * The list of problems (src/problems.rs), as the build wrote it to target/problems.json: each
 * with its `slug`, `folder`, whether it is a `search` page and has a `quiz`, its `preview` link, `name` and
 * `description` by language. Written afresh (scripts/problems.py) when the build has not.
 */
export function problems() {
  const cache = join(ROOT, 'target', 'problems.json');
  if (!existsSync(cache)) execFileSync('python3', [join(ROOT, 'scripts', 'problems.py')], { stdio: 'ignore' });
  return JSON.parse(readFileSync(cache, 'utf8'));
}

/** The pages' slugs, in the list of problems' order. */
export const pages = () => problems().map((p) => p.slug);

/** The search pages' slugs (every page but a game of its own). */
export const searchPages = () => problems().filter((p) => p.search).map((p) => p.slug);

/** The slugs of the pages with a quiz (Test yourself and the teacher's sheet): the course's. */
export const quizPages = () => problems().filter((p) => p.quiz).map((p) => p.slug);

/**
 * The states each page's accessibility and language checks visit (tests/e2e/states/<page>.mjs,
 * `a11y` and `lang`), every page's default view (`?p=<page>`) first: a page of the list without
 * a states file fails here.
 */
export async function pageStates(kind) {
  const states = [];
  for (const p of pages()) {
    states.push([`${p} by default`, `?p=${p}`, async () => {}], ...(await pageModule(p))[kind]);
  }
  return states;
}

/**
 * Each page of the list with its states module (tests/e2e/states/<page>.mjs), in the list's
 * order, as `[slug, module]`: a test over every page takes what is particular to a page (a
 * link, a selector) from there.
 */
export async function pageModules() {
  return Promise.all(pages().map(async (p) => [p, await pageModule(p)]));
}

/** The states module of the page `slug`, which each page of the list has. */
async function pageModule(slug) {
  return import(new URL(`./states/${slug}.mjs`, import.meta.url));
}

/**
 * Practice's open question "which live node is expanded next?" on a branch-and-bound page
 * gives nothing away (issue 47): its buttons and the live list name the live nodes in the order
 * of their numbers, with no "next" mark. Returns the answer by the rule itself, from the list's
 * costs: the least (`most`: the greatest), ties to the older node.
 */
export async function nextENodeAsked(page, most = false) {
  await page.waitForSelector('[data-testid=practice-prompt][data-kind=next-e-node]');
  const { buttons, live, marked } = await page.evaluate(() => ({
    buttons: [...document.querySelectorAll('[data-testid=practice-answer]')].map((b) => Number(b.dataset.value)),
    live: [...document.querySelectorAll('[data-testid=live-list] li')].map((li) => ({ node: Number(li.dataset.node), cost: Number(li.dataset.cost) })),
    marked: document.querySelectorAll('[data-testid=live-list] li.next, [data-testid=live-list] li em').length,
  }));
  const ascending = (xs) => xs.every((x, i) => i === 0 || xs[i - 1] < x);
  assert.ok(buttons.length > 1 && ascending(buttons), `the choices by number: ${buttons}`);
  assert.ok(ascending(live.map((n) => n.node)), `the live list by number: ${live.map((n) => n.node)}`);
  assert.equal(marked, 0, 'no live node marked next while the question is open');
  const better = (a, b) => (most ? a.cost > b.cost : a.cost < b.cost) || (a.cost === b.cost && a.node < b.node);
  return live.reduce((best, n) => (better(n, best) ? n : best)).node;
}

/** The integer in a stat's `data-value`. */
export async function stat(page, name) {
  return Number(await page.getAttribute(`[data-testid=stat-${name}]`, 'data-value'));
}

/** What learn mode's code panel shows: the highlighted lines, the first one's event, and the stack's frames. */
export const codePanel = (page) => page.evaluate(() => {
  const active = [...document.querySelectorAll('[data-testid=code-line][data-active=true]')];
  return {
    active: active.length,
    event: active[0]?.dataset.event,
    frames: document.querySelectorAll('[data-testid=stack-frame]').length,
    depths: [...document.querySelectorAll('[data-testid=stack-frame]')].map((f) => Number(f.dataset.depth)),
  };
});

/**
 * Steps `steps` events forwards checking each against `expected` (`[event, frames]`: the
 * highlighted line's event and one stack frame per square of the path), then back to the start.
 */
export async function stepThrough(page, expected, steps) {
  const status = () => page.textContent('[data-testid=status]');
  const seen = [];
  for (let i = 0; i < steps; i++) {
    const before = await status();
    await page.click('[data-testid=step]');
    // The first step starts the run ("paused") before its first event arrives: wait for the event.
    await page.waitForFunction((s) => document.querySelector('[data-testid=status]').textContent !== s
      && document.querySelector('[data-testid=code-line][data-active=true]'), before);
    const [event, depth] = expected[i];
    const now = await codePanel(page);
    assert.equal(now.active, 1, `step ${i}: one line is highlighted`);
    assert.equal(now.event, event, `step ${i}: the line of the ${event}`);
    assert.equal(now.frames, depth, `step ${i}: one frame per square of the path`);
    assert.deepEqual(now.depths, [...Array(depth).keys()].map((d) => depth - d), 'innermost frame first');
    seen.push(now);
  }
  for (let i = steps - 2; i >= 0; i--) {
    const before = await status();
    await page.click('[data-testid=step-back]');
    await page.waitForFunction((s) => document.querySelector('[data-testid=status]').textContent !== s, before);
    assert.deepEqual(await codePanel(page), seen[i], `back to step ${i}`);
  }
}

/** Each side of a comparison: its search (`data-algo`), run state, nodes and solutions. */
export const compareSides = (page) => page.$$eval('[data-testid=compare-side]', (all) => all.map((s) => ({
  algo: s.dataset.algo,
  state: s.querySelector('[data-testid=run-state]').dataset.state,
  nodes: Number(s.querySelector('[data-testid=stat-nodes]').dataset.value),
  solutions: Number(s.querySelector('[data-testid=stat-solutions]').dataset.value),
})));

/** Waits until both sides of a comparison are finished. */
export const bothSidesFinished = (page) => page.waitForFunction(() => {
  const states = [...document.querySelectorAll('[data-testid=compare-side] [data-testid=run-state]')];
  return states.length === 2 && states.every((b) => b.dataset.state === 'finished');
}, null, { timeout: 60_000 });

/** Waits until both sides compared have ended, finished or (at the node limit) stopped. */
export const bothSidesEnded = (page) => page.waitForFunction(() => {
  const states = [...document.querySelectorAll('[data-testid=compare-side] [data-testid=run-state]')];
  return states.length === 2 && states.every((b) => ['finished', 'stopped'].includes(b.dataset.state));
}, null, { timeout: 60_000 });

/** Each side's code listing: its search (`data-algo`), its title and the event of its highlighted line. */
export const sideCode = (page) => page.$$eval('[data-testid=side-code]', (all) => all.map((s) => ({
  algo: s.dataset.algo,
  title: s.querySelector('h2').textContent,
  event: s.querySelector('[data-testid=code-line][data-active=true]')?.dataset.event ?? null,
  code: s.querySelector('.code').textContent,
})));

/** The text of a ground-truth file in tests/data (see its README for the sources). */
export function testData(name) {
  return readFileSync(join(ROOT, 'tests', 'data', name), 'utf8');
}

/**
 * A `withPage(name, query, body)` for one test file: runs `body` on a fresh page of the served
 * build, checks the console stayed clean, and saves a screenshot named after the test on failure.
 */
export function pageTester(getContext, getServer, prefix) {
  const artifacts = new URL('./artifacts/', import.meta.url).pathname;
  return async function withPage(name, query, body) {
    const page = await open(getContext(), getServer().url, query);
    try {
      const result = await body(page);
      assert.deepEqual(page.errors, [], 'no console errors');
      return result;
    } catch (e) {
      mkdirSync(artifacts, { recursive: true });
      await page.screenshot({ path: `${artifacts}failed-${prefix}-${name}.png`, fullPage: true }).catch(() => {});
      throw e;
    } finally {
      await page.close();
    }
  };
}

/** Starts recording the page's main-thread tasks over 50 ms. */
export async function observeLongTasks(page) {
  await page.evaluate(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => window.__longTasks.push(...list.getEntries().map((e) => e.duration)))
      .observe({ type: 'longtask' });
  });
}

/** The durations (ms) of the long tasks recorded so far. */
export const longTasks = (page) => page.evaluate(() => window.__longTasks);

/**
 * Starts tracing the page's tasks (Chromium's `toplevel` trace: each task's wall time and the
 * main thread's own CPU time in it). Long-task checks read CPU time: on a machine whose cores
 * are shared with the worker, the compositor and the test itself, a task's wall time also counts
 * the time the thread waited for a core, which is the machine's load, not the page's work.
 */
export async function traceTasks(page) {
  const cdp = await page.context().newCDPSession(page);
  const events = [];
  cdp.on('Tracing.dataCollected', (e) => events.push(...e.value));
  await cdp.send('Tracing.start', { categories: 'toplevel', transferMode: 'ReportEvents' });
  page.taskTrace = { cdp, events };
}

/**
 * Ends the trace `traceTasks` started; resolves to the main thread's tasks over 50 ms of its own
 * CPU time, as `{ cpu, wall }` in ms.
 */
export async function tracedLongTasks(page) {
  const { cdp, events } = page.taskTrace;
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  await complete;
  await cdp.detach();
  const thread = (e) => `${e.pid}:${e.tid}`;
  const mains = new Set(events
    .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
    .map(thread));
  const tasks = events.filter((e) => e.ph === 'X' && e.name === 'ThreadControllerImpl::RunTask' && mains.has(thread(e)));
  // The page's renderer is the one that worked the most (an idle one may exist beside it).
  const cpuBy = new Map();
  for (const t of tasks) cpuBy.set(thread(t), (cpuBy.get(thread(t)) || 0) + (t.tdur || 0));
  const main = [...cpuBy.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  assert.ok(main && cpuBy.get(main) > 0,
    'the trace holds the page\'s main thread and its CPU times: a check that saw nothing must not pass');
  return tasks
    .filter((t) => thread(t) === main && t.tdur / 1000 > 50)
    .map((t) => ({ cpu: Math.round(t.tdur / 1000), wall: Math.round(t.dur / 1000) }));
}

/** What a fixed piece of JavaScript work takes on a quiet machine of this kind (ms). */
const CALIBRATION_MS = 90;

/** How much slower than on a quiet machine the page's main thread runs now (1 at best). */
export async function slowdown(page) {
  const ms = await page.evaluate(() => {
    const started = performance.now();
    let x = 0;
    for (let i = 0; i < 2e7; i++) x = (x + i * 7) % 1000003;
    window.__calibration = x;
    return performance.now() - started;
  });
  return Math.max(1, ms / CALIBRATION_MS);
}

/** How many times a long-task scenario is measured before a failure counts. */
const LONG_TASK_ATTEMPTS = 3;

/**
 * Asserts that `measure(attempt)` (which runs a scenario on a fresh page and returns its long
 * tasks, as `tracedLongTasks` gives them, and the page's slowdown) sees no task over 50 ms of the
 * main thread's CPU time. An attempt allows 50 ms times how much slower than a quiet machine the
 * page ran, and the scenario is measured up to three times, so a busy CI must not fail while a
 * page that blocks on every run still does; every attempt's figures are printed.
 */
export async function withoutLongTasks(measure) {
  const attempts = [];
  let clean = false;
  for (let attempt = 1; attempt <= LONG_TASK_ATTEMPTS && !clean; attempt++) {
    const { tasks, slowdown: factor } = await measure(attempt);
    const allowed = 50 * factor;
    clean = tasks.every((task) => task.cpu <= allowed);
    const listed = tasks.map((task) => `${task.cpu} CPU (${task.wall} wall)`).join(', ') || 'none';
    attempts.push(`${listed}, allowing ${allowed.toFixed(0)} ms`);
  }
  if (attempts.length > 1) console.log(`long tasks (ms) by attempt: ${attempts.join('; ')}`);
  assert.ok(clean, `a long task on every attempt: ${attempts.join('; ')}`);
}

/** Ends the scenario's trace: its long tasks and the page's slowdown, measured around it. */
export async function longTaskReport(page, slowdownBefore) {
  const tasks = await tracedLongTasks(page);
  return { tasks, slowdown: Math.max(slowdownBefore, await slowdown(page)) };
}
