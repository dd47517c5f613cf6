/**
 * Alphabets and letter names. A clue that is a bare letter ("M: 3", "Л- 3", "מ: 3"; 000, 004) or the name
 * of a letter points at spelling, not meaning, and is illegal. Letter names that are also ordinary words of
 * the language are NOT listed: the Hebrew rule book allows כף (kaf, also "spoon") as a clue for שמן even with
 * כפפה on the board (000), and אלף (thousand), בית (house), דלת (door), עין (eye) work the same way.
 * Single letters that are words in their own right (English "a", "I"; Russian "я", "и"; ...) are not
 * letter clues either.
 */
import type { LangCode } from './types.js';

/** The letters of each alphabet, lower case and folded the way normaliseFor folds them. */
export const ALPHABETS: Readonly<Record<LangCode, string>> = {
  en: 'abcdefghijklmnopqrstuvwxyz',
  ru: 'абвгдежзийклмнопрстуфхцчшщъыьэюя',
  uk: "абвгґдеєжзиіїйклмнопрстуфхцчшщьюя'",
  he: 'אבגדהוזחטיכלמנסעפצקרשת',
  fa: 'آابپتثجچحخدذرزژسشصضطظعغفقکگلمنوهی',
  hu: 'aábcdeéfghiíjklmnoóöőpqrstuúüűvwxyz',
};

/** Single letters that are ordinary words (articles, pronouns, conjunctions, prepositions). */
const LETTER_WORDS: Readonly<Record<LangCode, readonly string[]>> = {
  en: ['a', 'i'],
  ru: ['а', 'в', 'и', 'к', 'о', 'с', 'у', 'я'],
  uk: ['а', 'в', 'і', 'й', 'з', 'о', 'у', 'я'],
  he: [],
  fa: ['و'],
  hu: ['a', 's'],
};

/**
 * Letter names that are not also ordinary words (already folded: Hebrew finals as non-finals). Sources:
 * the alphabets' standard letter names; words that double as letter names are left out on purpose (see above).
 */
const LETTER_NAME_TABLES: Readonly<Record<LangCode, Readonly<Record<string, string>>>> = {
  en: {
    cee: 'c', dee: 'd', ef: 'f', eff: 'f', aitch: 'h', haitch: 'h', kay: 'k', el: 'l', em: 'm', en: 'n', ar: 'r',
    ess: 's', vee: 'v', wye: 'y', zed: 'z', zee: 'z', 'double-u': 'w',
  },
  ru: {
    бэ: 'б', вэ: 'в', гэ: 'г', дэ: 'д', жэ: 'ж', зэ: 'з', ка: 'к', эл: 'л', эль: 'л', эм: 'м', эн: 'н', пэ: 'п',
    эр: 'р', эс: 'с', тэ: 'т', эф: 'ф', ха: 'х', цэ: 'ц', ша: 'ш', ща: 'щ',
  },
  uk: {
    бе: 'б', ве: 'в', ге: 'г', 'ґе': 'ґ', де: 'д', зе: 'з', ка: 'к', ел: 'л', ем: 'м', ен: 'н', пе: 'п', ер: 'р',
    ес: 'с', те: 'т', еф: 'ф', ха: 'х', ша: 'ш', ща: 'щ', йот: 'й',
  },
  he: {
    גימל: 'ג', 'ה"א': 'ה', הא: 'ה', חית: 'ח', טית: 'ט', יוד: 'י', ממ: 'מ', נונ: 'נ', פא: 'פ', צדי: 'צ', ריש: 'ר',
    שינ: 'ש',
  },
  fa: {
    الف: 'ا', جیم: 'ج', دال: 'د', ذال: 'ذ', سین: 'س', شین: 'ش', صاد: 'ص', ضاد: 'ض', طا: 'ط', ظا: 'ظ', غین: 'غ',
    قاف: 'ق', کاف: 'ک', گاف: 'گ', لام: 'ل', میم: 'م',
  },
  hu: {
    bé: 'b', cé: 'c', dé: 'd', ef: 'f', gé: 'g', há: 'h', ká: 'k', em: 'm', en: 'n', pé: 'p', kú: 'q', er: 'r',
    es: 's', té: 't', vé: 'v', zé: 'z', ipszilon: 'y', iksz: 'x',
  },
};

/** The tables as Maps: a user word such as 'constructor' or '__proto__' must never find Object.prototype. */
const LETTER_NAMES = Object.fromEntries(
  Object.entries(LETTER_NAME_TABLES).map(([lang, names]) => [lang, new Map(Object.entries(names))]),
) as unknown as Readonly<Record<LangCode, ReadonlyMap<string, string>>>;

/**
 * The letter a normalised clue stands for, or undefined: a bare letter of the alphabet (also with a trailing
 * hyphen or dot, as in "Л-"), or a letter name from the table above.
 *
 * @example letterOfNormalised('ru', 'л-') // 'л'
 * @example letterOfNormalised('en', 'em') // 'm'
 * @example letterOfNormalised('en', 'a') // undefined ("a" is a word)
 */
export function letterOfNormalised(lang: LangCode, word: string): string | undefined {
  const bare = word.replace(/[-.:]+$/u, '');
  const chars = Array.from(bare);
  if (chars.length === 1) {
    const [ch = ''] = chars;
    if (LETTER_WORDS[lang].includes(ch)) return undefined;
    if (ALPHABETS[lang].includes(ch) || /\p{L}/u.test(ch)) return ch;
    return undefined;
  }
  return LETTER_NAMES[lang].get(bare);
}
