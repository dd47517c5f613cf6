/**
 * The 2019 competition spymaster's test for clue words that clash with the board (its `arr_not_in_word`):
 * a candidate is skipped when it equals a board word, when either is a substring of the other, or when its
 * noun lemma (WordNet's `lemmatize`, noun rules) or its Lancaster stem equals a board word.
 *
 * Re-implemented, not copied. Two approximations, both documented in the README:
 * - the lemma test applies WordNet's noun detachment rules (and a few irregular plurals) without checking
 *   that the result is in WordNet; since it is compared with a real board word, the check adds nothing;
 * - the Lancaster stem is not computed: a Lancaster stem is a prefix of its word except for a few
 *   re-spelling rules, and a prefix that equals a board word is already caught by the substring test.
 *
 * Conflicts depend only on (board word, candidate), so they are computed once per board word and cached:
 * boards are dealt from a few hundred code names, and every later game reuses the lists.
 */

/** WordNet's noun detachment rules (morphy): suffix -> replacement. */
const NOUN_RULES: readonly (readonly [string, string])[] = [
  ['s', ''], ['ses', 's'], ['xes', 'x'], ['zes', 'z'], ['ches', 'ch'], ['shes', 'sh'], ['men', 'man'], ['ies', 'y'],
];

/** Irregular English plurals a noun lemmatiser maps back (general English, not a copied exception file). */
const IRREGULAR: ReadonlyMap<string, string> = new Map(Object.entries({
  children: 'child', mice: 'mouse', geese: 'goose', feet: 'foot', teeth: 'tooth', people: 'person',
  lice: 'louse', oxen: 'ox', dice: 'die', wolves: 'wolf', knives: 'knife', wives: 'wife', lives: 'life',
  leaves: 'leaf', loaves: 'loaf', halves: 'half', shelves: 'shelf', thieves: 'thief', calves: 'calf',
})); // a Map: 'constructor' and '__proto__' are board words like any other

/** The noun lemma forms a candidate may reduce to (the word itself excluded). */
export function nounLemmaForms(word: string): string[] {
  const forms: string[] = [];
  const irregular = IRREGULAR.get(word);
  if (irregular !== undefined) forms.push(irregular);
  for (const [suffix, replacement] of NOUN_RULES) {
    if (!word.endsWith(suffix)) continue;
    const form = word.slice(0, word.length - suffix.length) + replacement;
    if (form.length > 0) forms.push(form);
  }
  return forms;
}

/**
 * Finds, for a board word, the candidate positions the original would refuse while that word is visible.
 *
 * @example
 * const c = createConflictIndex(['hospitals', 'men', 'spital', 'cat']);
 * c.conflicts('hospital'); // Int32Array [0, 2]  (substring both ways)
 * c.conflicts('man');      // Int32Array [1]     (men -> man by the noun rules)
 */
export function createConflictIndex(candidates: readonly string[]): { conflicts(boardWord: string): Int32Array } {
  const byLemma = new Map<string, number[]>();
  candidates.forEach((c, i) => {
    for (const form of nounLemmaForms(c)) {
      const list = byLemma.get(form);
      if (list === undefined) byLemma.set(form, [i]);
      else list.push(i);
    }
  });
  const cache = new Map<string, Int32Array>();
  return {
    conflicts(boardWord: string): Int32Array {
      const word = boardWord.toLowerCase();
      const hit = cache.get(word);
      if (hit !== undefined) return hit;
      const out = new Set<number>(byLemma.get(word) ?? []);
      for (let i = 0; i < candidates.length; i += 1) {
        const c = candidates[i] as string;
        if (c.includes(word) || word.includes(c)) out.add(i);
      }
      const list = Int32Array.from([...out].sort((x, y) => x - y));
      // Bounded so a stream of custom boards cannot grow it without limit.
      if (cache.size > 20_000) cache.clear();
      cache.set(word, list);
      return list;
    },
  };
}
