/**
 * Reading a clue the model does not know, the way a human partner would: strip decorations ("patrick's",
 * "agent007"), split run-together names ("billgates" -> "bill gates", "newyork"), and fix a typo one edit
 * away ("sandwhich" -> "sandwich"), preferring the most frequent reading. Human clues are full of these
 * (about 6% of the human dev turns are outside the default model's vocabulary as typed).
 */
import type { EmbeddingModel } from '../embeddings/types.js';

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
/** Spelling fixes and splits only look at this many of the most frequent clue words (rare words are unlikely readings). */
const FREQUENT = 40_000;

/** Per model, vocabulary index -> rank among the clue words (-1 for a word that is not a clue). */
const clueRanks = new WeakMap<EmbeddingModel, Int32Array>();

function clueRankTable(model: EmbeddingModel): Int32Array {
  let t = clueRanks.get(model);
  if (t === undefined) {
    t = new Int32Array(model.vocabulary.length).fill(-1);
    const table = t;
    model.clueIndices.forEach((v, r) => { if (v >= 0 && v < table.length) table[v] = r; });
    clueRanks.set(model, t);
  }
  return t;
}

/**
 * The frequency rank of `w` among the model's clue words when it is one of the FREQUENT most frequent, else
 * -1. Only clue words are readings of a typo or a half of a run-together word: the recognition-only words of
 * the default model (stopwords, acronyms, rare names) would otherwise win, e.g. 'sandwhich' -> 'sand which'.
 */
const exact = (model: EmbeddingModel, w: string): number => {
  const i = model.indexOf(w);
  if (i < 0) return -1;
  const r = clueRankTable(model)[i] ?? -1;
  return r >= 0 && r < FREQUENT ? r : -1;
};

/** Every string one edit (delete, transpose, replace, insert) from `w`. */
function edits1(w: string): string[] {
  const out: string[] = [];
  for (let i = 0; i <= w.length; i++) {
    const a = w.slice(0, i);
    const b = w.slice(i);
    if (b.length > 0) out.push(a + b.slice(1));
    if (b.length > 1) out.push(a + b[1]! + b[0]! + b.slice(2));
    for (const c of LETTERS) {
      if (b.length > 0) out.push(a + c + b.slice(1));
      out.push(a + c + b);
    }
  }
  return out;
}

/**
 * The model's reading of `word`: the word itself when the model knows it, else a cleaned, split or
 * corrected form it knows, else null.
 *
 * @example
 * resolveWord(model, 'sandwhich'); // 'sandwich'
 * resolveWord(model, 'billgates'); // 'bill gates'
 */
export function resolveWord(model: EmbeddingModel, word: string): string | null {
  if (model.has(word)) return word;
  const w = word.toLowerCase().normalize('NFC');
  const letters = w.replace(/'s$/, '').replace(/[^\p{L}\s-]/gu, '').trim();
  // A cleaned reading needs 3+ letters: '17th' is not the recognition-only token 'th'.
  if (letters.length >= 3 && letters !== w && model.has(letters)) return letters;
  if (letters.length < 3 || /\s/.test(letters)) return null;
  // Run-together words: the split whose rarer half is most frequent.
  let bestSplit: string | null = null;
  let bestRank = Infinity;
  for (let k = 3; k <= letters.length - 3; k++) {
    const i = exact(model, letters.slice(0, k));
    const j = exact(model, letters.slice(k));
    if (i < 0 || j < 0) continue;
    const rank = Math.max(i, j);
    if (rank < bestRank) {
      bestRank = rank;
      bestSplit = `${letters.slice(0, k)} ${letters.slice(k)}`;
    }
  }
  // One typo away: the most frequent known word (only for words of 5+ letters: shorter ones are too often a name or another word).
  let bestFix: string | null = null;
  let fixRank = Infinity;
  if (letters.length >= 5) {
    for (const e of edits1(letters)) {
      const i = exact(model, e);
      if (i >= 0 && i < fixRank) {
        fixRank = i;
        bestFix = e;
      }
    }
  }
  if (bestFix !== null && (bestSplit === null || fixRank <= bestRank)) return bestFix;
  if (bestSplit !== null && model.has(bestSplit)) return bestSplit;
  return bestFix;
}
