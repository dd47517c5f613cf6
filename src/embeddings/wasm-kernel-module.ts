/**
 * The WebAssembly SIMD similarity module, assembled here from opcodes (no toolchain, no binary file to ship):
 * a few kilobytes, one module per dimension, run by wasm-kernel.ts.
 *
 * `dot` scores blocks of two board rows x four candidates whose rows lie contiguously in memory: the four
 * candidate rows are one pointer plus constant offsets, eight independent accumulators hide the add latency,
 * and each row's four sums are folded with shuffles into one vector stored at once (the four candidates
 * are adjacent in the output). `dot1` takes one row at a time (the odd row, so no padded rows are computed);
 * `gather` copies table rows by index into a contiguous buffer, so any candidate list runs through `dot`.
 *
 * Measured (25 x 50,000 x 100d, both kernels in one process, one pinned core): this layout at one step of
 * four floats per loop pass beat one, three or four rows per block (three need 16 live vector registers, all
 * x64 has under V8), two or more steps per pass, and the whole dimension unrolled (1.5-2x slower under V8).
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
 * (blocks of `rowBlock` rows), `dot1` (one row at a time, for the rows left over) and `gather`. `rowBlock`
 * (1-4) and `unroll` (steps of four floats per loop pass) are there for the measurements above.
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
