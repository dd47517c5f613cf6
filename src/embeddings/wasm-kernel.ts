/**
 * The synchronous similarity kernel in WebAssembly SIMD (f32x4): the same `rows x candidates` dot products as
 * the TS kernel, four lanes at a time. ONNX Runtime is faster still but only asynchronous; the agents call
 * `similarityMatrix` synchronously, so this is the kernel behind it whenever the dimension is a multiple of 4.
 *
 * The module is a few kilobytes assembled here from opcodes (no toolchain, no binary file to ship), one per
 * dimension: the loop over the dimension is unrolled with the offsets as load immediates, so the inner code
 * is loads, multiplies and adds only. Each pass takes a block of board rows x four candidates (eight
 * independent accumulators for two rows), and the four sums of a row are folded with shuffles into one
 * vector and stored at once, since the four candidates are adjacent in the output.
 *
 * It reads the model's vectors from its linear memory: compact models are decoded straight into that memory
 * ({@link allocateKernelStore}); other tables are copied there once. One candidate list (the model's clue
 * words) can also be packed: its rows copied once, on first use, into a contiguous region, so the kernel
 * streams them in order instead of hopping over the recognition-only rows in between.
 *
 * Memory layout: [0, storeBytes) the table; then, when packing, the packed rows and their address list;
 * then a fixed 4 MiB scratch for board rows, candidate addresses and one chunk of output. The memory never
 * grows, because growing would detach every view of the table: its size is fixed when it is made.
 */

/** Unsigned LEB128. */
function u(n: number): number[] {
  const out: number[] = [];
  do {
    let b = n & 0x7f;
    n >>>= 7;
    if (n !== 0) b |= 0x80;
    out.push(b);
  } while (n !== 0);
  return out;
}

/** Signed LEB128 (i32.const immediates). */
function s(n: number): number[] {
  const out: number[] = [];
  for (;;) {
    const b = n & 0x7f;
    n >>= 7;
    if ((n === 0 && (b & 0x40) === 0) || (n === -1 && (b & 0x40) !== 0)) return [...out, b];
    out.push(b | 0x80);
  }
}

const section = (id: number, body: number[]): number[] => [id, ...u(body.length), ...body];
const vec = (items: number[][]): number[] => [...u(items.length), ...items.flat()];

// Opcodes used below (core and SIMD, prefix 0xfd).
const GET = 0x20, SET = 0x21, TEE = 0x22, I32 = 0x41, ADD = 0x6a, MUL = 0x6c, SHL = 0x74, LT_U = 0x49, GE_U = 0x4f;
const BLOCK = 0x02, LOOP = 0x03, VOID = 0x40, BR = 0x0c, BR_IF = 0x0d, END = 0x0b;
const i32Load = (offset: number): number[] => [0x28, 2, ...u(offset)];
const v128Load = (offset: number): number[] => [0xfd, 0x00, 0, ...u(offset)];
const V128_STORE = [0xfd, 0x0b, 0, 0], V128_ZERO = [0xfd, 0x0c, ...new Array<number>(16).fill(0)];
const F32X4_ADD = [0xfd, 0xe4, 0x01], F32X4_MUL = [0xfd, 0xe6, 0x01];
/** i8x16.shuffle picking float lanes (0-3 from the first operand, 4-7 from the second). */
const shuffle = (lanes: number[]): number[] => [0xfd, 0x0d, ...lanes.flatMap((l) => [4 * l, 4 * l + 1, 4 * l + 2, 4 * l + 3])];

// Locals of the dot functions: params 0-4, then i32 j, cp, rp, o, nb, d, then v128 x0-x3, cv, t0, t1, acc[r][i].
const ROWS = 0, REND = 1, CANDS = 2, N = 3, OUT = 4;
const J = 5, CP = 6, RP = 7, O = 8, NB = 9, D = 10;
const X0 = 11, CV = 15, T0 = 16, T1 = 17, ACC0 = 18;
/** Candidates per pass: four, so a row's sums fill one vector. */
const CB = 4;

/** Rows per block of the main loop: two (eight accumulators), measured best of 1-4 (see {@link wasmKernelBytes}). */
export const ROW_BLOCK = 2;
/** Steps of four floats per pass of the loop over the dimension (short bodies measured fastest under V8). */
export const UNROLL = 1;

/** acc..acc+3 (one row against four candidates) folded into one vector of the four sums, left on the stack. */
function foldRow(acc: number): number[] {
  const half = (p: number, q: number): number[] => [GET, p, GET, q, ...shuffle([0, 4, 1, 5]), GET, p, GET, q, ...shuffle([2, 6, 3, 7]), ...F32X4_ADD];
  return [...half(acc, acc + 1), SET, T0, ...half(acc + 2, acc + 3), SET, T1, GET, T0, GET, T1, ...shuffle([0, 1, 4, 5]), GET, T0, GET, T1, ...shuffle([2, 3, 6, 7]), ...F32X4_ADD];
}

/** A function body: local declarations (count, type) and code. */
function body(locals: number[][], code: number[]): number[] {
  const decl = vec(locals);
  return [...u(decl.length + code.length + 1), ...decl, ...code, END];
}

/**
 * dot(rows, rowsEnd, cands, n, out): out[r * n + j] = row_r . cand_j for the rows in [rows, rowsEnd) (in
 * blocks of `rb`) and the n candidate rows stored contiguously from `cands`; pointers in bytes, n a multiple
 * of 4. Contiguous candidates are what make it fast: a block's four candidate rows are one pointer plus
 * constant offsets, so each step is two address adds, 4 + rb loads and 8 * rb/2 multiply-adds.
 */
function dotBody(dims: number, rb: number, unroll: number): number[] {
  const rowBytes = dims * 4;
  const steps = dims / 4;
  const per = Math.min(unroll, steps);
  const looped = steps >= 2 * per; // else the steps are written out once, without a loop
  const mainSteps = looped ? steps - (steps % per) : steps;
  const acc = (r: number, i: number): number => ACC0 + r * CB + i;
  const at = (ptr: number): number[] => (looped ? [GET, ptr, GET, D, ADD] : [GET, ptr]);
  /** `count` steps at offsets 16k from the current position (ptr + d when looped). */
  const stepsCode = (count: number): number[] => {
    const code: number[] = [];
    for (let k = 0; k < count; k++) {
      for (let r = 0; r < rb; r++) code.push(...at(RP), ...v128Load(r * rowBytes + 16 * k), SET, X0 + r);
      for (let i = 0; i < CB; i++) {
        code.push(...at(CP), ...v128Load(i * rowBytes + 16 * k), SET, CV);
        for (let r = 0; r < rb; r++) code.push(GET, acc(r, i), GET, X0 + r, GET, CV, ...F32X4_MUL, ...F32X4_ADD, SET, acc(r, i));
      }
    }
    return code;
  };
  const inner = looped
    ? [I32, 0, SET, D, LOOP, VOID, ...stepsCode(per), GET, D, I32, ...s(16 * per), ADD, TEE, D, I32, ...s(16 * mainSteps), LT_U, BR_IF, 0, END, ...stepsCode(steps - mainSteps)]
    : stepsCode(steps);
  const code = [
    GET, N, I32, 2, SHL, SET, NB,
    GET, CANDS, SET, CP,
    BLOCK, VOID, LOOP, VOID,
    GET, J, GET, N, GE_U, BR_IF, 1,
    GET, ROWS, SET, RP,
    GET, OUT, GET, J, I32, 2, SHL, ADD, SET, O,
    BLOCK, VOID, LOOP, VOID,
    GET, RP, GET, REND, GE_U, BR_IF, 1,
    ...Array.from({ length: rb * CB }, (_, a) => [...V128_ZERO, SET, ACC0 + a]).flat(),
    ...inner,
    ...Array.from({ length: rb }, (_, r) => [GET, O, ...foldRow(acc(r, 0)), ...V128_STORE, GET, O, GET, NB, ADD, SET, O]).flat(),
    GET, RP, I32, ...s(rb * rowBytes), ADD, SET, RP,
    BR, 0,
    END, END,
    GET, J, I32, CB, ADD, SET, J,
    GET, CP, I32, ...s(CB * rowBytes), ADD, SET, CP,
    BR, 0,
    END, END,
  ];
  return body([[6, 0x7f], [4 + 3 + rb * CB, 0x7b]], code);
}

/**
 * gather(idx, n, dst): copies table row idx[j] (the table starts at address 0) to dst + j * rowBytes for
 * j < n, four floats at a time, so a candidate list that is not packed runs through the same kernel.
 */
function gatherBody(dims: number): number[] {
  const rowBytes = dims * 4;
  const IDX = 0, COUNT = 1, DST = 2, END_ = 3, SRC = 4, K = 5;
  const code = [
    GET, IDX, GET, COUNT, I32, 2, SHL, ADD, SET, END_,
    BLOCK, VOID, LOOP, VOID,
    GET, IDX, GET, END_, GE_U, BR_IF, 1,
    GET, IDX, ...i32Load(0), I32, ...s(rowBytes), MUL, SET, SRC,
    I32, 0, SET, K,
    LOOP, VOID,
    GET, DST, GET, K, ADD, GET, SRC, GET, K, ADD, ...v128Load(0), ...V128_STORE,
    GET, K, I32, 16, ADD, TEE, K, I32, ...s(rowBytes), LT_U, BR_IF, 0,
    END,
    GET, DST, I32, ...s(rowBytes), ADD, SET, DST,
    GET, IDX, I32, 4, ADD, SET, IDX,
    BR, 0,
    END, END,
  ];
  return body([[3, 0x7f]], code);
}

/**
 * The module's bytes for one dimension (a positive multiple of 4): imports env.memory, exports `dot`
 * (blocks of `rowBlock` rows), `dot1` (one row at a time, for the rows left over) and `gather`.
 * Measured (25 x 50,000 x 100d, one process, pinned core): two rows x four candidates with one step per
 * pass beat one, three and four rows and two or more steps per pass (register pressure: three rows need
 * 16 vector registers, all x64 has under V8).
 */
export function wasmKernelBytes(dims: number, rowBlock = ROW_BLOCK, unroll = UNROLL): Uint8Array {
  if (!(Number.isInteger(dims) && dims > 0 && dims % 4 === 0)) throw new RangeError(`the WebAssembly kernel needs a positive multiple of 4 dimensions, not ${dims}`);
  const i32 = 0x7f;
  const name = (text: string): number[] => {
    const bytes = [...new TextEncoder().encode(text)];
    return [...u(bytes.length), ...bytes];
  };
  return Uint8Array.from([
    0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00, // '\0asm', version 1
    ...section(1, vec([[0x60, ...vec([[i32], [i32], [i32], [i32], [i32]]), 0], [0x60, ...vec([[i32], [i32], [i32]]), 0]])), // (i32 x5) -> (), (i32 x3) -> ()
    ...section(2, vec([[...name('env'), ...name('memory'), 0x02, 0x00, ...u(1)]])), // import memory, min 1 page
    ...section(3, vec([[0], [0], [1]])),
    ...section(7, vec([[...name('dot'), 0x00, 0], [...name('dot1'), 0x00, 1], [...name('gather'), 0x00, 2]])),
    ...section(10, vec([dotBody(dims, rowBlock, unroll), dotBody(dims, 1, unroll), gatherBody(dims)])),
  ]);
}

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
 * Where the packed rows and the scratch start, in bytes, for a table of `storeBytes` and `packCount` packed
 * rows, followed by four zero rows: a block of four candidates that starts at any packed row stays inside
 * the region (the results of rows past the list are dropped).
 */
function kernelLayout(storeBytes: number, dims: number, packCount: number): { packAt: number; scratchAt: number } {
  const packAt = align16(storeBytes);
  return { packAt, scratchAt: align16(packAt + (packCount + 4) * dims * 4) };
}

/** Memories made by {@link allocateKernelStore}, keyed by their buffer, so the kernel can skip the copy. */
const ownMemories = new WeakMap<ArrayBuffer, WasmMemory>();

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
    memory = new wasm.Memory({ initial: Math.ceil((layout.scratchAt + SCRATCH_BYTES) / MEMORY_PAGE) });
    new Float32Array(memory.buffer, 0, store.length).set(store);
  }
  const mem = memory;
  const instance = new wasm.Instance(mod, { env: { memory: mem } });
  const dotBlock = instance.exports['dot'] as (rows: number, rowsEnd: number, cands: number, n: number, out: number) => void;
  const dotOne = instance.exports['dot1'] as typeof dotBlock;
  const gather = instance.exports['gather'] as (idx: number, n: number, dst: number) => void;
  const rowBytes = dims * 4;
  // Pack only when the packed region and the scratch both fit the (fixed) memory; else gather like any list.
  const packing = pack !== undefined && pack.length > 0 && layout.scratchAt + SCRATCH_BYTES <= mem.buffer.byteLength;
  const scratchAt = packing ? layout.scratchAt : layout.packAt;
  const scratchBytes = mem.buffer.byteLength - scratchAt;
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
    // Out-of-range indices would read other rows of linear memory silently: refuse them instead.
    for (let j = 0; j < n; j++) {
      const c = candidates[j] as number;
      if (c < 0 || c >= count) throw new RangeError(`candidate index ${c} is outside the vocabulary (0..${count - 1})`);
    }
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
    const rowsBytes = R * rowBytes;
    // Candidates go through in chunks (multiples of four) that fit the fixed scratch: one output per row
    // each, and when gathering an index and a copied row.
    const perCandidate = 4 * R + (usePacked ? 0 : 4 + rowBytes);
    // Gathered chunks are kept to ~512 KiB of rows, so the kernel reads them back from L2 (measured ~5% of
    // the call against 8,000-row chunks); the packed rows are read straight from the table region.
    const fits = Math.floor((scratchBytes - rowsBytes - 64) / perCandidate) & ~3;
    const chunk = usePacked ? fits : Math.min(fits, Math.max(4, Math.floor(GATHER_BYTES / rowBytes) & ~3));
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
      let cands = layout.packAt + (offset + j0) * rowBytes;
      if (!usePacked) {
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
