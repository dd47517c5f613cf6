/**
 * A blend of two word models as one `EmbeddingModel`: each word's vector is the concatenation
 * [sqrt(w) * a, sqrt(1 - w) * b] of its unit vectors in the two models, so a dot product is the weighted mean
 * w * cos_a + (1 - w) * cos_b of the two cosines. This lets one guesser or spymaster think with both GloVe's
 * distributional associations and the WordNet mind's definitions and relations.
 *
 * A word only one model knows keeps just that part, scaled so that its dot products are that model's cosine
 * (the other model's opinion is imputed by this one's); a word neither knows is out of vocabulary.
 */
import { CodenamesError } from '../errors.js';
import type { EmbeddingModel, Lookup, Neighbour } from '../embeddings/types.js';
import { normaliseWord } from './array-model.js';

/**
 * Blends `a` (weight `weight`) with `b` (weight 1 - weight). Vocabulary: `a`'s, then `b`'s words `a` lacks;
 * clue words: `a`'s.
 *
 * @example
 * const both = blendModels(await loadDefaultModel(), loadWordNetMind(), 0.5);
 * both.similarity('sub', 'sandwich'); // the mean of the two models' cosines
 */
export function blendModels(a: EmbeddingModel, b: EmbeddingModel, weight = 0.5): EmbeddingModel {
  if (!(weight > 0 && weight < 1)) throw new CodenamesError('agent/bad-option', `blend weight must be strictly between 0 and 1; got ${weight}.`);
  if (a.lang !== b.lang) throw new CodenamesError('model/language-mismatch', `cannot blend a '${a.lang}' model with a '${b.lang}' model; blend two models of one language.`);
  const da = a.dimensions;
  const dim = da + b.dimensions;
  const wa = Math.sqrt(weight);
  const wb = Math.sqrt(1 - weight);
  const vocabulary: string[] = [...a.vocabulary];
  const index = new Map<string, number>();
  vocabulary.forEach((w, i) => index.set(normaliseWord(w), i));
  for (const w of b.vocabulary) {
    const k = normaliseWord(w);
    if (!index.has(k)) {
      index.set(k, vocabulary.length);
      vocabulary.push(w);
    }
  }
  const cache = new Map<number, Float32Array>();

  /** The blended vector from the two parts (either may be missing, not both). */
  const combine = (va: Float32Array | null, vb: Float32Array | null): Float32Array => {
    const v = new Float32Array(dim);
    // Scale a lone part by 1/sqrt(its weight): its dot with a full vector is then exactly that model's cosine.
    const sa = vb === null ? 1 / wa : wa;
    const sb = va === null ? 1 / wb : wb;
    if (va !== null) for (let d = 0; d < da; d++) v[d] = va[d]! * sa;
    if (vb !== null) for (let d = 0; d < b.dimensions; d++) v[da + d] = vb[d]! * sb;
    return v;
  };
  const lookup = (word: string): Lookup => {
    const la = a.lookup(word);
    const lb = b.lookup(word);
    if (!la.ok && !lb.ok) return { ok: false, reason: 'oov', missing: la.missing };
    const vector = combine(la.ok ? la.vector : null, lb.ok ? lb.vector : null);
    const tokens = la.ok ? la.tokens : lb.ok ? lb.tokens : [];
    const kind = (la.ok && la.kind === 'compound') || (lb.ok && lb.kind === 'compound') ? 'compound' : 'exact';
    return { ok: true, vector, tokens, kind };
  };
  const vectorAt = (i: number): Float32Array => {
    let v = cache.get(i);
    if (v !== undefined) return v;
    const w = vocabulary[i];
    if (w === undefined) throw new CodenamesError('model/unknown-word', `index ${i} is outside the blended model (0..${vocabulary.length - 1}).`);
    const l = lookup(w);
    if (!l.ok) throw new CodenamesError('model/unknown-word', `'${w}' has no vector in either blended model.`);
    v = l.vector;
    if (cache.size > 200_000) cache.clear();
    cache.set(i, v);
    return v;
  };
  const dot = (x: Float32Array, y: Float32Array): number => {
    let s = 0;
    for (let d = 0; d < dim; d++) s += x[d]! * y[d]!;
    return s;
  };
  const vector = (w: string): Float32Array | null => {
    const l = lookup(w);
    return l.ok ? l.vector : null;
  };
  return {
    name: `blend(${a.name}*${weight},${b.name})`,
    lang: a.lang,
    dimensions: dim,
    vocabulary,
    clueIndices: a.clueIndices,
    has: (w) => a.has(w) || b.has(w),
    indexOf: (w) => index.get(normaliseWord(w)) ?? -1,
    lookup,
    vector,
    similarity(x, y) {
      const vx = vector(x);
      const vy = vector(y);
      return vx === null || vy === null ? null : dot(vx, vy);
    },
    similarityMatrix(rows, candidates = a.clueIndices) {
      const n = candidates.length;
      const out = new Float32Array(rows.length * n);
      // Four candidates per pass, each summed in its own accumulator in the same order as dot(): the
      // results are bit-identical, but four independent add chains run in parallel instead of one
      // latency-bound chain (this is the spymaster's hottest loop: 12k clue words per card row).
      let c = 0;
      for (; c + 4 <= n; c += 4) {
        const v0 = vectorAt(candidates[c]!);
        const v1 = vectorAt(candidates[c + 1]!);
        const v2 = vectorAt(candidates[c + 2]!);
        const v3 = vectorAt(candidates[c + 3]!);
        let r = 0;
        // Two rows per pass share each candidate load (eight independent chains).
        for (; r + 2 <= rows.length; r += 2) {
          const x = rows[r]!;
          const y = rows[r + 1]!;
          let s0 = 0;
          let s1 = 0;
          let s2 = 0;
          let s3 = 0;
          let t0 = 0;
          let t1 = 0;
          let t2 = 0;
          let t3 = 0;
          for (let d = 0; d < dim; d++) {
            const xd = x[d]!;
            const yd = y[d]!;
            const a0 = v0[d]!;
            const a1 = v1[d]!;
            const a2 = v2[d]!;
            const a3 = v3[d]!;
            s0 += xd * a0;
            s1 += xd * a1;
            s2 += xd * a2;
            s3 += xd * a3;
            t0 += yd * a0;
            t1 += yd * a1;
            t2 += yd * a2;
            t3 += yd * a3;
          }
          const o = r * n + c;
          out[o] = s0;
          out[o + 1] = s1;
          out[o + 2] = s2;
          out[o + 3] = s3;
          out[o + n] = t0;
          out[o + n + 1] = t1;
          out[o + n + 2] = t2;
          out[o + n + 3] = t3;
        }
        for (; r < rows.length; r++) {
          const x = rows[r]!;
          let s0 = 0;
          let s1 = 0;
          let s2 = 0;
          let s3 = 0;
          for (let d = 0; d < dim; d++) {
            const xd = x[d]!;
            s0 += xd * v0[d]!;
            s1 += xd * v1[d]!;
            s2 += xd * v2[d]!;
            s3 += xd * v3[d]!;
          }
          const o = r * n + c;
          out[o] = s0;
          out[o + 1] = s1;
          out[o + 2] = s2;
          out[o + 3] = s3;
        }
      }
      for (; c < n; c++) {
        const v = vectorAt(candidates[c]!);
        for (let r = 0; r < rows.length; r++) out[r * n + c] = dot(rows[r]!, v);
      }
      return out;
    },
    neighbours(query, k = 10, options = {}) {
      const q = typeof query === 'string' ? vector(query) : query;
      if (q === null) throw new CodenamesError('model/unknown-word', `'${String(query)}' is in neither blended model; check the spelling.`);
      const self = typeof query === 'string' ? (index.get(normaliseWord(query)) ?? -1) : -1;
      const pool = options.cluesOnly === true ? Array.from(a.clueIndices) : vocabulary.map((_, i) => i);
      const best: Neighbour[] = [];
      for (const i of pool) {
        if (i === self) continue;
        const s = dot(q, vectorAt(i));
        if (best.length < k || s > best[best.length - 1]!.similarity) {
          best.push({ word: vocabulary[i]!, similarity: s });
          best.sort((x, y) => y.similarity - x.similarity);
          if (best.length > k) best.pop();
        }
      }
      return best;
    },
    vectorAt,
  };
}
