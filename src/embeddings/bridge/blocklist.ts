/**
 * Words a bridged model never offers as clues: slurs and profanity of the language, which its lexicon
 * (hunspell) lists as ordinary words and the familiarity proxy can rank high (BUZI leads with *gay* and
 * *fruit* in FreeDict, so a spymaster reading through translations could offer it for ORANGE and APPLE).
 * They stay in the vocabulary, so a person's clue among them is still understood. Our own short list (MIT),
 * like the English one (scripts/lists/en-blocklist.txt); extend it freely.
 */
const BLOCKED: Readonly<Record<string, readonly string[]>> = {
  hu: [
    'bazmeg', 'baszik', 'baszás', 'buzeráns', 'buzi', 'fasz', 'faszfej', 'geci', 'kibaszott', 'kurva', 'köcsög', 'lotyó',
    'néger', 'nyomorék', 'picsa', 'pina', 'ribanc', 'ringyó', 'segg', 'seggfej', 'szar', 'szaros', 'oláh', 'tót',
  ],
  ru: [
    'бля', 'блядь', 'выблядок', 'говно', 'гомик', 'даун', 'ебать', 'жид', 'жопа', 'мудак', 'негр', 'ниггер', 'педик',
    'пидор', 'пидорас', 'пизда', 'сука', 'урод', 'хач', 'хохол', 'хуй', 'чурка', 'шлюха',
  ],
};

const sets = new Map<string, ReadonlySet<string>>();

/** True when `word` (lower case) of language `lang` is on the list and so never a clue. */
export function blockedClue(lang: string, word: string): boolean {
  let set = sets.get(lang);
  if (set === undefined) sets.set(lang, (set = new Set(BLOCKED[lang] ?? [])));
  return set.has(word);
}
