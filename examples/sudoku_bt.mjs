// Times Sudoku's flat-out run in V8, the browser's engine, once V8 has optimised its code: the
// worker's runner compiled to wasm (examples/sudoku_bt.rs built for wasm32-unknown-unknown),
// each case run six times in one instance, the best of the last five printed as the C reference
// prints it. The browser's own figure (tests/e2e/bench.mjs) is a fresh worker's first run, whose
// first milliseconds run before V8 has optimised the code.
// Usage: node examples/sudoku_bt.mjs WASM plain|mrv|fc|singles first|all PUZZLE
import { readFileSync } from 'node:fs';

const [wasm, order, mode, puzzle] = process.argv.slice(2);
const orders = ['plain', 'mrv', 'fc', 'singles'];
// The library's browser glue stays imported though the search never calls it: any call fails.
const unused = (module) => new Proxy({}, { get: (_, name) => () => { throw new Error(`${module}.${name}`); } });
const imports = new Proxy({ env: { now_ms: () => performance.now() } }, {
  get: (known, module) => known[module] ?? unused(module),
});
const { instance } = await WebAssembly.instantiate(readFileSync(wasm), imports);
const { memory, puzzle: where, run } = instance.exports;
new Uint8Array(memory.buffer, where(), 81).set(new TextEncoder().encode(puzzle));
let best = Infinity;
let nodes = 0;
for (let trial = 0; trial < 6; trial++) {
  const started = performance.now();
  nodes = run(orders.indexOf(order), mode === 'all' ? 1 : 0);
  const seconds = (performance.now() - started) / 1000;
  if (trial > 0) best = Math.min(best, seconds);
}
console.log(`nodes ${nodes}\nseconds ${best.toFixed(6)}`);
