/**
 * Per-language settings of the packs: which dictionary package, derivational suffixes, prefixes and compound
 * settings. The suffix lists are deliberately short: each entry is a morpheme that makes a new word of the
 * same root (лес -> лесник, 004), and a suffix that also ends many unrelated words (Russian -ок: песок is not
 * from пёс) is left out, because a false rejection costs a legal clue.
 */
import type { LangCode, Script } from './types.js';

/** Compound-splitting settings of one language. */
export interface CompoundSpec {
  /** Minimum length of each part. */
  readonly minPart: number;
  /** Minimum length of the longer part (keeps car+pet and sea+son from splitting "carpet", "season"). */
  readonly minLonger: number;
  /** Linking letters allowed between the parts (Russian пар-о-ход). '' = none. */
  readonly interfixes: readonly string[];
  /** Whether a split needs an interfix (Russian and Ukrainian nouns compound through о/е). */
  readonly needsInterfix: boolean;
  /** Whether an unseen compound of two dictionary words counts as a word (Hungarian, Persian). */
  readonly productive: boolean;
}

/** Everything language-specific that is data rather than code. */
export interface LangSpec {
  readonly code: LangCode;
  readonly name: string;
  readonly script: Script;
  /** npm package with the hunspell dictionary. */
  readonly dictionary: string;
  /** Copyleft dictionaries are optional dependencies, loaded only when present. */
  readonly optional: boolean;
  /** Derivational suffixes: stripping one from a word may give another word of the same root. */
  readonly derivSuffixes: readonly string[];
  /** Endings tried on a base after stripping (Russian лесн-ой -> лес, лесн-ик; '' always tried). */
  readonly restore: readonly string[];
  /** Prefix morphemes whose removal leaves a compound part (Russian рас-свет, 004). */
  readonly prefixes: readonly string[];
  readonly compound: CompoundSpec | null;
  /** Diminutive suffixes for the Russian tournament form rule (004). */
  readonly diminutives: readonly string[];
  /** Irregular forms -> lemma that the dictionary lists as separate entries (children -> child). */
  readonly irregular: Readonly<Record<string, string>>;
  /**
   * When the word is itself a dictionary entry, ignore analyses through affixes (Persian ماهی "fish" is an
   * entry; reading it as ماه "moon" + indefinite ی would wrongly tie it to the moon).
   */
  readonly bareWins: boolean;
  /**
   * Words the hunspell dictionary lacks but the rule books use as legal examples or that are in everyday
   * use (a personal dictionary, as hunspell tools have). Normalised spelling.
   */
  readonly extraWords: readonly string[];
}

const SLAVIC_PREFIXES = ['пере', 'пред', 'пре', 'при', 'про', 'раз', 'рас', 'роз', 'без', 'бес', 'воз', 'вос', 'под', 'над', 'за', 'на', 'по', 'вы', 'от', 'об', 'до', 'из', 'ис', 'вз', 'со', 'недо', 'не'];

/** The six packs' settings. */
export const SPECS: Readonly<Record<LangCode, LangSpec>> = {
  en: {
    code: 'en', name: 'English', script: 'latin', dictionary: 'dictionary-en', optional: false,
    // -er is left to hunspell's own agent suffix (fight -> fighter): stripping it blindly ties number to numb.
    derivSuffixes: ['ists', 'ist', 'ness', 'ment', 'ship', 'hood', 'less', 'ful', 'ing', 'ings', 'ed', 'ly', 'ation', 'ism'],
    restore: ['', 'e'],
    prefixes: [],
    compound: { minPart: 3, minLonger: 4, interfixes: [''], needsInterfix: false, productive: false },
    diminutives: [],
    irregular: {
      children: 'child', men: 'man', women: 'woman', mice: 'mouse', geese: 'goose', feet: 'foot', teeth: 'tooth',
      people: 'person', oxen: 'ox', lice: 'louse', dice: 'die', went: 'go', gone: 'go', ran: 'run', ate: 'eat',
      eaten: 'eat', flew: 'fly', flown: 'fly', wrote: 'write', written: 'write', knew: 'know', known: 'know',
      saw: 'see', seen: 'see', took: 'take', taken: 'take', fought: 'fight', brought: 'bring', thought: 'think',
      caught: 'catch', taught: 'teach', bought: 'buy', sang: 'sing', sung: 'sing', swam: 'swim', drank: 'drink',
      drunk: 'drink', froze: 'freeze', frozen: 'freeze', stole: 'steal', stolen: 'steal', rode: 'ride',
      ridden: 'ride', spoke: 'speak', spoken: 'speak', broke: 'break', broken: 'break', chose: 'choose',
      chosen: 'choose', fell: 'fall', fallen: 'fall', drove: 'drive', driven: 'drive', grew: 'grow', grown: 'grow',
      threw: 'throw', thrown: 'throw', wore: 'wear', worn: 'wear', tore: 'tear', torn: 'tear', lost: 'lose',
      sold: 'sell', told: 'tell', held: 'hold', stood: 'stand', understood: 'understand', slept: 'sleep',
      kept: 'keep', left: 'leave', felt: 'feel', met: 'meet', shot: 'shoot', fed: 'feed', led: 'lead', bled: 'bleed',
    },
    bareWins: false,
    extraWords: [],
  },
  ru: {
    code: 'ru', name: 'Russian', script: 'cyrillic', dictionary: 'dictionary-ru', optional: false,
    derivSuffixes: ['ник', 'ница', 'щик', 'чик', 'тель', 'ость', 'ство', 'изм', 'ист', 'ной', 'ный', 'ский', 'ской', 'овый', 'евый', 'онок', 'енок', 'ушка', 'юшка', 'ышко', 'очка', 'ечка', 'енька', 'онька', 'яной', 'ний', 'ик'],
    restore: ['', 'ь', 'а', 'о'],
    prefixes: SLAVIC_PREFIXES,
    compound: { minPart: 3, minLonger: 3, interfixes: ['о', 'е'], needsInterfix: true, productive: false },
    diminutives: ['очек', 'ечек', 'очка', 'ечка', 'онька', 'енька', 'ушка', 'юшка', 'ышко', 'ишко', 'ик', 'чик', 'ок'],
    // Adverbs that are the noun's instrumental case and dictionary entries of their own (днём, летом): the
    // pack drops short homoform lemmas of entries (поле is not пол), so these same-root links are kept here.
    irregular: {
      люди: 'человек', дети: 'ребенок', днем: 'день', утром: 'утро', вечером: 'вечер', ночью: 'ночь', летом: 'лето',
      зимой: 'зима', весной: 'весна', осенью: 'осень',
    },
    bareWins: false,
    extraWords: ['штрудель'],
  },
  uk: {
    code: 'uk', name: 'Ukrainian', script: 'cyrillic', dictionary: 'dictionary-uk', optional: true,
    derivSuffixes: ['ник', 'ниця', 'щик', 'чик', 'тель', 'ість', 'ство', 'цтво', 'изм', 'ист', 'ний', 'ський', 'овий', 'евий', 'еня', 'ятко', 'ечко', 'ечка', 'очка', 'яний', 'ик'],
    restore: ['', 'ь', 'а', 'о'],
    prefixes: SLAVIC_PREFIXES.map((p) => p.replace('ы', 'и')).concat(['роз', 'віт', 'від', 'під', 'над', 'між']),
    compound: { minPart: 3, minLonger: 3, interfixes: ['о', 'е'], needsInterfix: true, productive: false },
    diminutives: [],
    irregular: { люди: 'людина', діти: 'дитина' },
    bareWins: false,
    extraWords: ['штрудель'],
  },
  he: {
    code: 'he', name: 'Hebrew', script: 'hebrew', dictionary: 'dictionary-he', optional: true,
    derivSuffixes: [],
    restore: [''],
    prefixes: [],
    // Both parts of three letters or more: two-letter words (פה, יד, גל, חן) end too many simple words.
    compound: { minPart: 3, minLonger: 3, interfixes: [''], needsInterfix: false, productive: false },
    diminutives: [],
    irregular: {},
    bareWins: true,
    extraWords: [],
  },
  fa: {
    code: 'fa', name: 'Persian', script: 'arabic', dictionary: 'dictionary-fa', optional: false,
    derivSuffixes: ['مند', 'گری', 'گر', 'ستان', 'گاه', 'دان', 'انه', 'نده', 'کار', 'چی'],
    restore: [''],
    prefixes: [],
    compound: { minPart: 2, minLonger: 3, interfixes: [''], needsInterfix: false, productive: true },
    diminutives: [],
    irregular: {},
    bareWins: true,
    extraWords: [],
  },
  hu: {
    code: 'hu', name: 'Hungarian', script: 'latin', dictionary: 'dictionary-hu', optional: true,
    // Not the participle -ó/-ő: hajó is not haj+ó, bíró not bír+ó in the sense a player would see.
    derivSuffixes: ['ság', 'ség', 'ász', 'ész', 'as', 'os', 'es', 'ös', 'ás', 'és', 'talan', 'telen', 'i'],
    restore: [''],
    prefixes: [],
    // Short heads are common (ló-erő, tó-part); hunspell's compound flags keep hal+ál out of halál.
    compound: { minPart: 2, minLonger: 3, interfixes: [''], needsInterfix: false, productive: true },
    diminutives: [],
    irregular: {},
    bareWins: false,
    extraWords: [],
  },
};

/** True when `code` names a language with a pack. */
export function isLangCode(code: string): code is LangCode {
  return Object.prototype.hasOwnProperty.call(SPECS, code);
}
