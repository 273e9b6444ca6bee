// In-browser timing: how fast the search runs in the worker of the release build.
// Usage: node tests/e2e/bench.mjs   (after scripts/build.sh). Prints figures; passes or fails nothing.
import { serve, launch, open, waitForState, stat } from './harness.mjs';

const runs = [
  ['backtracking 8x8 from (0,0), flat out', '?p=knight&rows=8&cols=8&start=0,0&algo=backtracking&run=1&speed=max'],
];
const server = await serve();
const context = await launch();
try {
  for (const [name, query] of runs) {
    for (let trial = 1; trial <= 3; trial++) {
      const page = await open(context, server.url, query);
      const t0 = Date.now();
      await waitForState(page, 'finished', 120_000);
      const wall = Date.now() - t0;
      const nodes = await stat(page, 'nodes');
      const rate = await stat(page, 'rate');
      console.log(`${name} #${trial}: ${nodes} nodes, ${(rate / 1e6).toFixed(1)} M nodes/s in the worker (${wall} ms wall, page load to finish)`);
      await page.close();
    }
  }
} finally {
  await context.close();
  server.close();
}
