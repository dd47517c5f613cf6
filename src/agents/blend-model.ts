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
import type { EmbeddingModel, Lookup } from '../embeddings/types.js';
import { createModelCore, normaliseWord } from '../embeddings/model-core.js';

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
  const known = new Set(vocabulary.map(normaliseWord));
  for (const w of b.vocabulary) {
    const k = normaliseWord(w);
    if (!known.has(k)) {
      known.add(k);
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
  /** Each model's own look-up (its compound rule, its fallback), combined. */
  const lookupBoth = (word: string): Lookup => {
    const la = a.lookup(word);
    const lb = b.lookup(word);
    if (!la.ok && !lb.ok) return { ok: false, reason: 'oov', missing: la.missing };
    const vector = combine(la.ok ? la.vector : null, lb.ok ? lb.vector : null);
    const tokens = la.ok ? la.tokens : lb.ok ? lb.tokens : [];
    const kind = (la.ok && la.kind === 'compound') || (lb.ok && lb.kind === 'compound') ? 'compound' : 'exact';
    return { ok: true, vector, tokens, kind };
  };
  /** Row i, made on demand and cached (the whole blended table would be hundreds of MB). */
  const row = (i: number): Float32Array => {
    let v = cache.get(i);
    if (v !== undefined) return v;
    const w = vocabulary[i] as string;
    const l = lookupBoth(w);
    if (!l.ok) throw new CodenamesError('model/unknown-word', `'${w}' has no vector in either blended model.`);
    v = l.vector;
    if (cache.size > 200_000) cache.clear();
    cache.set(i, v);
    return v;
  };
  return createModelCore({
    name: `blend(${a.name}*${weight},${b.name})`,
    lang: a.lang,
    dimensions: dim,
    words: vocabulary,
    clueIndices: a.clueIndices,
    row,
    lookupOther: lookupBoth,
  });
}
