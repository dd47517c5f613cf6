#!/usr/bin/env node
/**
 * Writes models/kernels/similarity.onnx: a one-node ONNX graph Y = Gemm(A, B, transB=1), i.e. A x B^T, with
 * every dimension symbolic (A: R x D board rows, B: N x D vocabulary rows, Y: R x N). It is the ONNX form of
 * the batched similarity kernel; Gemm with transB reads the model's row-major vector table as it is, with no
 * transposed copy. Built with onnx-proto (a devDependency) so the package ships the bytes and needs only
 * onnxruntime-node at run time. Reproducible: no timestamps in the graph.
 *
 * Usage: node scripts/build-onnx-kernel.mjs [--out FILE]   (also used by test/embeddings/onnx-kernel.test.ts)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The graph's bytes. */
export function similarityGraph() {
  const { onnx } = createRequire(import.meta.url)('onnx-proto');
  const FLOAT = onnx.TensorProto.DataType.FLOAT;
  const tensor = (name, dims) =>
    onnx.ValueInfoProto.create({ name, type: { tensorType: { elemType: FLOAT, shape: { dim: dims.map((d) => ({ dimParam: d })) } } } });
  const gemm = onnx.NodeProto.create({
    name: 'similarity',
    opType: 'Gemm',
    input: ['A', 'B'],
    output: ['Y'],
    attribute: [onnx.AttributeProto.create({ name: 'transB', type: onnx.AttributeProto.AttributeType.INT, i: 1 })],
  });
  const graph = onnx.GraphProto.create({
    name: 'codenames-ai-similarity',
    node: [gemm],
    input: [tensor('A', ['R', 'D']), tensor('B', ['N', 'D'])],
    output: [tensor('Y', ['R', 'N'])],
  });
  const model = onnx.ModelProto.create({
    irVersion: 8,
    opsetImport: [onnx.OperatorSetIdProto.create({ domain: '', version: 13 })],
    producerName: 'codenames-ai',
    graph,
  });
  return onnx.ModelProto.encode(model).finish();
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { out: { type: 'string', default: join(ROOT, 'models', 'kernels', 'similarity.onnx') } } });
  mkdirSync(dirname(values.out), { recursive: true });
  const bytes = similarityGraph();
  writeFileSync(values.out, bytes);
  process.stderr.write(`wrote ${values.out} (${bytes.length} bytes)\n`);
}
