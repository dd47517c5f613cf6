/**
 * Per-language settings of the packs: which dictionary package, derivational suffixes, prefixes and compound
 * settings. The suffix lists are deliberately short: each entry is a morpheme that makes a new word of the
 * same root (лес -> лесник, 004), and a suffix that also ends many unrelated words (Russian -ок: песок is not
 * from пёс) is left out, because a false rejection costs a legal clue.
 */
import { EN_LEXICALISED_ER } from './en-lexicalised.js';
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
   * Homonyms of forms: entry -> lemmas the dictionary can also read it as a form of, although it is a
   * different word (corner is not corn + -er; поле is not "о поле" of пол). The pack drops those lemmas
   * for the entry itself (not for its own forms, which are read normally). RULES.md "Clue legality": a
   * form, derivation or same-root word is illegal; a different word is not.
   */
  readonly homonyms: ReadonlyMap<string, readonly string[]>;
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

/**
 * Homonym pairs both ways: when two entries are different words, neither is a form of the other (пар is
 * also the genitive plural of пара, as пара is the genitive of пар).
 */
function symmetric(pairs: ReadonlyArray<readonly [string, string]>): ReadonlyMap<string, readonly string[]> {
  const out = new Map<string, string[]>();
  const add = (a: string, b: string): void => {
    const list = out.get(a);
    if (list === undefined) out.set(a, [b]);
    else if (!list.includes(b)) list.push(b);
  };
  for (const [a, b] of pairs) {
    add(a, b);
    add(b, a);
  }
  return out;
}

/**
 * Russian homonyms of forms: nouns that are entries of their own and also a case form of another, shorter
 * noun (поле is the prepositional "о поле" of пол; банка the genitive of банк). Only pairs of different
 * roots are listed; a feminine of the same root (раба / раб, кума / кум) is a derivation (004) and stays
 * out. Each listed entry keeps its lemma; its real forms (поля, банки) are analysed as before.
 */
const RU_HOMONYMS = symmetric([
  ['поле', 'пол'], ['поле', 'пола'], ['пол', 'пола'], ['горе', 'гора'], ['море', 'мор'], ['кода', 'код'],
  ['пара', 'пар'], ['паром', 'пар'], ['банка', 'банк'], ['полка', 'полк'], ['марка', 'марк'], ['спина', 'спин'],
  ['крупа', 'круп'], ['графа', 'граф'], ['корма', 'корм'], ['кома', 'ком'], ['кола', 'кол'], ['черта', 'черт'],
  ['чека', 'чек'], ['майка', 'майк'], ['пила', 'пить'], ['вина', 'вино'], ['слива', 'слив'],
  ['бита', 'бит'],
]);

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
    // Generated from en_US and WordNet (scripts/lang-build-en-lexicalised.mjs): 56 -er homonyms.
    homonyms: symmetric([...EN_LEXICALISED_ER]),
    extraWords: [],
  },
  ru: {
    code: 'ru', name: 'Russian', script: 'cyrillic', dictionary: 'dictionary-ru', optional: false,
    derivSuffixes: ['ник', 'ница', 'щик', 'чик', 'тель', 'ость', 'ство', 'изм', 'ист', 'ной', 'ный', 'ский', 'ской', 'овый', 'евый', 'овой', 'евой', 'онок', 'енок', 'ушка', 'юшка', 'ышко', 'очка', 'ечка', 'енька', 'онька', 'яной', 'ний', 'ик'],
    // 'е' restores neuter bases in -е (пол-евой -> поле, мор-ской -> море).
    restore: ['', 'ь', 'а', 'о', 'е'],
    prefixes: SLAVIC_PREFIXES,
    compound: { minPart: 3, minLonger: 3, interfixes: ['о', 'е'], needsInterfix: true, productive: false },
    diminutives: ['очек', 'ечек', 'очка', 'ечка', 'онька', 'енька', 'ушка', 'юшка', 'ышко', 'ишко', 'ик', 'чик', 'ок'],
    irregular: { люди: 'человек', дети: 'ребенок' },
    bareWins: false,
    homonyms: RU_HOMONYMS,
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
    homonyms: new Map(),
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
    homonyms: new Map(),
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
    homonyms: new Map(),
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
    homonyms: new Map(),
    extraWords: [],
  },
};

/** True when `code` names a language with a pack. */
export function isLangCode(code: string): code is LangCode {
  return Object.prototype.hasOwnProperty.call(SPECS, code);
}
