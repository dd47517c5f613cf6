/**
 * Hebrew morphology that no library gives: root consonants under clitic prefixes, inflectional suffixes and
 * vowel letters, and the full/defective spelling variants (כתיב מלא / חסר). Input is normalised text
 * (final letters folded to their ordinary forms, pointing removed).
 *
 * The rule book (000) forbids "inflections, derivations and roots" of a visible word: with חדש on the board,
 * חדיש, חדשות, חודש and חדשן are illegal. All four reduce to the consonants ח-ד-ש here. And it says ד-ב
 * for דוב is the same word in defective spelling, which `hebrewSpellings` catches.
 */

/** Clitic prefixes (and, the, in, as, to, that). מ (from) is not here: see `HEBREW_NOUN_PREFIX`. */
const CLITICS = new Set(['ו', 'ה', 'ב', 'כ', 'ל', 'ש']);
/** A leading מ is both the clitic "from" and the noun pattern prefix (מגדל from גדל): a compound part, not a form. */
export const HEBREW_NOUN_PREFIX = 'מ';

/** Inflectional and derivational suffixes, in folded spelling (ן -> נ), longest first. */
const SUFFIXES = ['יות', 'ייה', 'יה', 'ות', 'ימ', 'ית', 'נו', 'המ', 'כמ', 'הנ', 'כנ', 'ני', 'נ', 'ה', 'ת', 'י', 'ו'];

const MATRES = /[וי]/g;

/**
 * Drops vowel letters (ו, י) inside the word, keeping the first and last letter. A doubled וו or יי is a
 * consonant in full spelling (ברווז, חייזר) and stays as one letter.
 */
function consonants(w: string): string {
  if (w.length <= 2) return w;
  const inner = w.slice(1, -1).replace(/וו/g, 'V').replace(/יי/g, 'Y').replace(MATRES, '').replace(/V/g, 'ו').replace(/Y/g, 'י');
  return w[0] + inner + w.slice(-1);
}

/**
 * Strips up to two clitic prefixes, yielding every intermediate form (the word itself first). With `known`,
 * a prefix is peeled only when what remains is a word (לימון is not ל + ימון).
 */
function clitics(w: string, known?: (w: string) => boolean): string[] {
  const out = [w];
  let cur = w;
  for (let i = 0; i < 2 && cur.length > 3 && CLITICS.has(cur[0] ?? ''); i++) {
 cur = cur.slice(1);
 if (known !== undefined && !known(cur)) break;
 out.push(cur);
  }
  return out;
}

/**
 * Candidate root-consonant strings of a Hebrew word (3 or 4 consonants; shorter results are dropped because
 * two letters say too little: כף and כפפה must not meet, 000).
 *
 * @example hebrewRoots('חדשות') // includes 'חדש'
 */
export function hebrewRoots(word: string, known?: (w: string) => boolean): string[] {
  const out = new Set<string>();
  for (const base of clitics(word, known)) {
 // A plural ending is always an ending (דגים is דג + ים, whose root is too short to compare), so the
 // unstripped form is not read as a root then.
 const plural = PLURALS.find((p) => base.endsWith(p) && base.length - p.length >= 2);
 const forms = new Set<string>(plural === undefined ? [base] : [base.slice(0, -plural.length)]);
 for (const f of [...forms]) {
   for (const s of SUFFIXES) if (f.endsWith(s) && f.length - s.length >= 3) forms.add(f.slice(0, -s.length));
 }
 // A second ending only for a yod left by the first (עיניים -> עיני -> עינ).
 for (const f of [...forms]) if (f.endsWith('י') && f.length >= 4 && f !== base) forms.add(f.slice(0, -1));
 for (const f of forms) {
   // With and without the inner vowel letters: in עין the י is a root letter, in חודש the ו is not.
   for (const c of [f, consonants(f)]) if (c.length === 3 || c.length === 4) out.add(c);
 }
  }
  return [...out];
}

/** Plural endings (folded spelling). */
const PLURALS = ['ימ', 'ות'];

/**
 * Spellings that count as the same word: the word, and its defective spelling without the inner ו
 * (דוב = דב, 000).
 *
 * @example hebrewSpellings('דוב') // ['דוב', 'דב']
 */
export function hebrewSpellings(word: string): string[] {
  const out = new Set<string>([word]);
  // Only a single inner ו in a word without י: ברווז/ברז and טיול/טיל are different words, not spellings.
  if (word.length >= 3 && !word.includes('וו') && !word.includes('י')) {
 const noVav = word[0] + word.slice(1, -1).replace(/ו/g, '') + word.slice(-1);
 if (noVav.length >= 2) out.add(noVav);
  }
  return [...out];
}

/**
 * Other spellings to try when a word is not in the dictionary: without inner י, without inner ו, with a
 * doubled וו/יי made single or a single one doubled, and a final א as ה (קופסא/קופסה). Input is folded.
 *
 * @example hebrewLookupVariants('תיאטרונ').includes('תאטרונ') // true
 */
export function hebrewLookupVariants(word: string): string[] {
  const out = new Set<string>();
  if (word.length < 3) return [];
  const inner = (w: string, f: (s: string) => string): string => w[0] + f(w.slice(1, -1)) + w.slice(-1);
  out.add(inner(word, (s) => s.replace(/(?<!י)י(?!י)/g, '')));
  out.add(inner(word, (s) => s.replace(/(?<!ו)ו(?!ו)/g, '')));
  out.add(inner(word, (s) => s.replace(/(?<![וי])[וי](?![וי])/g, '')));
  out.add(inner(word, (s) => s.replace(/וו/g, 'ו').replace(/יי/g, 'י')));
  out.add(inner(word, (s) => s.replace(/(?<!ו)ו(?!ו)/g, 'וו').replace(/(?<!י)י(?!י)/g, 'יי')));
  if (word.endsWith('א')) out.add(`${word.slice(0, -1)}ה`);
  out.delete(word);
  return [...out];
}
