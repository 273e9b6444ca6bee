// A soak test (issue 36): 500 navigations between the pages in one tab, by their tabs, as a
// student clicking through the course would, then the tab's memory and its live workers must
// be back at their level after the first round. It prints what it measured.
//
// What it measures, through the Chrome DevTools Protocol: every worker target alive in the
// browser (a worker of a page left behind stays a target), the renderer's documents, nodes
// and JavaScript heap after a garbage collection (Memory.getDOMCounters,
// Performance.getMetrics), and the resident memory of the browser's renderer processes
// (SystemInfo.getProcessInfo, read in /proc). NAVIGATIONS=N changes the number.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { serve, pages, open, CHROMIUM_ARGS } from './harness.mjs';

// A browser of its own (not the harness's persistent profile), whose browser-wide DevTools
// session sees every target and process.
let server;
let browser;
let context;
before(async () => {
  server = await serve();
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM || '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
});
after(async () => { await browser?.close(); server?.close(); });

const NAVIGATIONS = Number(process.env.NAVIGATIONS || 500);

/** Resident memory of a process, in MB (0 if it is gone). */
function residentMb(pid) {
  const status = `/proc/${pid}/status`;
  if (!existsSync(status)) return 0;
  const line = readFileSync(status, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
  return line ? Number(line.split(/\s+/)[1]) / 1024 : 0;
}

/** What the tab holds now, after a garbage collection. */
async function measure(page) {
  const cdp = await page.context().newCDPSession(page);
  const whole = await browser.newBrowserCDPSession();
  try {
    await page.waitForTimeout(1_000);
    await cdp.send('HeapProfiler.enable');
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.collectGarbage');
    const { targetInfos } = await whole.send('Target.getTargets');
    const workers = targetInfos.filter((t) => t.type === 'worker').length;
    const pagesAlive = targetInfos.filter((t) => t.type === 'page').length;
    const dom = await cdp.send('Memory.getDOMCounters');
    await cdp.send('Performance.enable');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const heap = metrics.find((m) => m.name === 'JSHeapUsedSize').value / 2 ** 20;
    const { processInfo } = await whole.send('SystemInfo.getProcessInfo');
    const renderers = processInfo.filter((p) => p.type === 'renderer');
    const rss = renderers.reduce((sum, p) => sum + residentMb(p.id), 0);
    return {
      workers,
      pages: pagesAlive,
      documents: dom.documents,
      nodes: dom.nodes,
      heapMb: Math.round(heap * 10) / 10,
      renderers: renderers.length,
      rssMb: Math.round(rss),
    };
  } finally {
    await cdp.detach();
    await whole.detach();
  }
}

/** Goes to the next page of the list by its tab, and waits until it is whole. */
async function next(page, slugs, k) {
  const slug = slugs[k % slugs.length];
  const tab = page.locator(`nav .tab[href^="${slug}/"]`);
  await Promise.all([page.waitForURL((url) => url.pathname.endsWith(`/${slug}/`)), tab.click()]);
  await page.waitForSelector('main[data-drawn=whole]', { timeout: 30_000 });
}

test(`${NAVIGATIONS} navigations between the pages in one tab leave its memory and workers where they were`, { timeout: 3_600_000 }, async () => {
  const slugs = [...new Set(pages())];
  const page = await open(context, server.url, `?p=${slugs[0]}`);
  // One round first: every page's program and worker compiled and cached once.
  for (let k = 1; k <= slugs.length; k++) await next(page, slugs, k);
  const start = await measure(page);
  const started = Date.now();
  for (let k = 1; k <= NAVIGATIONS; k++) await next(page, slugs, slugs.length + k);
  const end = await measure(page);
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(`soak: ${NAVIGATIONS} navigations in ${seconds} s; after one round ${JSON.stringify(start)}; after all ${JSON.stringify(end)}`);
  assert.deepEqual(page.errors, [], 'no console errors');
  assert.ok(end.workers <= start.workers, `live workers: ${start.workers} → ${end.workers}`);
  assert.ok(end.pages <= start.pages, `pages alive: ${start.pages} → ${end.pages}`);
  assert.ok(end.documents <= start.documents + 2, `documents: ${start.documents} → ${end.documents}`);
  assert.ok(end.heapMb <= start.heapMb * 1.5 + 5, `JS heap: ${start.heapMb} → ${end.heapMb} MB`);
  assert.ok(end.rssMb <= start.rssMb * 1.5 + 50, `renderers' memory: ${start.rssMb} → ${end.rssMb} MB`);
  await page.close();
});
