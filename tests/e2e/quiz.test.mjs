// End-to-end tests of Test yourself (quiz=1) on every search page and of the teacher's sheet
// (quiz=sheet): a question asked with its hooks, a wrong answer shown right and explained, Show
// me opening the search paused at the answer's node, the same link asking the same question and
// a right answer graded right, the score kept on the device; the sheet the same from the same
// link, each question its page's own print view, and printable (the answer key on its own page).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { serve, launch, open, quizPages, stat } from './harness.mjs';

let server;
let context;
before(async () => { server = await serve(); context = await launch(); });
after(async () => { await context?.close(); server?.close(); });

const ARTIFACTS = new URL('./artifacts/', import.meta.url).pathname;
const AXE = fileURLToPath(new URL('../../node_modules/axe-core/axe.min.js', import.meta.url));

/** The question on show: its hooks. */
async function question(page) {
  await page.waitForSelector('[data-testid=quiz-question]', { timeout: 60_000 });
  return page.$eval('[data-testid=quiz-question]', (q) => ({ kind: q.dataset.kind, query: q.dataset.query, k: q.dataset.k }));
}

/** The score's hooks. */
const score = (page) => page.$eval('[data-testid=quiz-score]', (s) => [Number(s.dataset.correct), Number(s.dataset.asked)]);

/** Answers `text`; resolves to the verdict's value and the answer it shows. */
async function answer(page, text) {
  await page.fill('[data-testid=quiz-answer]', text);
  await page.click('[data-testid=quiz-submit]');
  const verdict = await page.waitForSelector('[data-testid=quiz-verdict]');
  return [await verdict.getAttribute('data-value'), await verdict.getAttribute('data-expected')];
}

/** Collects the wasm programs the context's pages ask for (their paths under the site's base). */
function programsAsked() {
  const base = new URL(server.url).pathname;
  const asked = [];
  const listen = (request) => {
    const path = new URL(request.url()).pathname;
    if (!request.serviceWorker() && path.endsWith('_bg.wasm')) asked.push(path.slice(base.length));
  };
  context.on('request', listen);
  return { asked, stop: () => context.off('request', listen) };
}

for (const slug of quizPages()) {
  test(`${slug}: quiz=1 asks, grades a wrong answer and a right one, and Show me opens the answer`, async () => {
    const link = `?p=${slug}&quiz=1&seed=4242&kind=first-node`;
    const programs = programsAsked();
    const page = await open(context, server.url, link);
    const asked = await question(page);
    // A quiz link loads the page's quiz program, not its page program.
    assert.ok(programs.asked.includes(`quiz/${slug}_bg.wasm`), programs.asked.join());
    assert.ok(!programs.asked.includes(`${slug}_bg.wasm`), programs.asked.join());
    assert.equal(asked.kind, 'first-node');
    assert.ok(asked.query.startsWith(`p=${slug}&`), asked.query);
    assert.deepEqual(await score(page), [0, 0]);
    // Nonsense is not understood, and not scored.
    await page.fill('[data-testid=quiz-answer]', 'banana');
    await page.click('[data-testid=quiz-submit]');
    await page.waitForSelector('[data-testid=quiz-unread]');
    assert.deepEqual(await score(page), [0, 0]);
    // The root is never a generated instance's first solution.
    const [wrong, expected] = await answer(page, '1');
    assert.equal(wrong, 'wrong');
    assert.match(expected, /^\d+$/);
    assert.deepEqual(await score(page), [0, 1]);
    const href = await page.getAttribute('[data-testid=quiz-show-me]', 'href');
    assert.match(href, new RegExp(`[?&]at=${expected}(&|$)`));
    await page.click('[data-testid=quiz-show-me]');
    // Stood where the answer is known (issue 47), once the link's seek has got there: node N
    // generated and announced a solution (branch and bound: the search over with it), no node after.
    await page.waitForSelector('main[data-drawn=whole] [data-testid=run-state]:is([data-state=paused], [data-state=finished]):not([data-settling])', { timeout: 60_000 });
    assert.equal(await stat(page, 'nodes'), Number(expected), 'no node after the answer');
    const counted = await page.evaluate(() => Number(document.querySelector('[data-testid=stat-solutions]')?.dataset.value ?? 1));
    assert.ok(counted >= 1, 'the solution counted');
    if (await page.$('[data-testid=tree-node]')) {
      await page.waitForSelector(`[data-testid=tree-node][data-node="${expected}"][data-state=solution]`);
    }
    // The page's own program shows it: a page's visit does not download the quiz.
    const shown = programs.asked.indexOf(`${slug}_bg.wasm`);
    assert.ok(shown >= 0, programs.asked.join());
    assert.deepEqual(programs.asked.slice(shown).filter((p) => p.startsWith('quiz/')), []);
    programs.stop();
    assert.deepEqual(page.errors, []);
    await page.close();
    // The same link asks the same question; the right answer is right, and the score is kept.
    const again = await open(context, server.url, link);
    assert.deepEqual(await question(again), asked);
    assert.deepEqual(await answer(again, expected), ['correct', expected]);
    assert.deepEqual(await score(again), [1, 2]);
    // The next question: a seed of its own (its instance may be the same: n-queens has two).
    const before = await again.evaluate(() => location.search);
    await again.click('[data-testid=quiz-next]');
    await again.waitForFunction((b) => location.search !== b && !document.querySelector('[data-testid=quiz-verdict]'), before);
    await question(again);
    assert.deepEqual(again.errors, []);
    await again.close();
  });
}

test('every kind of question each page asks is asked, with its hooks', async () => {
  for (const slug of quizPages()) {
    const page = await open(context, server.url, `?p=${slug}&quiz=1&seed=99`);
    const kinds = new Set();
    for (let i = 0; i < 14; i++) {
      const asked = await question(page);
      kinds.add(asked.kind);
      if (/^(vector-at|parent-of|next-e-node|cost-of)$/.test(asked.kind)) assert.match(asked.k ?? '', /^\d+$/, `${slug} ${asked.kind}`);
      const before = await page.evaluate(() => location.search);
      await page.click('[data-testid=quiz-next]');
      await page.waitForFunction((b) => location.search !== b, before);
    }
    assert.ok(kinds.size >= 3, `${slug}: ${[...kinds]}`);
    assert.deepEqual(page.errors, [], slug);
    await page.close();
  }
});

/** The sheet's questions as its frames show them. */
async function sheetQuestions(page) {
  await page.waitForSelector('[data-testid=quiz-sheet][data-ready=true]', { timeout: 240_000 });
  return page.$$eval('iframe[data-testid=quiz-frame]', (frames) => frames.map((f) => {
    const q = f.contentDocument.querySelector('[data-testid=quiz-question]');
    return [f.dataset.slug, f.dataset.answer, q.dataset.kind, q.dataset.query, q.dataset.k ?? ''].join(' ');
  }));
}

test('the sheet: the same link gives the same questions, and it prints with its answer key apart', async () => {
  const link = `?p=${quizPages()[0]}&quiz=sheet&count=6&seed=31337`;
  const page = await open(context, server.url, link);
  const first = await sheetQuestions(page);
  assert.equal(first.length, 12, 'six questions and their six answers');
  assert.equal(new Set(first.map((q) => q.split(' ')[0])).size, Math.min(6, quizPages().length));
  await page.emulateMedia({ media: 'print' });
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: `${ARTIFACTS}quiz-sheet-print.png`, fullPage: true });
  const pdf = await page.pdf({ format: 'A4', path: `${ARTIFACTS}quiz-sheet.pdf` });
  const pages = (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
  assert.ok(pages >= 2, `the key is on its own pages (${pages} pages)`);
  assert.deepEqual(page.errors, []);
  await page.close();
  const again = await open(context, server.url, link);
  assert.deepEqual(await sheetQuestions(again), first);
  await again.close();
});

test('the sheet names a question whose search cannot load, Try again makes it, and ready questions let their programs go', async () => {
  const broken = (route) => route.fulfill({ status: 404, body: 'gone' });
  const worker = '**/work/*_bg.wasm*';
  await context.route(worker, broken);
  let unrouted = false;
  const unroute = async () => {
    if (!unrouted) await context.unroute(worker, broken);
    unrouted = true;
  };
  try {
    const page = await open(context, server.url, `?p=${quizPages()[0]}&quiz=sheet&count=2&seed=11`);
    await page.waitForSelector('[data-testid=quiz-frame-failed]', { timeout: 60_000 });
    assert.equal(await page.getAttribute('[data-testid=quiz-sheet]', 'data-ready'), 'false');
    assert.match(await page.textContent('[data-testid=quiz-frame-failed]'), /could not be made/);
    await unroute();
    // Try again on every failed question until none is left (the frames fail one after another).
    for (let round = 0; round < 10; round++) {
      const failed = await page.$$('[data-testid=quiz-frame-failed] [data-testid=try-again]');
      if (failed.length === 0 && await page.getAttribute('[data-testid=quiz-sheet]', 'data-ready') === 'true') break;
      for (const button of failed) await button.click().catch(() => {});
      await page.waitForTimeout(1_000);
    }
    await page.waitForSelector('[data-testid=quiz-sheet][data-ready=true]', { timeout: 120_000 });
    assert.equal(await page.locator('[data-testid=quiz-frame-failed]').count(), 0);
    // Every frame is a copy of its question without its program: no script, no worker.
    const frames = await page.$$eval('iframe[data-testid=quiz-frame]', (all) => all.map((f) => ({
      frozen: f.hasAttribute('srcdoc'),
      scripts: f.contentDocument.querySelectorAll('script').length,
      question: Boolean(f.contentDocument.querySelector('[data-testid=quiz-print][data-ready=true]')),
    })));
    assert.equal(frames.length, 4);
    assert.deepEqual(frames, frames.map(() => ({ frozen: true, scripts: 0, question: true })));
    await page.close();
  } finally {
    await unroute();
  }
});

test('a quiz= that asks for no quiz view opens the page from its own program: quiz=0 says nothing, another value says it shows the page', async () => {
  for (const [value, said] of [['0', false], ['2', true], ['Sheet', true]]) {
    const programs = programsAsked();
    const page = await open(context, server.url, `?p=queens&n=5&quiz=${value}`);
    programs.stop();
    assert.ok(programs.asked.includes('queens_bg.wasm'), `quiz=${value}: ${programs.asked.join()}`);
    assert.ok(!programs.asked.includes('quiz/queens_bg.wasm'), `quiz=${value}: ${programs.asked.join()}`);
    assert.ok(await page.$('[data-testid=board]'), `quiz=${value}: the page's board`);
    assert.equal(await page.$('[data-testid=quiz-question]'), null, `quiz=${value}: no question`);
    const notices = await page.$$eval('[data-testid=notice]', (all) => all.map((n) => n.textContent));
    assert.equal(notices.some((n) => n.includes(`quiz=${value}`) && n.includes('is not 1, sheet or print')), said, `quiz=${value}: ${notices}`);
    assert.deepEqual(page.errors, []);
    await page.close();
  }
});

test('quiz and sheet at 375 px and 1280 px, in both languages, light and dark: no sideways scroll', async () => {
  mkdirSync(ARTIFACTS, { recursive: true });
  for (const width of [375, 1280]) {
    for (const lang of ['en', 'id']) {
      for (const scheme of ['light', 'dark']) {
        const page = await context.newPage();
        page.errors = [];
        page.on('pageerror', (e) => page.errors.push(String(e)));
        await page.setViewportSize({ width, height: 900 });
        await page.emulateMedia({ colorScheme: scheme });
        await page.goto(`${server.url}?p=${quizPages()[0]}&quiz=1&seed=7&kind=first-node&lang=${lang}`);
        await question(page);
        await answer(page, '1');
        assert.equal(await page.getAttribute('html', 'lang'), lang);
        const wide = await page.evaluate(() => document.documentElement.scrollWidth);
        assert.ok(wide <= width, `quiz at ${width} px (${lang}, ${scheme}) scrolls sideways: ${wide}`);
        await page.screenshot({ path: `${ARTIFACTS}quiz-${width}-${lang}-${scheme}.png`, fullPage: true });
        await page.goto(`${server.url}?p=${quizPages()[0]}&quiz=sheet&count=2&seed=5&lang=${lang}`);
        await page.waitForSelector('[data-testid=quiz-sheet][data-ready=true]', { timeout: 120_000 });
        const sheetWide = await page.evaluate(() => document.documentElement.scrollWidth);
        assert.ok(sheetWide <= width, `sheet at ${width} px scrolls sideways: ${sheetWide}`);
        await page.screenshot({ path: `${ARTIFACTS}sheet-${width}-${lang}-${scheme}.png`, fullPage: true });
        assert.deepEqual(page.errors, []);
        await page.close();
      }
    }
  }
});

/** The serious and critical violations axe-core finds on the page, one line each. */
async function violations(page) {
  await page.addScriptTag({ path: AXE });
  const results = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}

test('a printed question shows the instance alone, the salesman\'s roads as a table, its code and QR; the code typed on Test yourself asks the same question, and another page refuses it', async () => {
  const printed = await open(context, server.url, '?p=tsp&quiz=print&seed=7&q=1');
  await printed.waitForSelector('[data-testid=quiz-print][data-ready=true]', { timeout: 60_000 });
  const asked = await question(printed);
  const roads = new URLSearchParams(asked.query).get('w').split(';').map((row) => row.split(','));
  const table = await printed.$$eval('[data-testid=roads-table] [data-testid=road]',
    (cells) => cells.map((c) => [Number(c.dataset.row), Number(c.dataset.col), c.dataset.value]));
  assert.equal(table.length, roads.length ** 2, 'a cell for every pair of cities');
  for (const [row, col, value] of table) assert.equal(value, roads[row - 1][col - 1], `road ${row} → ${col}`);
  assert.equal(await printed.$$eval('.print-board [data-testid=best-solution]', (b) => b.length), 0, 'no best so far on paper');
  assert.match(await printed.getAttribute('[data-testid=quiz-qr] path', 'd'), /^M\d+ \d+h1v1h-1z/);
  const code = (await printed.textContent('[data-testid=question-code]')).trim();
  assert.match(code, /^[0-9A-HJKMNP-TV-Z]{3}(-[0-9A-HJKMNP-TV-Z]{1,3})+$/);
  assert.deepEqual(printed.errors, []);
  await printed.close();

  const knapsack = await open(context, server.url, '?p=knapsack&quiz=print&seed=7&q=1');
  await knapsack.waitForSelector('[data-testid=quiz-print][data-ready=true]', { timeout: 60_000 });
  const columns = await knapsack.$$eval('[data-testid=items] thead th', (th) => th.length);
  const cells = await knapsack.$$eval('[data-testid=items] tbody tr:first-child > *', (td) => td.length);
  assert.equal(columns, cells, 'the items table has no empty column for a node on paper');
  assert.equal(await knapsack.$$eval('.print-board :is(.capacity, [data-testid=best-solution])', (b) => b.length), 0);
  await knapsack.close();

  const test = await open(context, server.url, '?p=tsp&quiz=1&lang=id');
  await question(test);
  await test.fill('[data-testid=question-code-field]', ` ${code.toLowerCase()} `);
  await Promise.all([test.waitForURL(/question=/), test.click('[data-testid=question-code-open]')]);
  assert.deepEqual(await question(test), asked, 'the same question');
  assert.equal(new URL(test.url()).searchParams.get('lang'), 'id', 'the language kept');
  assert.equal(await test.$$eval('[data-testid=notice]', (n) => n.length), 0);
  await test.close();

  const other = await open(context, server.url, `?p=knapsack&quiz=1&question=${code}`);
  await question(other);
  assert.match(await other.textContent('[data-testid=notice]'), /question=/);
  assert.deepEqual(other.errors, []);
  await other.close();
});

test('axe finds no serious violation in Test yourself (asked, answered), a printed answer or the sheet, light and dark', async () => {
  // axe-core is injected as a script, which the page's own policy rightly refuses: bypass it here.
  const axeContext = await launch({ bypassCSP: true });
  try {
    for (const scheme of ['light', 'dark']) {
      for (const slug of quizPages()) {
        const page = await axeContext.newPage();
        await page.emulateMedia({ colorScheme: scheme });
        await page.goto(`${server.url}?p=${slug}&quiz=1&seed=5&kind=first-node`);
        await question(page);
        assert.deepEqual(await violations(page), [], `${slug} asked (${scheme})`);
        await answer(page, '1');
        assert.deepEqual(await violations(page), [], `${slug} answered (${scheme})`);
        if (slug === 'tsp') {
          await page.goto(`${server.url}?p=${slug}&quiz=print&seed=5&q=1&embed=1`);
          await page.waitForSelector('[data-testid=quiz-print][data-ready=true]', { timeout: 60_000 });
          assert.deepEqual(await violations(page), [], `${slug} printed question (${scheme})`);
        }
        await page.goto(`${server.url}?p=${slug}&quiz=print&seed=5&q=1&embed=1&answer=1`);
        await page.waitForSelector('[data-testid=quiz-print][data-ready=true]', { timeout: 60_000 });
        assert.deepEqual(await violations(page), [], `${slug} printed answer (${scheme})`);
        await page.close();
      }
      const sheet = await axeContext.newPage();
      await sheet.emulateMedia({ colorScheme: scheme });
      await sheet.goto(`${server.url}?p=${quizPages()[0]}&quiz=sheet&count=2&seed=5`);
      await sheet.waitForSelector('[data-testid=quiz-sheet][data-ready=true]', { timeout: 120_000 });
      assert.deepEqual(await violations(sheet), [], `the sheet (${scheme})`);
      await sheet.close();
    }
  } finally {
    await axeContext.close();
  }
});
