/**
 * Embedding-layer benchmarks (against dist/): cold load of the default model in a fresh process (time and
 * RSS), and the batched similarity kernel, 25 board rows x the full clue vocabulary, in plain TS, WebAssembly
 * SIMD and on ONNX Runtime (1 and 2 threads), plus what `similarityMatrix` / `similarityMatrixAsync` pick.
 * Run: npm run bench -- embeddings
 */
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const DIST = join(ROOT, 'dist', 'embeddings', 'index.js');

/** Loads the default model in `runs` fresh Node processes; the median load ms and RSS after load. */
function coldLoads(runs) {
  const script = `const t0 = performance.now();
    const e = await import(${JSON.stringify(DIST)});
    const t1 = performance.now();
    const c1 = process.cpuUsage();
    e.loadDefaultModelSync();
    const t2 = performance.now();
    const c2 = process.cpuUsage(c1);
    console.log(JSON.stringify({ importMs: t1 - t0, loadMs: t2 - t1, loadCpuMs: (c2.user + c2.system) / 1000, rss: process.memoryUsage().rss }));`;
  const results = Array.from({ length: runs }, () => JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' })));
  const median = (k) => results.map((r) => r[k]).sort((a, b) => a - b)[Math.floor(runs / 2)];
  return { importMs: median('importMs'), loadMs: median('loadMs'), loadCpuMs: median('loadCpuMs'), rssMB: median('rss') / 2 ** 20 };
}

export default async function embeddingsBench({ Bench, time }) {
  const cold = coldLoads(5);
  console.log(`default model, cold load in a fresh process (median of 5): import ${cold.importMs.toFixed(0)} ms + load ${cold.loadMs.toFixed(0)} ms (${cold.loadCpuMs.toFixed(0)} ms CPU), RSS ${cold.rssMB.toFixed(0)} MiB`);

  const e = await import(DIST);
  const model = e.loadDefaultModelSync();
  const { createOnnxKernel } = await import(join(ROOT, 'dist', 'embeddings', 'onnx-kernel.js'));
  const dims = model.dimensions;
  const store = new Float32Array(model.vectorAt(0).buffer, model.vectorAt(0).byteOffset, model.vocabulary.length * dims);
  // A fixed board: 25 cards of the original English list (compound cards included).
  const board = ['AFRICA', 'ICE CREAM', 'SHARK', 'BERLIN', 'PIANO', 'LOCH NESS', 'WHALE', 'SPY', 'CASINO', 'NEW YORK', 'PIRATE', 'ROBOT', 'SCUBA DIVER', 'DRAGON', 'CHURCH', 'MOSCOW', 'TRAIN', 'GHOST', 'OLYMPUS', 'SOLDIER', 'DINOSAUR', 'BANK', 'CHOCOLATE', 'LEMON', 'PYRAMID'];
  const rows = board.map((w) => model.vector(w));
  const packed = e.packRows(rows, dims);
  const clues = model.clueIndices;
  console.log(`kernel: ${rows.length} rows x ${clues.length} clue words x ${dims} dims`);

  const { createWasmKernel } = await import(join(ROOT, 'dist', 'embeddings', 'wasm-kernel.js'));
  // The kernel over the packed clue rows (what similarityMatrix runs for the clue list) and the same list
  // gathered through the scratch (what any other candidate list gets).
  const wasm = createWasmKernel(store, dims, { pack: clues });
  const cluesCopy = Int32Array.from(clues);
  const onnx1 = await createOnnxKernel(store, dims, { threads: 1 });
  const onnx2 = await createOnnxKernel(store, dims, { threads: 2 });
  const bench = new Bench({ name: 'embeddings', time });
  bench.add('load default model (warm process, uncached)', () => {
    e.clearModelCache();
    e.loadDefaultModelSync();
  });
  bench.add('TS kernel: 25 x clue vocabulary', () => e.dotMatrix(store, dims, packed, clues));
  if (wasm !== null) {
    bench.add('WASM SIMD kernel: 25 x clue vocabulary (packed clue rows)', () => wasm(packed, clues));
    bench.add('WASM SIMD kernel: 25 x clue vocabulary (gathered)', () => wasm(packed, cluesCopy));
  }
  bench.add('similarityMatrix (sync, chosen kernel)', () => model.similarityMatrix(rows));
  if (onnx1 !== null) {
    bench.add('ONNX Gemm, 1 thread: 25 x vocabulary', async () => onnx1.run(packed));
    bench.add('ONNX Gemm, 2 threads: 25 x vocabulary', async () => onnx2.run(packed));
  } else {
    console.log('onnxruntime-node not installed: ONNX kernel tasks skipped');
  }
  bench.add('similarityMatrixAsync (chosen backend, clue columns)', async () => model.similarityMatrixAsync(rows));
  bench.add("neighbours('shark', 10) over the vocabulary", () => model.neighbours('shark', 10));
  await bench.run();

  // CPU time per call beside tinybench's wall clock: on a shared 2-core machine the wall clock of a
  // single-threaded kernel mostly measures the other processes; CPU time (all threads) does not.
  const cpuPerCall = async (fn, n = 10) => {
    await fn();
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    for (let i = 0; i < n; i++) await fn();
    const c = process.cpuUsage(c0);
    return { 'wall ms/call': ((performance.now() - t0) / n).toFixed(2), 'CPU ms/call': ((c.user + c.system) / 1000 / n).toFixed(2) };
  };
  const cpuRows = { 'TS kernel': await cpuPerCall(() => e.dotMatrix(store, dims, packed, clues), 5) };
  if (wasm !== null) {
    cpuRows['WASM SIMD kernel, packed'] = await cpuPerCall(() => wasm(packed, clues), 10);
    cpuRows['WASM SIMD kernel, gathered'] = await cpuPerCall(() => wasm(packed, cluesCopy), 10);
  }
  cpuRows['similarityMatrix (sync)'] = await cpuPerCall(() => model.similarityMatrix(rows), 10);
  if (onnx1 !== null) {
    cpuRows['ONNX Gemm, 1 thread'] = await cpuPerCall(() => onnx1.run(packed), 30);
    cpuRows['ONNX Gemm, 2 threads'] = await cpuPerCall(() => onnx2.run(packed), 30);
  }
  cpuRows['similarityMatrixAsync'] = await cpuPerCall(() => model.similarityMatrixAsync(rows), 30);
  console.log('CPU time per call (25 x clue vocabulary):');
  console.table(cpuRows);
  console.log(`load average now: ${(await import('node:os')).loadavg().map((x) => x.toFixed(1)).join(' ')} on ${(await import('node:os')).availableParallelism()} cores`);
  return bench;
}
