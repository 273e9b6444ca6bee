// End-to-end tests of the two languages: every page in Bahasa Indonesia (each page's states, in
// tests/e2e/states/: idle, running, finished, a notice, the maze won, practice on) shows none of
// the English UI words and says
// <html lang="id">; in English none of their Indonesian counterparts; switching language keeps
// the run and the game in progress.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, open, clearStorage, pageStates, pageModules, problems, stat, waitForGame } from './harness.mjs';

let server;
let context;
before(async () => { server = await serve(); context = await launch(); });
after(async () => { await context?.close(); server?.close(); });

const ENGLISH = ['Play', 'Pause', 'Step', 'Stop', 'Speed', 'Rows', 'Columns', 'New game', 'Undo', 'Redo',
  'Restart', 'Hint', 'Solutions', 'Nodes', 'Copy link', 'Rejected'];
const INDONESIAN = ['Putar', 'Jeda', 'Maju selangkah', 'Hentikan', 'Kecepatan', 'Baris', 'Kolom',
  'Permainan baru', 'Batal', 'Ulangi langkah', 'Mulai ulang', 'Bantuan', 'Solusi', 'Simpul', 'Salin tautan', 'Ditolak'];

/** The words of `list` the page's visible text (and its labels and titles) uses, whole words only. */
async function used(page, list) {
  const text = await page.evaluate(() => {
    const labels = [...document.querySelectorAll('[aria-label], [title]')]
      .map((e) => `${e.getAttribute('aria-label') ?? ''} ${e.getAttribute('title') ?? ''}`);
    return `${document.body.innerText}\n${labels.join('\n')}\n${document.title}`;
  });
  return list.filter((w) => new RegExp(`(^|[^\\p{L}])${w}([^\\p{L}]|$)`, 'u').test(text));
}

/** Each state: its page, its link (without lang) and what to do before reading the words. */
const STATES = await pageStates('lang');

for (const [lang, foreign] of [['id', ENGLISH], ['en', INDONESIAN]]) {
  test(`lang=${lang}: every page and state speaks only its language`, async () => {
    const found = [];
    for (const [name, query, prepare] of STATES) {
      await clearStorage(context, server.url);   // each state as a first visit would see it
      const page = await open(context, server.url, `${query}&lang=${lang}`);
      await prepare(page);
      assert.equal(await page.getAttribute('html', 'lang'), lang, name);
      const words = await used(page, foreign);
      if (words.length) found.push(`${name}: ${words.join(', ')}`);
      assert.deepEqual(page.errors, [], name);
      await page.close();
    }
    assert.deepEqual(found, [], `words of the other language:\n${found.join('\n')}`);
  });
}

test('every page\'s document title names the page in its language', async () => {
  const wrong = [];
  for (const { slug, name } of problems()) {
    for (const lang of ['en', 'id']) {
      const page = await open(context, server.url, `?p=${slug}&lang=${lang}`);
      const title = await page.title();
      if (title !== `Runut — ${name[lang]}`) wrong.push(`${slug} ${lang}: "${title}"`);
      await page.close();
    }
  }
  assert.deepEqual(wrong, [], 'each page (and language) has its own title');
});

/**
 * The notation's keywords, which the course's slides write in English in both languages (`loop`:
 * Horowitz and Sahni's loop … repeat), the identifiers the listings declare (variables and
 * functions named in the pseudo-code), the course's symbols (Levitin's upper and lower bounds
 * `ub` and `lb`, an item's value and weight `vᵢ` and `wᵢ`) and the names of people (a rule's
 * author).
 */
const NOTATION = new Set(['if', 'then', 'else', 'for', 'to', 'downto', 'do', 'while', 'return', 'and', 'or',
  'not', 'output', 'procedure', 'function', 'true', 'false', 'loop',
  'path', 'visited', 'start', 'goal', 'cell', 'next', 'dir', 'queue', 'seen', 'from', 'wall', 'move', 'grid',
  'remaining', 'Wt', 'best', 'ub', 'lb', 'vᵢ', 'wᵢ',
  'Warnsdorff']);

/* A page's own names in its listings (the functions your own search's learner writes) are in
   its states file, `notation`. */

/** The words of the code panel(s) on show: the listings (as pseudo-code, then in plain words), variables and stack. */
async function codeWords(page) {
  const read = () => page.$$eval('.code-card', (cards) => cards.map((c) => c.innerText).join('\n'));
  let text = await read();
  for (const button of await page.$$('.code-card [data-testid=code-view]')) await button.click();
  text += `\n${await read()}`;
  return new Set((text.match(/\p{L}[\p{L}-]*/gu) ?? []).filter((w) => w.length > 1));
}

test('lang=id: every page\'s code panel is in Bahasa Indonesia, but for the notation\'s keywords and names', async () => {
  const found = [];
  for (const [slug, own] of await pageModules()) {
    for (const query of own.code ?? [`?p=${slug}`]) {
      const words = {};
      for (const lang of ['en', 'id']) {
        const page = await open(context, server.url, `${query}&lang=${lang}`);
        for (let i = 0; i < 6; i++) await page.click('[data-testid=step]');
        await page.waitForSelector('.code-card [data-testid=code-line][data-active=true]');
        words[lang] = await codeWords(page);
        assert.deepEqual(page.errors, [], query);
        await page.close();
      }
      assert.ok(words.id.size > 10, `${query}: a code panel is read`);
      // A word both languages' panels use is English unless it is the notation's or all capitals (a procedure).
      const notation = new Set([...NOTATION, ...(own.notation ?? [])]);
      const english = [...words.id].filter((w) => words.en.has(w) && !notation.has(w) && w !== w.toUpperCase());
      if (english.length) found.push(`${query}: ${english.join(', ')}`);
    }
  }
  assert.deepEqual(found, [], `English in the Indonesian code panels:\n${found.join('\n')}`);
});

test('switching language keeps the run and the game in progress, and links keep lang', async () => {
  const page = await open(context, server.url, '?p=knight&rows=5&cols=5&algo=backtracking');
  for (let i = 0; i < 9; i++) await page.click('[data-testid=step]');
  const nodes = await stat(page, 'nodes');
  await page.selectOption('[data-testid=lang]', 'id');
  // The document's language is set once the page has drawn itself in it (an effect after the
  // drawing): wait for it rather than read it at once.
  await page.waitForFunction(() => document.documentElement.lang === 'id');
  assert.equal(await stat(page, 'nodes'), nodes, 'the run goes on where it was');
  assert.match(await page.textContent('[data-testid=step-back]'), /Mundur/);
  assert.match(page.url(), /lang=id/);
  assert.match(await page.getAttribute('nav a[href*="p=math_maze"]', 'href'), /lang=id/);
  await page.close();

  const maze = await open(context, server.url, '?p=math_maze&rows=6&cols=6&seed=9&start=2,0&finish=3,5&lang=en');
  await waitForGame(maze, 'playing');
  await maze.click('[data-testid=cell][data-row="2"][data-col="1"]');
  await maze.selectOption('[data-testid=lang]', 'id');
  await maze.waitForFunction(() => document.documentElement.lang === 'id');
  const path = await maze.$$eval('[data-testid=cell][data-path=true]', (c) => c.length);
  assert.equal(path, 2, 'the path is kept');
  // Every row is drawn again in the new language: its cells and its clue.
  assert.match(await maze.getAttribute('[data-testid=cell][data-row="2"][data-col="1"]', 'aria-label'),
    /^baris 3, kolom 2, di lintasan, langkah ke-2/);
  assert.match(await maze.getAttribute('[data-testid=row-clue][data-row="5"]', 'aria-label'), /^Baris 6: \d+ petak lintasan/);
  assert.equal(await maze.getAttribute('[data-testid=game-state]', 'data-state'), 'playing');
  // The choice is remembered: a link without lang= opens in Indonesian.
  const again = await open(context, server.url, '?p=queens&n=5');
  assert.equal(await again.getAttribute('html', 'lang'), 'id');
  await again.selectOption('[data-testid=lang]', 'en');
  await maze.close();
  await again.close();
});

test('at 1280 px the header shows every page, grouped as the course is, none cut off, in both languages', async () => {
  const slugs = problems().map((p) => p.slug);
  for (const lang of ['en', 'id']) {
    const page = await open(context, server.url, `?p=knapsack&lang=${lang}`);
    const groups = await page.$$eval('nav .nav-group', (gs) => gs.map((g) => ({
      label: g.querySelector('.nav-label').textContent.trim(),
      tabs: [...g.querySelectorAll('.tab')].map((t) => {
        const box = t.getBoundingClientRect();
        return { href: t.getAttribute('href'), left: box.left, right: box.right, height: box.height };
      }),
    })));
    assert.deepEqual(groups.map((g) => g.label), lang === 'en'
      ? ['Backtracking', 'Branch and bound', 'Your own', 'Games'] : ['Runut-balik', 'Branch and bound', 'Buatanmu', 'Permainan']);
    const shown = groups.flatMap((g) => g.tabs);
    assert.deepEqual(shown.map((t) => t.href.split('/').at(-2)), slugs, `${lang}: every page, in the list's order`);
    for (const t of shown) assert.ok(t.left >= 0 && t.right <= 1280 && t.height > 0, `${lang}: ${t.href} on screen`);
    assert.equal(await page.isVisible('[data-testid=nav-toggle]'), false, 'no menu button on a wide screen');
    await page.close();
  }
});
