// End-to-end tests of learn mode's code panel: stepping a search forwards and back, the
// highlighted line is the line of the event just applied, and the call stack has one frame per
// square of the path. The events are predicted by the textbook algorithms written here, in
// JavaScript, independently of the app.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, pageTester } from './harness.mjs';

let server;
let context;
before(async () => { server = await serve(); context = await launch(); });
after(async () => { await context?.close(); server?.close(); });

const withPage = pageTester(() => context, () => server, 'learn');

/** N-queens backtracking, row by row, stopping at the first solution: [event, queens placed]. */
function* queens(n) {
  const x = [];
  const safe = (k, i) => x.slice(0, k).every((c, j) => c !== i && Math.abs(c - i) !== Math.abs(j - k));
  yield ['root', 0];
  function* place(k) {
    for (let i = 0; i < n; i++) {
      yield ['try', k];
      if (!safe(k, i)) { yield ['reject', k]; continue; }
      x[k] = i;
      yield ['advance', k + 1];
      if (k === n - 1) { yield ['solution', n]; return true; }
      if (yield* place(k + 1)) return true;
      x.length = k;
      yield ['retreat', k];
    }
    return false;
  }
  if (!(yield* place(0))) yield ['exhausted', 0];
}

/** Knight's tour backtracking in the fixed move order: [event, squares on the path]. */
function* knight(rows, cols, start) {
  const moves = [[2, 1], [1, 2], [-1, 2], [-2, 1], [-2, -1], [-1, -2], [1, -2], [2, -1]];
  const visited = new Set();
  function* tryAt([r, c], k) {
    yield ['try', k - 1];
    if (visited.has(`${r},${c}`)) { yield ['reject', k - 1]; return false; }
    visited.add(`${r},${c}`);
    yield ['advance', k];
    if (k === rows * cols) { yield ['solution', k]; return true; }
    for (const [dr, dc] of moves) {
      const next = [r + dr, c + dc];
      if (next[0] < 0 || next[1] < 0 || next[0] >= rows || next[1] >= cols) continue;
      if (yield* tryAt(next, k + 1)) return true;
    }
    visited.delete(`${r},${c}`);
    yield ['retreat', k - 1];
    return false;
  }
  if (!(yield* tryAt(start, 1))) yield ['exhausted', 0];
}

/** What the code panel shows: the highlighted line's event and the number of stack frames. */
const panel = (page) => page.evaluate(() => {
  const active = [...document.querySelectorAll('[data-testid=code-line][data-active=true]')];
  return {
    active: active.length,
    event: active[0]?.dataset.event,
    frames: document.querySelectorAll('[data-testid=stack-frame]').length,
    depths: [...document.querySelectorAll('[data-testid=stack-frame]')].map((f) => Number(f.dataset.depth)),
  };
});

/** Steps `steps` events forwards checking each against `expected`, then back to the start. */
async function stepThrough(page, expected, steps) {
  const status = () => page.textContent('[data-testid=status]');
  const seen = [];
  for (let i = 0; i < steps; i++) {
    const before = await status();
    await page.click('[data-testid=step]');
    await page.waitForFunction((s) => document.querySelector('[data-testid=status]').textContent !== s, before);
    const [event, depth] = expected[i];
    const now = await panel(page);
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
    assert.deepEqual(await panel(page), seen[i], `back to step ${i}`);
  }
}

test('stepping n = 5 queens highlights the line of every event, forwards and back', () =>
  withPage('queens', '?p=queens&n=5&mode=first', async (page) => {
    const events = [...queens(5)];
    assert.equal(events.at(-1)[0], 'solution');
    await stepThrough(page, events, events.length);
  }));

test('stepping 5 x 5 knight backtracking highlights the line of every event, forwards and back', () =>
  withPage('knight', '?p=knight&rows=5&cols=5&start=0,0&algo=backtracking', async (page) => {
    const events = [];
    for (const e of knight(5, 5, [0, 0])) { events.push(e); if (events.length === 200) break; }
    assert.ok(events.some(([e]) => e === 'reject') && events.some(([e]) => e === 'retreat'));
    await stepThrough(page, events, 120);
  }));

test('the code panel switches to plain words and back, keeping its lines and highlight', () =>
  withPage('plain', '?p=queens&n=4&mode=first', async (page) => {
    for (let i = 0; i < 3; i++) {
      const before = await page.textContent('[data-testid=status]');
      await page.click('[data-testid=step]');
      await page.waitForFunction((s) => document.querySelector('[data-testid=status]').textContent !== s, before);
    }
    const lines = () => page.$$eval('[data-testid=code-line]', (ls) => ls.map((l) => [l.dataset.line, l.dataset.event ?? '', l.dataset.active, l.textContent]));
    const code = await lines();
    assert.equal(await page.getAttribute('[data-testid=code-view]', 'aria-pressed'), 'false');
    await page.click('[data-testid=code-view]');
    assert.equal(await page.getAttribute('[data-testid=code-view]', 'aria-pressed'), 'true');
    const plain = await lines();
    assert.deepEqual(plain.map((l) => l.slice(0, 3)), code.map((l) => l.slice(0, 3)), 'same lines, same highlight');
    assert.ok(plain.every((l, i) => l[3] !== code[i][3]), 'every line in other words');
    await page.click('[data-testid=code-view]');
    assert.deepEqual(await lines(), code);
  }));
