/**
 * The synchronous similarity kernel in WebAssembly SIMD (f32x4): the same `rows x candidates` dot products as
 * the TS kernel, four lanes at a time. ONNX Runtime is faster still but only asynchronous; the agents call
 * `similarityMatrix` synchronously, so this is the kernel behind it whenever the dimension is a multiple of 4.
 *
 * The module is a few hundred bytes assembled here from opcodes (no toolchain, no binary file to ship). It
 * reads the model's vectors from its linear memory: compact models are decoded straight into that memory
 * ({@link allocateKernelStore}); other tables are copied there once.
 *
 * Memory layout: [0, storeBytes) the table; then a fixed 4 MiB scratch for board rows, candidate indices and
 * one chunk of output. The memory never grows, because growing would detach every view of the table.
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

const section = (id: number, body: number[]): number[] => [id, ...u(body.length), ...body];
const vec = (items: number[][]): number[] => [...u(items.length), ...items.flat()];

// Opcodes used below (core and SIMD, prefix 0xfd).
const GET = 0x20, SET = 0x21, TEE = 0x22, I32 = 0x41, ADD = 0x6a, MUL = 0x6c, SHL = 0x74, LT_U = 0x49, GE_U = 0x4f;
const BLOCK = 0x02, LOOP = 0x03, VOID = 0x40, BR = 0x0c, BR_IF = 0x0d, END = 0x0b;
const I32_LOAD = [0x28, 2, 0], F32_STORE = [0x38, 2, 0], F32_ADD = 0x92;
const V128_LOAD = [0xfd, 0x00, 0, 0], V128_ZERO = [0xfd, 0x0c, ...new Array<number>(16).fill(0)];
const F32X4_ADD = [0xfd, 0xe4, 0x01], F32X4_MUL = [0xfd, 0xe6, 0x01];
const lane = (i: number): number[] => [0xfd, 0x1f, i];

// Locals: params 0-6, then i32 j, r, d, cbase, rbase, r1, r2, r3 and v128 acc0-acc3, cv.
const STORE = 0, DIMS = 1, ROWS = 2, R = 3, CAND = 4, N = 5, OUT = 6;
const J = 7, RR = 8, D = 9, CBASE = 10, RBASE = 11, R1 = 12, R2 = 13, R3 = 14, ACC = [15, 16, 17, 18] as const, CV = 19;

/** `acc[k] += cv * row_k[d]` for the row pointer local `ptr`. */
const madd = (acc: number, ptr: number): number[] => [GET, acc, GET, CV, GET, ptr, GET, D, ADD, ...V128_LOAD, ...F32X4_MUL, ...F32X4_ADD, SET, acc];

/** out[(r + k) * n + j] = (lane0 + lane1) + (lane2 + lane3) of acc[k]. */
const storeSum = (k: number): number[] => {
  const a = ACC[k] as number;
  return [
    GET, OUT, GET, RR, I32, k, ADD, GET, N, MUL, GET, J, ADD, I32, 2, SHL, ADD,
    GET, a, ...lane(0), GET, a, ...lane(1), F32_ADD, GET, a, ...lane(2), GET, a, ...lane(3), F32_ADD, F32_ADD,
    ...F32_STORE,
  ];
};

/**
 * dot(store, dims, rows, R, cand, n, out): out[r*n + j] = rows[r] . store[cand[j]], pointers in bytes.
 * R must be a multiple of 4 (the caller pads): four board rows share each load of a candidate vector.
 */
function kernelBody(): number[] {
  const code = [
    GET, DIMS, I32, 2, SHL, SET, DIMS, // from here on DIMS holds the row length in bytes
    BLOCK, VOID, LOOP, VOID,
    GET, J, GET, N, GE_U, BR_IF, 1,
    // cbase = store + cand[j] * rowBytes
    GET, STORE, GET, CAND, GET, J, I32, 2, SHL, ADD, ...I32_LOAD, GET, DIMS, MUL, ADD, SET, CBASE,
    I32, 0, SET, RR, GET, ROWS, SET, RBASE,
    BLOCK, VOID, LOOP, VOID,
    GET, RR, GET, R, GE_U, BR_IF, 1,
    GET, RBASE, GET, DIMS, ADD, TEE, R1, GET, DIMS, ADD, TEE, R2, GET, DIMS, ADD, SET, R3,
    ...ACC.flatMap((a) => [...V128_ZERO, SET, a]),
    I32, 0, SET, D,
    LOOP, VOID,
    GET, CBASE, GET, D, ADD, ...V128_LOAD, SET, CV,
    ...madd(ACC[0], RBASE), ...madd(ACC[1], R1), ...madd(ACC[2], R2), ...madd(ACC[3], R3),
    GET, D, I32, 16, ADD, TEE, D, GET, DIMS, LT_U, BR_IF, 0,
    END,
    ...storeSum(0), ...storeSum(1), ...storeSum(2), ...storeSum(3),
    GET, R3, GET, DIMS, ADD, SET, RBASE,
    GET, RR, I32, 4, ADD, SET, RR,
    BR, 0,
    END, END,
    GET, J, I32, 1, ADD, SET, J,
    BR, 0,
    END, END,
    END,
  ];
  const locals = vec([[8, 0x7f], [5, 0x7b]]);
  return [...u(locals.length + code.length), ...locals, ...code];
}

/** The module's bytes: imports env.memory, exports dot. */
export function wasmKernelBytes(): Uint8Array {
  const i32 = 0x7f;
  const name = (text: string): number[] => {
    const bytes = [...new TextEncoder().encode(text)];
    return [...u(bytes.length), ...bytes];
  };
  return Uint8Array.from([
    0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00, // '\0asm', version 1
    ...section(1, vec([[0x60, ...vec([[i32], [i32], [i32], [i32], [i32], [i32], [i32]]), 0]])), // (i32 x7) -> ()
    ...section(2, vec([[...name('env'), ...name('memory'), 0x02, 0x00, ...u(1)]])), // import memory, min 1 page
    ...section(3, vec([[0]])), // one function of type 0
    ...section(7, vec([[...name('dot'), 0x00, 0]])), // export it as 'dot'
    ...section(10, vec([kernelBody()])),
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

let compiled: object | null | undefined;

/** The compiled module, or null where WebAssembly SIMD is unavailable. */
function wasmModule(): object | null {
  if (compiled === undefined) {
    try {
      compiled = wasm === undefined ? null : new wasm.Module(wasmKernelBytes());
    } catch {
      compiled = null;
    }
  }
  return compiled;
}

/** A synchronous kernel bound to one vector table. */
export type WasmKernel = (rows: Float32Array, candidates: Int32Array) => Float32Array;

const PAGE = 65536;
/** Fixed working space after the table: candidates, board rows and one chunk of output. Never grown. */
const SCRATCH_BYTES = 4 * 2 ** 20;

/** Memories made by {@link allocateKernelStore}, keyed by their buffer, so the kernel can skip the copy. */
const ownMemories = new WeakMap<ArrayBuffer, WasmMemory>();

/**
 * A zeroed Float32Array of `length` that lives at the start of a WebAssembly memory, for a model to fill
 * with its vectors: the kernel then reads them in place (no 20 MB copy, no copy time on the first call).
 * The memory is never grown, so views into it stay valid. Falls back to a plain Float32Array where
 * WebAssembly is unavailable.
 */
export function allocateKernelStore(length: number): Float32Array {
  if (wasm === undefined || wasmModule() === null) return new Float32Array(length);
  const memory = new wasm.Memory({ initial: Math.ceil((length * 4 + SCRATCH_BYTES) / PAGE) });
  ownMemories.set(memory.buffer, memory);
  return new Float32Array(memory.buffer, 0, length);
}

/**
 * The kernel over `store` (count x dims), or null when the dimension is not a multiple of 4 or SIMD is
 * unavailable (callers then use the TS kernel). A store from {@link allocateKernelStore} is used in place;
 * any other is copied into a new memory once.
 */
export function createWasmKernel(store: Float32Array, dims: number): WasmKernel | null {
  const mod = wasmModule();
  if (mod === null || wasm === undefined || dims % 4 !== 0 || dims === 0) return null;
  const count = store.length / dims;
  let memory = store.byteOffset === 0 && store.buffer instanceof ArrayBuffer ? ownMemories.get(store.buffer) : undefined;
  if (memory === undefined) {
    memory = new wasm.Memory({ initial: Math.ceil((store.length * 4 + SCRATCH_BYTES) / PAGE) });
    new Float32Array(memory.buffer, 0, store.length).set(store);
  }
  const mem = memory;
  const instance = new wasm.Instance(mod, { env: { memory: mem } });
  const dot = instance.exports['dot'] as (...args: number[]) => void;
  const scratchAt = (store.length * 4 + 15) & ~15;
  const scratchBytes = mem.buffer.byteLength - scratchAt;

  return (rows, candidates) => {
    const R = rows.length / dims;
    const n = candidates.length;
    // Out-of-range indices would read other rows of linear memory silently: refuse them instead.
    for (let j = 0; j < n; j++) {
      const c = candidates[j] as number;
      if (c < 0 || c >= count) throw new RangeError(`candidate index ${c} is outside the vocabulary (0..${count - 1})`);
    }
    const padded = (R + 3) & ~3; // the kernel takes four rows at a time; extra rows are zero and dropped
    const rowBytes = padded * dims * 4;
    // Candidates go through in chunks that fit the fixed scratch: 4 bytes of index + one output per row each.
    const chunk = Math.floor((scratchBytes - rowBytes) / (4 + 4 * padded));
    const result = new Float32Array(R * n);
    if (n === 0 || R === 0) return result;
    if (chunk < 1) throw new RangeError(`${R} rows do not fit the WebAssembly kernel's working space`);
    const rowsAt = scratchAt;
    const candAt = rowsAt + rowBytes;
    const rowView = new Float32Array(mem.buffer, rowsAt, padded * dims);
    rowView.set(rows);
    rowView.fill(0, rows.length);
    for (let j0 = 0; j0 < n; j0 += chunk) {
      const m = Math.min(chunk, n - j0);
      const outAt = candAt + m * 4;
      new Int32Array(mem.buffer, candAt, m).set(candidates.subarray(j0, j0 + m));
      dot(0, dims, rowsAt, padded, candAt, m, outAt);
      const out = new Float32Array(mem.buffer, outAt, R * m);
      for (let r = 0; r < R; r++) result.set(out.subarray(r * m, (r + 1) * m), r * n + j0);
    }
    return result;
  };
}
