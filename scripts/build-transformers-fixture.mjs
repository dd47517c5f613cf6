#!/usr/bin/env node
/**
 * Builds fixtures/tiny-glove/: a tiny transformers.js model the tests run offline through
 * pipeline('feature-extraction'). It is a slice of the default English model (400 words x 100 dims) as a
 * one-node ONNX graph, last_hidden_state = Gather(embeddings, input_ids), written with onnx-proto, plus a
 * WordPiece tokenizer.json over the same words (no [CLS]/[SEP] post-processing, so one word = one row) and a
 * BERT-style config.json. Mean pooling of a one-token word therefore returns exactly that word's GloVe row,
 * which lets the test compare the provider against the compact model with a tight tolerance.
 *
 * Usage: npm run build && node scripts/build-transformers-fixture.mjs   (reproducible: same bytes each run)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(ROOT, 'fixtures', 'tiny-glove');
const { onnx } = createRequire(import.meta.url)('onnx-proto');
const { loadModelSync } = await import(join(ROOT, 'dist', 'embeddings', 'index.js'));

const model = loadModelSync(join(ROOT, 'models', 'en'));
// Theme words the tests use, then the most frequent clue words up to 400.
const THEME = ['shark', 'whale', 'dolphin', 'fish', 'ocean', 'sea', 'ice', 'cream', 'chocolate', 'berlin', 'paris', 'london', 'piano', 'guitar', 'music', 'doctor', 'hospital', 'nurse'];
const words = [...THEME];
for (const i of model.clueIndices) {
  if (words.length >= 400) break;
  const w = model.vocabulary[i];
  if (!words.includes(w)) words.push(w);
}
const SPECIAL = ['[PAD]', '[UNK]', '[CLS]', '[SEP]', '[MASK]'];
const tokens = [...SPECIAL, ...words];
const dims = model.dimensions;
const table = new Float32Array(tokens.length * dims); // special tokens keep zero rows
words.forEach((w, i) => table.set(model.vector(w), (SPECIAL.length + i) * dims));

const FLOAT = onnx.TensorProto.DataType.FLOAT;
const INT64 = onnx.TensorProto.DataType.INT64;
const io = (name, type, dims) =>
  onnx.ValueInfoProto.create({ name, type: { tensorType: { elemType: type, shape: { dim: dims.map((d) => (typeof d === 'string' ? { dimParam: d } : { dimValue: d })) } } } });
const graph = onnx.GraphProto.create({
  name: 'tiny-glove',
  node: [onnx.NodeProto.create({ name: 'lookup', opType: 'Gather', input: ['embeddings', 'input_ids'], output: ['last_hidden_state'], attribute: [onnx.AttributeProto.create({ name: 'axis', type: onnx.AttributeProto.AttributeType.INT, i: 0 })] })],
  initializer: [onnx.TensorProto.create({ name: 'embeddings', dataType: FLOAT, dims: [tokens.length, dims], rawData: new Uint8Array(table.buffer) })],
  input: [io('input_ids', INT64, ['batch', 'sequence'])],
  output: [io('last_hidden_state', FLOAT, ['batch', 'sequence', dims])],
});
const bytes = onnx.ModelProto.encode(onnx.ModelProto.create({ irVersion: 8, opsetImport: [{ domain: '', version: 13 }], producerName: 'codenames-ai', graph })).finish();

const tokenizer = {
  version: '1.0',
  truncation: null,
  padding: null,
  added_tokens: SPECIAL.map((content, id) => ({ id, content, single_word: false, lstrip: false, rstrip: false, normalized: false, special: true })),
  normalizer: { type: 'BertNormalizer', clean_text: true, handle_chinese_chars: true, strip_accents: null, lowercase: true },
  pre_tokenizer: { type: 'BertPreTokenizer' },
  post_processor: null,
  decoder: { type: 'WordPiece', prefix: '##', cleanup: true },
  model: { type: 'WordPiece', unk_token: '[UNK]', continuing_subword_prefix: '##', max_input_chars_per_word: 100, vocab: Object.fromEntries(tokens.map((t, i) => [t, i])) },
};
const tokenizerConfig = { tokenizer_class: 'BertTokenizer', do_lower_case: true, model_max_length: 512, unk_token: '[UNK]', pad_token: '[PAD]', cls_token: '[CLS]', sep_token: '[SEP]', mask_token: '[MASK]' };
const config = { model_type: 'bert', architectures: ['BertModel'], hidden_size: dims, vocab_size: tokens.length, num_hidden_layers: 0, num_attention_heads: 1, max_position_embeddings: 512, pad_token_id: 0 };

mkdirSync(join(OUT, 'onnx'), { recursive: true });
writeFileSync(join(OUT, 'onnx', 'model.onnx'), bytes);
writeFileSync(join(OUT, 'tokenizer.json'), `${JSON.stringify(tokenizer)}\n`);
writeFileSync(join(OUT, 'tokenizer_config.json'), `${JSON.stringify(tokenizerConfig, null, 2)}\n`);
writeFileSync(join(OUT, 'config.json'), `${JSON.stringify(config, null, 2)}\n`);
writeFileSync(
  join(OUT, 'README.md'),
  `# tiny-glove (test fixture)\n\nA ${words.length}-word x ${dims}-dimension slice of the default English model (GloVe 6B 100d, PDDL) as a\none-node ONNX Gather graph with a WordPiece tokenizer, for the transformers.js provider tests.\nBuilt by scripts/build-transformers-fixture.mjs; do not edit by hand.\n`,
);
process.stderr.write(`wrote ${OUT}: ${words.length} words, model.onnx ${bytes.length} bytes\n`);
