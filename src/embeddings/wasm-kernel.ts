/**
 * The synchronous similarity kernel in WebAssembly SIMD (f32x4): the same `rows x candidates` dot products as
 * the TS kernel, four lanes at a time. ONNX Runtime is faster still but only asynchronous; the agents call
 * `similarityMatrix` synchronously, so this is the kernel behind it whenever the dimension is a multiple of 4.
 * The module itself is assembled in wasm-kernel-module.ts.
 *
 * It reads the model's vectors from its linear memory: compact models are decoded straight into that memory
 * ({@link allocateKernelStore}); other tables are copied there once. One candidate list (the model's clue
 * words) is packed: from its second use on, its rows are copied, as far as the calls reach, into a
 * contiguous region, so the kernel streams them in order instead of hopping over the recognition-only rows
 * in between. Other lists are gathered into the scratch chunk by chunk.
 *
 * Memory layout: [0, storeBytes) the table; then, when packing, the packed rows and four zero rows; the
 * memory's last 4 MiB are the scratch for board rows, one chunk of output and gathered rows. The memory never
 * grows, because growing would detach every view of the table: its size is fixed when it is made.
 */
import { ROW_BLOCK, wasmKernelBytes } from './wasm-kernel-module.js';

export { wasmKernelBytes } from './wasm-kernel-module.js';

// The few WebAssembly APIs used here; the project's lib settings (ES2023, no DOM) do not declare them.
interface WasmMemory {
  readonly buffer: ArrayBuffer;
  grow(pages: number): number;
}
interface WasmApi {
  Module: new (bytes: Uint8Array) => object;
  Instance: new (module: object, imports: Record<string, Record<string, unknown>>) => { exports: Record<string, unknown> };
  Memory: new (descriptor: { initial: number }) => WasmMemory;
}
const wasm = (globalThis as unknown as { WebAssembly?: WasmApi }).WebAssembly;

/** Compiled modules by `dims/rowBlock`; null where WebAssembly SIMD is unavailable. */
const compiled = new Map<string, object | null>();

function wasmModule(dims: number, rowBlock: number): object | null {
  const key = `${dims}/${rowBlock}`;
  let mod = compiled.get(key);
  if (mod === undefined) {
    try {
      mod = wasm === undefined ? null : new wasm.Module(wasmKernelBytes(dims, rowBlock));
    } catch {
      mod = null;
    }
    compiled.set(key, mod);
  }
  return mod;
}

/** Whether this runtime compiles the SIMD module at all (checked once with the smallest one). */
function simdAvailable(): boolean {
  return wasmModule(4, ROW_BLOCK) !== null;
}

/** A synchronous kernel bound to one vector table. */
export type WasmKernel = (rows: Float32Array, candidates: Int32Array) => Float32Array;

const MEMORY_PAGE = 65536;
/** Fixed working space after the table (and packed rows): board rows, gathered candidates, one chunk of output. */
const SCRATCH_BYTES = 4 * 2 ** 20;
const align16 = (n: number): number => (n + 15) & ~15;
/** Rows gathered per chunk for a list that is not packed: about an L2 cache's worth. */
const GATHER_BYTES = 512 * 1024;

/**
 * Where the packed rows start and end, in bytes, for a table of `storeBytes` and `packCount` packed rows,
 * followed by four zero rows: a block of four candidates that starts at any packed row stays inside the
 * region (the results of rows past the list are dropped). The scratch is the memory's last SCRATCH_BYTES,
 * the same for every kernel on a shared memory, so one kernel's scratch never lands on another's packed rows.
 */
function kernelLayout(storeBytes: number, dims: number, packCount: number): { packAt: number; packEnd: number } {
  const packAt = align16(storeBytes);
  return { packAt, packEnd: align16(packAt + (packCount + 4) * dims * 4) };
}

/** Memories made by {@link allocateKernelStore}, keyed by their buffer, so the kernel can skip the copy. */
const ownMemories = new WeakMap<ArrayBuffer, WasmMemory>();
/** The pack list whose rows a shared memory's packed region holds: a kernel with another list gathers. */
const packOwners = new WeakMap<WasmMemory, Int32Array>();

/**
 * A zeroed Float32Array of `length` that lives at the start of a WebAssembly memory, for a model to fill
 * with its vectors: the kernel then reads them in place (no 20 MB copy, no copy time on the first call).
 * The memory also reserves room for a packed copy of up to `length` floats (address space only: its pages
 * are not touched, so not resident, until a kernel packs into them) and the scratch. It is never grown, so
 * views into it stay valid. Falls back to a plain Float32Array where WebAssembly is unavailable.
 */
export function allocateKernelStore(length: number): Float32Array {
  if (wasm === undefined || !simdAvailable()) return new Float32Array(length);
  // Table, packed rows (at most as many), their four zero rows (16 * dims bytes, at most 4 * length for a
  // table of four rows or more; a smaller one is gathered instead), alignment and the scratch.
  const memory = new wasm.Memory({ initial: Math.ceil((12 * length + 64 + SCRATCH_BYTES) / MEMORY_PAGE) });
  ownMemories.set(memory.buffer, memory);
  return new Float32Array(memory.buffer, 0, length);
}

/**
 * Throws a RangeError for an index outside the table (it would read other rows of linear memory silently);
 * returns whether the list is one ascending run (neighbours() passes every index), whose rows are then
 * contiguous in the table already. A function of its own so V8 optimises the loop by itself: inlined in the
 * kernel's closure, the closure's optimised code was deoptimised again and again (seen with --trace-deopt).
 */
function checkCandidates(candidates: Int32Array, count: number): boolean {
  const n = candidates.length;
  const first = n > 0 ? (candidates[0] as number) : 0;
  let run = true;
  for (let j = 0; j < n; j++) {
    const c = candidates[j] as number;
    if (c < 0 || c >= count) throw new RangeError(`candidate index ${c} is outside the vocabulary (0..${count - 1})`);
    if (c !== first + j) run = false;
  }
  return run;
}

/** Options of {@link createWasmKernel}. */
export interface WasmKernelOptions {
  /**
   * A candidate list to pack (the model's clue indices): from the second call with this array or a view of
   * part of it (`subarray`) on, the kernel runs over a contiguous copy of its rows, copied on demand as far
   * as the calls reach. Not on the first: a one-shot run
   * (one CLI clue) would pay the copy's page faults (~20 MB, 60 ms on the test VM) for nothing. Neither the
   * table nor the list may change once packed.
   */
  readonly pack?: Int32Array;
  /** Rows per block of the main loop (1-4; tuning and benchmarks only). */
  readonly rowBlock?: number;
}

/**
 * The kernel over `store` (count x dims), or null when the dimension is not a multiple of 4 or SIMD is
 * unavailable (callers then use the TS kernel). A store from {@link allocateKernelStore} is used in place;
 * any other is copied into a new memory once. Candidate lists other than `options.pack` are gathered in
 * chunks into the scratch (by the module, four floats at a time) and run through the same kernel.
 */
export function createWasmKernel(store: Float32Array, dims: number, options: WasmKernelOptions = {}): WasmKernel | null {
  const rowBlock = options.rowBlock ?? ROW_BLOCK;
  if (wasm === undefined || dims % 4 !== 0 || dims === 0 || !Number.isInteger(rowBlock) || rowBlock < 1 || rowBlock > 4) return null;
  const mod = wasmModule(dims, rowBlock);
  if (mod === null) return null;
  const count = store.length / dims;
  const pack = options.pack;
  const layout = kernelLayout(store.length * 4, dims, pack?.length ?? 0);
  let memory = store.byteOffset === 0 && store.buffer instanceof ArrayBuffer ? ownMemories.get(store.buffer) : undefined;
  if (memory === undefined) {
    memory = new wasm.Memory({ initial: Math.ceil((layout.packEnd + SCRATCH_BYTES) / MEMORY_PAGE) });
    new Float32Array(memory.buffer, 0, store.length).set(store);
  }
  const mem = memory;
  const instance = new wasm.Instance(mod, { env: { memory: mem } });
  const dotBlock = instance.exports['dot'] as (rows: number, rowsEnd: number, cands: number, n: number, out: number) => void;
  const dotOne = instance.exports['dot1'] as typeof dotBlock;
  const gather = instance.exports['gather'] as (idx: number, n: number, dst: number) => void;
  const rowBytes = dims * 4;
  // Pack only when the packed region and the scratch both fit the (fixed) memory and no kernel on the same
  // memory packs another list there; else gather like any list.
  const owner = packOwners.get(mem);
  const scratchAt = mem.buffer.byteLength - SCRATCH_BYTES;
  const scratchBytes = SCRATCH_BYTES;
  const packing = pack !== undefined && pack.length > 0 && layout.packEnd <= scratchAt && (owner === undefined || owner === pack);
  if (packing) packOwners.set(mem, pack);
  let packedRows = 0; // the first packedRows entries of the pack list are copied
  let packUses = 0;

  /**
   * Where `candidates` starts inside the pack list: 0 for the list itself, the offset for a view of part of
   * it (the agents' clue pool is `clueIndices.subarray(0, poolSize)`), -1 for any other array.
   */
  function packOffset(candidates: Int32Array): number {
    if (pack === undefined) return -1;
    if (candidates === pack) return 0;
    if (candidates.buffer !== pack.buffer) return -1;
    const offset = (candidates.byteOffset - pack.byteOffset) / 4;
    return offset >= 0 && offset + candidates.length <= pack.length ? offset : -1;
  }

  return (rows, candidates) => {
    const R = rows.length / dims;
    const n = candidates.length;
    const run = checkCandidates(candidates, count);
    const first = n > 0 ? (candidates[0] as number) : 0;
    const result = new Float32Array(R * n);
    if (n === 0 || R === 0) return result;
    const offset = packing ? packOffset(candidates) : -1;
    const usePacked = offset >= 0 && ++packUses >= 2;
    if (usePacked && pack !== undefined && offset + n > packedRows) {
      // Copied as far as this call reaches, once: the agents' pool is the first 12,000 clue words, so only
      // those are resident (the zero rows after the list are the memory's initial zeros).
      const end = offset + n;
      const idx = new Int32Array(mem.buffer, scratchAt, Math.min(end - packedRows, scratchBytes >> 2));
      for (let j0 = packedRows; j0 < end; j0 += idx.length) {
        const m = Math.min(idx.length, end - j0);
        idx.set(pack.subarray(j0, j0 + m));
        gather(scratchAt, m, layout.packAt + j0 * rowBytes);
      }
      packedRows = end;
    }
    // Where the candidate rows lie contiguously (blocks of four past the end read the zero rows after the
    // packed list, or the scratch after the table: valid memory, results dropped), or -1: gather them.
    const contiguousAt = usePacked ? layout.packAt + offset * rowBytes : run ? first * rowBytes : -1;
    const direct = contiguousAt >= 0;
    const rowsBytes = R * rowBytes;
    // Candidates go through in chunks (multiples of four) that fit the fixed scratch: one output per row
    // each, and when gathering an index and a copied row.
    const perCandidate = 4 * R + (direct ? 0 : 4 + rowBytes);
    // Gathered chunks are kept to ~512 KiB of rows, so the kernel reads them back from L2 (measured ~5% of
    // the call against 8,000-row chunks); the packed rows are read straight from the table region.
    const fits = Math.floor((scratchBytes - rowsBytes - 64) / perCandidate) & ~3;
    const chunk = direct ? fits : Math.min(fits, Math.max(4, Math.floor(GATHER_BYTES / rowBytes) & ~3));
    if (chunk < 4) throw new RangeError(`${R} rows do not fit the WebAssembly kernel's working space`);
    const rowsAt = scratchAt;
    new Float32Array(mem.buffer, rowsAt, R * dims).set(rows);
    const blockEnd = rowsAt + (R - (R % rowBlock)) * rowBytes;
    const outAt = align16(rowsAt + rowsBytes);
    const idxAt = align16(outAt + 4 * R * chunk);
    const candsAt = align16(idxAt + 4 * chunk);
    for (let j0 = 0; j0 < n; j0 += chunk) {
      const m = Math.min(chunk, n - j0);
      const mPad = (m + 3) & ~3;
      let cands = contiguousAt + j0 * rowBytes;
      if (!direct) {
        // The chunk's rows, padded with copies of its last row to a multiple of four.
        const idx = new Int32Array(mem.buffer, idxAt, mPad);
        idx.set(candidates.subarray(j0, j0 + m));
        idx.fill(candidates[j0 + m - 1] as number, m);
        gather(idxAt, mPad, candsAt);
        cands = candsAt;
      }
      if (blockEnd > rowsAt) dotBlock(rowsAt, blockEnd, cands, mPad, outAt);
      if (blockEnd < rowsAt + rowsBytes) dotOne(blockEnd, rowsAt + rowsBytes, cands, mPad, outAt + ((blockEnd - rowsAt) / rowBytes) * mPad * 4);
      const out = new Float32Array(mem.buffer, outAt, R * mPad);
      for (let r = 0; r < R; r++) result.set(out.subarray(r * mPad, r * mPad + m), r * n + j0);
    }
    return result;
  };
}
