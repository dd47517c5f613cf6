/**
 * The one `LanguagePack` implementation: a hunspell lexicon (hunspell.ts) plus the language's stemmer,
 * derivational suffixes, compound settings (specs.ts) and, for Hebrew, root consonants (hebrew.ts).
 * Analyses are memoised per pack because the spymaster asks about the same vocabulary for every board.
 */
import { Hunspell, KIND } from './hunspell.js';
import { americanSpellings, hungarianStemVariants, slavicConsonantVariants, ukrainianStemVariants } from './alternations.js';
import { readSupplementaryWords } from './dictionaries.js';
import { hebrewLookupVariants, hebrewRoots, hebrewSpellings, HEBREW_NOUN_PREFIX } from './hebrew.js';
import { ALPHABETS, letterOfNormalised } from './letters.js';
import { detectScript, foldEntry, normaliseFor } from './normalise.js';
import type { LangSpec } from './specs.js';
import { stemFor } from './stemmers.js';
import type { LangCode, LanguagePack, LexiconHit, Script, ScriptInfo } from './types.js';

const MEMO_LIMIT = 250_000;
const DIGITS = /^[0-9\u0660-\u0669\u06f0-\u06f9]+$/u;
/** English ordinals and decades written with digits (17th, 1990s) are numbers, legal like "eight". */
const EN_NUMERAL = /^[0-9]+(st|nd|rd|th|s|'s)$/u;
/** Lower-case abbreviations in en_US that are not compound parts (com-pound, cap-ital, sl-ipper). */
const NOT_PARTS: ReadonlySet<string> = new Set(['com', 'ital', 'esp', 'etc', 'inc', 'ltd', 'dept', 'govt', 'est', 'ave']);

/** A memo table that forgets everything when it grows too large (simple and bounded). */
class Memo<T> {
  private readonly map = new Map<string, T>();
  get(key: string, make: () => T): T {
    let v = this.map.get(key);
    if (v === undefined) {
      if (this.map.size >= MEMO_LIMIT) this.map.clear();
      v = make();
      this.map.set(key, v);
    }
    return v;
  }
}

/** A language pack over a parsed hunspell dictionary. Construct through `getLanguage`. */
export class HunspellPack implements LanguagePack {
  readonly code: LangCode;
  readonly name: string;
  readonly script: Script;
  private readonly spec: LangSpec;
  private readonly dict: Hunspell;
  private readonly lookups = new Memo<readonly LexiconHit[]>();
  private readonly partsMemo = new Memo<readonly string[]>();
  private readonly rootsMemo = new Memo<readonly string[]>();
  private readonly lemmasMemo = new Memo<readonly string[]>();
  private readonly stemsMemo = new Memo<readonly string[]>();
  private readonly extra: ReadonlySet<string>;
  /** Irregular forms -> lemma (spec.irregular). */
  private readonly irregular: ReadonlyMap<string, string>;
  private supplementary: ReadonlySet<string> | undefined;

  constructor(spec: LangSpec, aff: string, dic: string) {
    this.spec = spec;
    this.code = spec.code;
    this.name = spec.name;
    this.script = spec.script;
    const code = spec.code;
    this.dict = new Hunspell(aff, dic, (s) => normaliseFor(code, s), (s) => foldEntry(code, s));
    this.extra = new Set(spec.extraWords.map((w) => normaliseFor(code, w)));
    // A Map, not the spec's object: a word such as 'constructor' or '__proto__' must not find Object.prototype.
    this.irregular = new Map(Object.entries(spec.irregular));
  }

  /** Number of entries in the dictionary. */
  get entryCount(): number {
    return this.dict.size;
  }

  normalise(text: string): string {
    return normaliseFor(this.code, text).trim();
  }

  detectScript(text: string): ScriptInfo {
    return detectScript(text);
  }

  isNativeSpelling(word: string): boolean {
    const alphabet = ALPHABETS[this.code];
    for (const ch of this.normalise(word)) {
      if (/\p{L}/u.test(ch) && !alphabet.includes(ch)) return false;
    }
    return true;
  }

  lookup(word: string): readonly LexiconHit[] {
    const norm = this.normalise(word);
    return this.lookups.get(norm, () => this.computeLookup(norm));
  }

  private computeLookup(norm: string): LexiconHit[] {
    const hits: LexiconHit[] = [];
    const irregular = this.irregular.get(norm);
    if (irregular !== undefined) hits.push({ lemma: irregular, bare: false, properOnly: false, acronymOnly: false });
    for (const s of this.dict.stems(norm)) {
      hits.push({
        lemma: s.lemma,
        bare: s.bare,
        properOnly: (s.kinds & KIND.LOWER) === 0 && (s.kinds & KIND.CAPITAL) !== 0,
        acronymOnly: s.kinds === KIND.UPPER,
      });
    }
    if (hits.length === 0 && this.extra.has(norm)) hits.push({ lemma: norm, bare: true, properOnly: false, acronymOnly: false });
    if (hits.length === 0 && this.code === 'he') {
      // The dictionary spells by the Academy's rules (ברכה, קרבן, תאטרון, קופסה, לוויין); everyday fuller
      // or other spellings (בריכה, קורבן, תיאטרון, קופסא, לווין) are the same words.
      // Only "is a word" is taken from the variant: its analyses may belong to another word (הימלאיה
      // without its yods reads as ה + מלאה), so the word stays its own lemma.
      if (hebrewLookupVariants(norm).some((v) => this.dict.stems(v).some((h) => h.bare))) {
        hits.push({ lemma: norm, bare: true, properOnly: false, acronymOnly: false });
      }
    }
    if (hits.length === 0 && this.code === 'en') {
      // The English dictionary is en_US; British spellings (colour, centre, travelling, organise) are the
      // same words, so they are looked up in their American spelling.
      for (const us of americanSpellings(norm)) for (const s of this.dict.stems(us)) hits.push({ lemma: s.lemma, bare: s.bare, properOnly: false, acronymOnly: false });
    }
    if (this.spec.bareWins && hits.some((h) => h.bare)) return hits.filter((h) => h.bare);
    return hits;
  }

  isWord(word: string): boolean {
    const norm = this.normalise(word);
    if (DIGITS.test(norm) || (this.code === 'en' && EN_NUMERAL.test(norm))) return true;
    if (this.lookup(norm).length > 0) return true;
    if (this.spec.compound?.productive === true && this.splits(norm).length > 0) return true;
    // Last resort: a plain word list (not used for morphology or compound parts, only for "is a word").
    this.supplementary ??= readSupplementaryWords(this.code, (w) => this.normalise(w));
    return this.supplementary.has(norm);
  }

  lemmas(word: string): readonly string[] {
    const norm = this.normalise(word);
    return this.lemmasMemo.get(norm, () => this.computeLemmas(norm));
  }

  private computeLemmas(norm: string): string[] {
    const out = new Set<string>();
    const hits = this.lookup(norm);
    const isEntry = hits.some((h) => h.bare);
    const minDerived = this.code === 'he' || this.code === 'fa' ? 2 : 3;
    for (const h of hits) {
      // Lemmas reached through an affix must be real stems: en_US reads "ink" as in+k and "beer" as
      // bee+r (a comparative); a short lemma under a word that is itself an entry is such an accident.
      const irregular = this.irregular.get(norm) === h.lemma;
      if (!h.bare && !irregular && (h.lemma.length < minDerived || (isEntry && this.code === 'en' && h.lemma.length <= 3))) continue;
      // Hebrew: a lemma reached by peeling a leading מ is a compound part (מגדל / גדל, 000), not a form.
      if (this.code === 'he' && !h.bare && norm.endsWith(h.lemma) && norm.slice(0, norm.length - h.lemma.length).includes(HEBREW_NOUN_PREFIX)) continue;
      out.add(h.lemma);
    }
    // Homonyms of forms (specs.ts): corner is an entry that en_US can also build as corn + -er, поле one
    // that is also "о поле" of пол. They are different words, so the other lemma is dropped; the English
    // plural goes through the base's Z flag only ("corners" is corn + -ers, corner/GMD has no S).
    const plural = this.code === 'en' && norm.endsWith('s') ? norm.slice(0, -1) : '';
    for (const l of plural === '' ? [norm] : [norm, plural]) {
      for (const other of this.spec.homonyms.get(l) ?? []) {
        if (other === norm || !out.has(other)) continue;
        out.delete(other);
        out.add(l);
      }
    }
    if (out.size === 0) out.add(norm);
    return [...out];
  }

  stems(word: string): readonly string[] {
    const norm = this.normalise(word);
    // The word's own stem, and its lemmas' stems only where they are spelled differently from the word
    // in a way a stemmer could undo (the lemmas themselves are compared directly; Snowball is slow).
    return this.stemsMemo.get(norm, () => {
      let own = stemFor(this.code, norm);
      // A listed homonym keeps its own key where the stemmer merges it with the other word into a stem long
      // enough to be a key (банка, банк -> банк); shorter stems are no keys (поле, пол -> пол).
      if (own.length >= 4 && (this.spec.homonyms.get(norm) ?? []).some((o) => stemFor(this.code, o) === own)) own = norm;
      const out = new Set<string>([own]);
      for (const l of this.lemmas(norm)) if (l !== norm && !l.startsWith(own)) out.add(stemFor(this.code, l));
      return [...out];
    });
  }

  roots(word: string): readonly string[] {
    const norm = this.normalise(word);
    return this.rootsMemo.get(norm, () => this.computeRoots(norm));
  }

  private computeRoots(norm: string): string[] {
    const forms = new Set<string>([norm, ...this.lemmas(norm)]);
    // Slavic prefixed words: the derivational base of what follows the prefix (под-водный -> вода).
    for (const p of this.spec.prefixes) {
      const rest = norm.slice(p.length);
      if (norm.startsWith(p) && rest.length >= 4 && this.lookup(rest).length > 0) forms.add(rest);
    }
    const out = new Set<string>();
    if (this.code === 'he') {
      const known = (w: string): boolean => this.dict.stems(w).length > 0;
      for (const f of forms) for (const r of hebrewRoots(f, known)) out.add(r);
      return [...out];
    }
    for (const f of forms) {
      for (const suffix of this.spec.derivSuffixes) {
        if (!f.endsWith(suffix) || f.length - suffix.length < 3) continue;
        const base = f.slice(0, -suffix.length);
        for (const r of this.spec.restore) out.add(base + r);
        // A consonant the suffix alternated (радуж-ный -> радуга), when the base as written is no word.
        if ((this.code === 'ru' || this.code === 'uk') && !this.spec.restore.some((r) => this.dict.hasEntry(base + r))) {
          for (const alt of slavicConsonantVariants(base)) for (const r of this.spec.restore) if (this.dict.hasEntry(alt + r)) out.add(alt + r);
        }
        if (this.code === 'en') {
          // running -> run, stopped -> stop (only for -ing/-ed: "summer" must not reach "sum")
          if (/^(ing|ings|ed)$/.test(suffix) && /([bdgklmnprt])\1$/.test(base)) out.add(base.slice(0, -1));
          if (base.endsWith('i')) out.add(`${base.slice(0, -1)}y`); // happiness -> happy
        }
      }
    }
    if (this.code === 'hu' || this.code === 'uk') {
      // Stem alternations (lov -> ló, kez -> kéz, кот -> кіт) apply to stems that are not words themselves
      // (hal-ak is hal, not hál), taken from inflected forms (barát is an entry, not bár + inflection; the
      // Hungarian dictionary lists plural stems such as lovak and kezek with its LEMMA_PRESENT mark) and
      // from derivational bases (lov-as, tüz-es).
      const inflected = !this.lookup(norm).some((h) => h.bare) || this.dict.entryMarked(norm, 'lemmaPresent');
      const stems = [...out];
      if (inflected) for (const f of forms) stems.push(stemFor(this.code, f));
      for (const st of stems) {
        if (st.length < 2 || forms.has(st)) continue;
        if (this.dict.hasEntry(st)) out.add(st);
        else for (const v of this.code === 'hu' ? hungarianStemVariants(st) : ukrainianStemVariants(st)) out.add(v);
      }
    }
    out.delete(norm);
    return [...out];
  }

  spellings(word: string): readonly string[] {
    const norm = this.normalise(word);
    return this.code === 'he' ? hebrewSpellings(norm) : [norm];
  }

  compoundParts(word: string): readonly string[] {
    const norm = this.normalise(word);
    return this.partsMemo.get(norm, () => {
      const out = new Set<string>();
      // A split whose first part is the word's own lemma or root is an inflection or derivation (fight+ing,
      // ספר+ים, درخت+ان), which the same-root rule reports; it is not a compound.
      const hits = this.lookup(norm);
      if (hits.length > 0 && hits.every((h) => h.properOnly)) return []; // a name is not a compound (Washington)
      const own = new Set([...this.lemmas(norm), ...this.roots(norm)]);
      for (const [a, b] of this.splits(norm)) {
        if (own.has(a) || this.lemmas(a).some((l) => own.has(l))) continue;
        // The first part as written (heads are uninflected; reading torn+ado as "tear" would be wrong),
        // the last part and its lemmas (windmills -> mill).
        out.add(a);
        if (this.code !== 'en') for (const r of this.roots(a)) out.add(r); // könyves+bolt -> könyv
        for (const l of this.lemmas(b)) out.add(l);
      }
      for (const p of this.spec.prefixes) {
        const rest = norm.slice(p.length);
        if (norm.startsWith(p) && rest.length >= 3 && this.lookup(rest).length > 0) for (const l of this.lemmas(rest)) out.add(l);
      }
      if (this.code === 'he' && norm.startsWith(HEBREW_NOUN_PREFIX) && norm.length >= 4) {
        const rest = norm.slice(1);
        if (this.lookup(rest).length > 0) out.add(rest);
      }
      out.delete(norm);
      return [...out];
    });
  }

  /** Two-part splits of a word into dictionary words (compound parts; also the word check where compounding is productive). */
  private splits(norm: string): Array<[string, string]> {
    const c = this.spec.compound;
    if (c === null || norm.includes('-') || norm.includes(' ')) return [];
    // Hungarian marks listed compounds (hóember, színház); a listed word without the mark is simple
    // (tanár is not tan+ár, búvár is not bú+vár).
    if (this.code === 'hu' && this.dict.hasEntry(norm) && !this.dict.entryMarked(norm, 'compoundRoot')) return [];
    const out: Array<[string, string]> = [];
    for (let i = c.minPart; i <= norm.length - c.minPart; i++) {
      const stem = norm.slice(0, i);
      // Russian/Ukrainian first parts are stems (вод-о-пад from вода): try the stem with a restored ending.
      const a = c.needsInterfix
        ? ['', 'а', 'я', 'ь', 'о'].map((e) => stem + e).find((x) => this.dict.hasEntry(x))
        : this.dict.hasEntry(stem) || (this.code === 'hu' && stem.length >= 4 && this.lookup(stem).length > 0) ? stem : undefined;
      // Parts are common words: not names or abbreviations (com+pound, cap+ital).
      if (a === undefined || NOT_PARTS.has(a) || !this.lookup(a).some((h) => !h.properOnly && !h.acronymOnly)) continue;
      // Hungarian first parts may be derived words whose base compounds (könyv-es + bolt).
      if (this.code === 'hu' && !this.dict.compoundable(a) && !this.lookup(a).some((h) => this.dict.compoundable(h.lemma))) continue;
      for (const inter of c.interfixes) {
        if (c.needsInterfix && inter === '') continue;
        if (inter !== '' && norm[i] !== inter) continue;
        const b = norm.slice(i + inter.length);
        // (two short parts only in a word Hungarian's dictionary marks as a compound: fa + ág, faág)
        if (b.length < c.minPart || (Math.max(stem.length, b.length) < c.minLonger && !(this.code === 'hu' && this.dict.entryMarked(norm, 'compoundRoot')))) continue;
        // Slavic compounds end in a dictionary form (пар-о-ход); королева is not кора + лева.
        const bHits = this.lookup(b).filter((h) => !h.acronymOnly && !h.properOnly && (!c.needsInterfix || h.bare));
        if (!NOT_PARTS.has(b) && bHits.length > 0) out.push([a, b]);
      }
    }
    return out;
  }

  letterOf(word: string): string | undefined {
    return letterOfNormalised(this.code, this.normalise(word));
  }

  isDictionaryForm(word: string): boolean {
    const norm = this.normalise(word);
    const hits = this.lookup(norm);
    if (!hits.some((h) => h.bare)) return hits.length === 0; // unknown words are judged by other rules
    for (const d of this.spec.diminutives) {
      if (!norm.endsWith(d) || norm.length - d.length < 3) continue;
      const base = norm.slice(0, -d.length);
      for (const r of ['', 'а', 'о', 'ь']) if (this.dict.hasEntry(base + r) && base + r !== norm) return false;
    }
    return true;
  }
}
