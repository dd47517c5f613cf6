/**
 * Spelling and stem alternations the dictionaries do not encode: Hungarian stems that lengthen or drop a
 * v in the dictionary form (lovak -> ló, kezek -> kéz), the Ukrainian о/е -> і alternation (коти -> кіт),
 * the Russian and Ukrainian consonant alternations before a suffix (радуж-ный -> радуга), and British
 * spellings looked up in the en_US dictionary (colour -> color).
 */

/** Short Hungarian vowels and their long counterparts. */
const HU_LONG: Readonly<Record<string, string>> = { a: 'á', e: 'é', i: 'í', o: 'ó', ö: 'ő', u: 'ú', ü: 'ű' };

/**
 * Hungarian stem alternations: lov(ak) -> ló, kez(ek) -> kéz, madar(ak) -> madár.
 *
 * @example hungarianStemVariants('lov') // ['lov', 'lóv', 'ló']
 */
export function hungarianStemVariants(stem: string): string[] {
  const out = [stem];
  const lengthen = (s: string): string | undefined => {
    for (let i = s.length - 1; i >= 0; i--) {
      const long = HU_LONG[s[i] ?? ''];
      if (long !== undefined) return s.slice(0, i) + long + s.slice(i + 1);
      if ('áéíóőúű'.includes(s[i] ?? '')) return undefined;
    }
    return undefined;
  };
  const l = lengthen(stem);
  if (l !== undefined) out.push(l);
  if (stem.endsWith('v') && stem.length >= 3) {
    const noV = stem.slice(0, -1);
    const last = noV.slice(-1);
    const tail = last === 'a' ? 'ó' : last === 'e' ? 'é' : HU_LONG[last]; // tavak -> tó, levek -> lé
    if (tail !== undefined) out.push(noV.slice(0, -1) + tail);
  }
  return out;
}

/**
 * Ukrainian о/е -> і alternation in the last syllable: кот(и) -> кіт, печ(і) -> піч.
 *
 * @example ukrainianStemVariants('кот') // ['кот', 'кіт']
 */
export function ukrainianStemVariants(stem: string): string[] {
  const out = [stem];
  const m = /^(.*)[ое]([^аеєиіїоуюя]+)$/u.exec(stem);
  if (m) out.push(`${m[1] ?? ''}і${m[2] ?? ''}`);
  return out;
}

/** Russian and Ukrainian consonants that a suffix alternates, and what they stand for in the base word. */
const SLAVIC_ALTERNATIONS: Readonly<Record<string, readonly string[]>> = { ж: ['г', 'з', 'д'], ч: ['к', 'т', 'ц'], ш: ['х', 'с'], щ: ['ст', 'ск'] };

/**
 * The bases a Russian or Ukrainian derivational base may stand for when its last consonant alternated
 * before the suffix: радуж(-ный) -> радуг (радуга), книж(-ный) -> книг, руч(-ной) -> рук.
 *
 * @example slavicConsonantVariants('радуж') // ['радуг', 'радуз', 'радуд']
 */
export function slavicConsonantVariants(base: string): string[] {
  const alts = SLAVIC_ALTERNATIONS[base.slice(-1)];
  return alts === undefined ? [] : alts.map((a) => base.slice(0, -1) + a);
}

/**
 * American spellings of a British-spelled word (colour -> color, centre -> center, travelling -> traveling).
 *
 * @example americanSpellings('colour') // ['color']
 */
export function americanSpellings(w: string): string[] {
  const out = new Set<string>();
  if (w.includes('our')) out.add(w.replace(/our(s|ed|ing|ful|less|ite|ites|able)?$/u, 'or$1'));
  if (/tre(s|d)?$/u.test(w)) out.add(w.replace(/tre(s|d)?$/u, 'ter$1'));
  if (/is(e|es|ed|ing|ation|ations)$/u.test(w)) out.add(w.replace(/is(e|es|ed|ing|ation|ations)$/u, 'iz$1'));
  if (/ll(ing|ed|er|ers)$/u.test(w)) out.add(w.replace(/ll(ing|ed|er|ers)$/u, 'l$1'));
  if (/ogue$/u.test(w)) out.add(w.replace(/ogue$/u, 'og'));
  if (w === 'maths') out.add('math');
  out.delete(w);
  return [...out];
}
