/**
 * The batched similarity kernel on ONNX Runtime: one Gemm node (A x B^T, models/kernels/similarity.onnx,
 * written by scripts/build-onnx-kernel.mjs with onnx-proto) run by onnxruntime-node's MLAS, which uses SIMD
 * where plain TypeScript cannot. Measured 20-40x faster than the TS kernel for 25 board rows against the
 * 50k clue words (bench/embeddings.bench.mjs; figures in docs/models.md), so the models use it when it is
 * installed. onnxruntime-node is not a dependency of codenames-ai: it arrives with the optional
 * @huggingface/transformers, and without it everything falls back to the TS kernel.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MODELS_DIR } from './model-files.js';

/** A similarity kernel bound to one vector table. */
export interface OnnxKernel {
  /** Intra-op threads the session uses. */
  readonly threads: number;
  /**
   * `rows` (packed R x dims) against every row of the table: a row-major R x count matrix. The result is
   * the kernel's own scratch buffer, overwritten by the next call: copy out what you keep before calling again.
   */
  run(rows: Float32Array): Promise<Float32Array>;
}

/** Path of the committed one-node graph. */
export const ONNX_KERNEL_FILE = join(MODELS_DIR, 'kernels', 'similarity.onnx');

// Just the part of the onnxruntime-node API used here, so the types do not depend on it being installed.
interface OrtTensor {
  readonly data: unknown;
}
interface OrtSession {
  run(feeds: Record<string, OrtTensor>, fetches?: Record<string, OrtTensor>): Promise<Record<string, OrtTensor>>;
}
interface Ort {
  InferenceSession: { create(model: Uint8Array, options: Record<string, unknown>): Promise<OrtSession> };
  Tensor: new (type: 'float32', data: Float32Array, dims: readonly number[]) => OrtTensor;
}

let ortPromise: Promise<Ort | null> | undefined;

/** onnxruntime-node, or null when it is not installed (or its native library does not load here). */
export function loadOrt(): Promise<Ort | null> {
  ortPromise ??= import('onnxruntime-node' as string).then(
    (m: { default?: Ort } & Partial<Ort>) => (m.InferenceSession !== undefined ? (m as Ort) : (m.default ?? null)),
    () => null,
  );
  return ortPromise;
}

/**
 * Builds an ONNX session over `store` (count x dims, row-major, unit rows). Resolves to null when
 * onnxruntime-node or the graph file is missing, so callers fall back to the TS kernel.
 * `threads` defaults to 1: tournaments run one game per core, and a second ORT thread would only fight them.
 */
export async function createOnnxKernel(store: Float32Array, dims: number, options: { threads?: number } = {}): Promise<OnnxKernel | null> {
  const ort = await loadOrt();
  if (ort === null || !existsSync(ONNX_KERNEL_FILE)) return null;
  const threads = options.threads ?? 1;
  const session = await ort.InferenceSession.create(readFileSync(ONNX_KERNEL_FILE), {
    intraOpNumThreads: threads,
    interOpNumThreads: 1,
    graphOptimizationLevel: 'all',
  });
  const count = store.length / dims;
  // The table is wrapped, not copied: the tensor points at the model's own buffer.
  const B = new ort.Tensor('float32', store, [count, dims]);
  // One output buffer per board size, reused: a fresh 5 MB result per call costs more in page faults than
  // the multiplication itself on a small machine.
  const scratch = new Map<number, { buffer: Float32Array; tensor: OrtTensor }>();
  return {
    threads,
    async run(rows) {
      const R = rows.length / dims;
      let out = scratch.get(R);
      if (out === undefined) {
        const buffer = new Float32Array(R * count);
        out = { buffer, tensor: new ort.Tensor('float32', buffer, [R, count]) };
        scratch.set(R, out);
      }
      const A = new ort.Tensor('float32', rows, [R, dims]);
      const result = await session.run({ A, B }, { Y: out.tensor });
      const y = result['Y']?.data;
      if (!(y instanceof Float32Array)) throw new Error('onnx similarity kernel: no float32 output Y');
      return y;
    },
  };
}
