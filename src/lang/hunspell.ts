/**
 * A small hunspell reader that answers the two questions the referee asks: "is this a word?" and "which
 * dictionary entries (lemmas) does this word come from?". nspell expands every affix of every entry at load
 * time, which takes seconds (and far more memory) for the Russian, Ukrainian and Hungarian dictionaries and
 * cannot say which entry a form came from. Here the .dic stays a flat map (entry -> flags) and words are
 * analysed on demand by stripping affixes, the way hunspell itself checks a word: one suffix, a second
 * (twofold) suffix, one prefix, or a prefix plus a cross-product suffix. Compounding is left to the language
 * packs, which know what a real compound part is.
 */

/** How a language folds characters before lookup (case, variants). Applied to entries and affixes alike. */
export type Fold = (s: string) => string;

interface AffixRule {
  readonly flag: string;
  readonly strip: string;
  readonly add: string;
  readonly cond: RegExp | null;
  /** Continuation flags (twofold affixes). */
  readonly cont: string;
  readonly cross: boolean;
}

/** Entry kind bits: which spellings an entry exists in. */
const LOWER = 1;
const CAPITAL = 2;
const UPPER = 4;

/** What a lookup found: the lemma (dictionary entry, folded) and the entry's casing kinds. */
export interface HunspellStem {
  readonly lemma: string;
  /** Bit set of LOWER (1), CAPITALISED (2), ALL-CAPS (4) spellings of the entry. */
  readonly kinds: number;
  /** True when the word is the entry itself (no affix was stripped). */
  readonly bare: boolean;
}

/** A parsed hunspell dictionary with on-demand affix stripping. */
export class Hunspell {
  private readonly flagMode: 'char' | 'long' | 'num';
  private readonly entries = new Map<string, string>();
  private readonly kinds = new Map<string, number>();
  private readonly sfx = new Map<string, AffixRule[]>();
  private readonly pfx = new Map<string, AffixRule[]>();
  private maxSfx = 0;
  private maxPfx = 0;
  private needAffix = '';
  private onlyInCompound = '';
  private forbidden = '';
  /** COMPOUNDROOT: marks entries that are themselves compounds (Hungarian hóember, not tanár). */
  private compoundRootFlag = '';
  /** LEMMA_PRESENT: in the Hungarian dictionary it marks inflected stem entries (lovak, kezek). */
  private lemmaPresentFlag = '';
  /** Flags that mark an entry usable inside compounds (COMPOUNDFLAG/BEGIN/END). */
  readonly compoundFlags: string[] = [];

  constructor(affText: string, dicText: string, fold: Fold, foldEntry?: Fold) {
    this.fold = fold;
    this.foldEntry = foldEntry ?? fold;
    const aff = decodeEntities(affText);
    const dic = decodeEntities(dicText);
    const flagLine = /^FLAG\s+(\S+)/m.exec(aff);
    const mode = flagLine?.[1];
    this.flagMode = mode === 'long' ? 'long' : mode === 'num' ? 'num' : 'char';
    this.parseAff(aff);
    this.parseDic(dic);
  }

  private readonly fold: Fold;
  /** Fold for lower-cased NFC dictionary entries (a faster equivalent of `fold`). */
  private readonly foldEntry: Fold;

  /** Splits a flag string into single flags according to the FLAG mode. */
  splitFlags(flags: string): string[] {
    if (this.flagMode === 'long') {
      const out: string[] = [];
      for (let i = 0; i + 1 < flags.length; i += 2) out.push(flags.slice(i, i + 2));
      return out;
    }
    if (this.flagMode === 'num') return flags.split(',');
    return Array.from(flags);
  }

  private hasFlag(flags: string, flag: string): boolean {
    if (flag === '') return false;
    if (this.flagMode === 'char') return flags.includes(flag);
    return this.splitFlags(flags).includes(flag);
  }

  private parseAff(aff: string): void {
    const lines = aff.split(/\r?\n/);
    const headers = new Map<string, boolean>();
    for (const line of lines) {
      const parts = line.trim().split(/\s+/);
      const [key, a, b, c, d] = parts;
      if (key === 'NEEDAFFIX' && a) this.needAffix = a;
      else if (key === 'ONLYINCOMPOUND' && a) this.onlyInCompound = a;
      else if (key === 'FORBIDDENWORD' && a) this.forbidden = a;
      else if (key === 'COMPOUNDROOT' && a) this.compoundRootFlag = a;
      else if (key === 'LEMMA_PRESENT' && a) this.lemmaPresentFlag = a;
      else if ((key === 'COMPOUNDFLAG' || key === 'COMPOUNDBEGIN' || key === 'COMPOUNDEND' || key === 'COMPOUNDMIDDLE') && a) this.compoundFlags.push(a);
      else if ((key === 'SFX' || key === 'PFX') && a !== undefined && b !== undefined && c !== undefined) {
        const headerKey = `${key} ${a}`;
        if (!headers.has(headerKey) && d === undefined && /^\d+$/.test(c)) {
          headers.set(headerKey, b === 'Y');
          continue;
        }
        const cross = headers.get(headerKey) ?? false;
        const strip = b === '0' ? '' : this.fold(b);
        const [addRaw = '', cont = ''] = c.split('/');
        const add = addRaw === '0' ? '' : this.fold(addRaw);
        const condSrc = d === undefined || d === '.' ? null : this.fold(d);
        const rule: AffixRule = { flag: a, strip, add, cont, cross, cond: condSrc === null ? null : toRegExp(condSrc, key === 'SFX') };
        const map = key === 'SFX' ? this.sfx : this.pfx;
        const list = map.get(add);
        if (list) list.push(rule);
        else map.set(add, [rule]);
        if (key === 'SFX') this.maxSfx = Math.max(this.maxSfx, add.length);
        else this.maxPfx = Math.max(this.maxPfx, add.length);
      }
    }
  }

  private parseDic(dic: string): void {
    let start = dic.indexOf('\n') + 1; // first line is the entry count
    const n = dic.length;
    while (start < n) {
      let end = dic.indexOf('\n', start);
      if (end < 0) end = n;
      let stop = end;
      if (stop > start && dic.charCodeAt(stop - 1) === 13) stop--; // \r
      const lineStart = start;
      start = end + 1;
      if (stop === lineStart || dic.charCodeAt(lineStart) === 9) continue;
      // The entry ends at the first tab or space (morphological fields follow).
      let cut = stop;
      for (let i = lineStart; i < stop; i++) {
        const c = dic.charCodeAt(i);
        if (c === 9 || c === 32) {
          cut = i;
          break;
        }
      }
      const slash = dic.indexOf('/', lineStart + 1);
      const hasFlags = slash >= 0 && slash < cut;
      const word = dic.slice(lineStart, hasFlags ? slash : cut);
      const flags = hasFlags ? dic.slice(slash + 1, cut) : '';
      if (this.forbidden !== '' && flags !== '' && this.hasFlag(flags, this.forbidden)) continue;
      const lower = word.toLowerCase();
      const key = this.foldEntry(lower);
      if (key.length === 0) continue;
      const prev = this.entries.get(key);
      this.entries.set(key, prev === undefined ? flags : `${prev}\u0001${flags}`);
      if (word === lower && !this.kinds.has(key)) continue;
      const kind = word === lower ? LOWER : word.length > 1 && word === word.toUpperCase() ? UPPER : CAPITAL;
      this.kinds.set(key, (this.kinds.get(key) ?? (prev === undefined ? 0 : LOWER)) | kind);
    }
  }

  /** Number of dictionary entries (after folding). */
  get size(): number {
    return this.entries.size;
  }

  private kindOf(key: string): number {
    return this.kinds.get(key) ?? LOWER;
  }

  /** Flags of an entry for use as a root with an affix of `flag` (homonyms joined). */
  private rootHas(key: string, flag: string, flag2?: string): boolean {
    const flags = this.entries.get(key);
    if (flags === undefined) return false;
    for (const f of flags.split('\u0001')) {
      if (this.hasFlag(f, flag) && (flag2 === undefined || this.hasFlag(f, flag2))) return true;
    }
    return false;
  }

  /** True when `key` is an entry usable on its own (not NEEDAFFIX / ONLYINCOMPOUND only). */
  private bareOk(key: string): boolean {
    const flags = this.entries.get(key);
    if (flags === undefined) return false;
    return flags.split('\u0001').some((f) => !this.hasFlag(f, this.needAffix) && !this.hasFlag(f, this.onlyInCompound));
  }

  /** True when `key` is an entry that may stand in a compound (has one of the compound flags). */
  compoundable(key: string): boolean {
    const flags = this.entries.get(key);
    if (flags === undefined) return false;
    return this.compoundFlags.some((cf) => flags.split('\u0001').some((f) => this.hasFlag(f, cf)));
  }

  /** Whether an entry carries the COMPOUNDROOT or LEMMA_PRESENT flag (false when the affix file has none). */
  entryMarked(key: string, mark: 'compoundRoot' | 'lemmaPresent'): boolean {
    const flag = mark === 'compoundRoot' ? this.compoundRootFlag : this.lemmaPresentFlag;
    const flags = this.entries.get(key);
    return flag !== '' && flags !== undefined && flags.split('\u0001').some((f) => this.hasFlag(f, flag));
  }

  /** Whether the folded, lower-cased key is an entry at all (any flags). */
  hasEntry(key: string): boolean {
    return this.entries.has(key);
  }

  /**
   * The dictionary entries `word` (already folded and lower-cased) is a form of: the entry itself, one or two
   * suffixes, a prefix, or a prefix plus a suffix. Empty when the dictionary does not know the word.
   */
  stems(word: string): HunspellStem[] {
    const out = new Map<string, HunspellStem>();
    const push = (lemma: string, bare: boolean): void => {
      const prev = out.get(lemma);
      if (prev === undefined || (bare && !prev.bare)) out.set(lemma, { lemma, kinds: this.kindOf(lemma), bare });
    };
    if (this.bareOk(word)) push(word, true);
    this.stripSuffixes(word, (root) => push(root, false));
    const w = word;
    for (let k = 0; k <= Math.min(this.maxPfx, w.length - 1); k++) {
      const rules = this.pfx.get(w.slice(0, k));
      if (!rules) continue;
      for (const r of rules) {
        const base = r.strip + w.slice(k);
        if (r.cond && !r.cond.test(base)) continue;
        if (this.rootHas(base, r.flag)) push(base, false);
        if (r.cross) this.stripSuffixes(base, (root) => push(root, false), r.flag);
        // a prefix may also sit on an entry that itself is a word form listed in full (he clitics)
      }
    }
    return [...out.values()];
  }

  private stripSuffixes(w: string, found: (root: string) => void, prefixFlag?: string): void {
    for (let k = 0; k <= Math.min(this.maxSfx, w.length - 1); k++) {
      const rules = this.sfx.get(w.slice(w.length - k));
      if (!rules) continue;
      const stem = w.slice(0, w.length - k);
      for (const r of rules) {
        if (prefixFlag !== undefined && !r.cross) continue;
        const base = stem + r.strip;
        if (base.length === 0 || (r.cond && !r.cond.test(base))) continue;
        if (this.rootHas(base, r.flag, prefixFlag)) found(base);
        if (prefixFlag === undefined) this.innerSuffix(base, r.flag, found);
      }
    }
  }

  /** Twofold suffixes: `w` still carries an inner suffix whose continuation class allows `outerFlag`. */
  private innerSuffix(w: string, outerFlag: string, found: (root: string) => void): void {
    for (let k = 0; k <= Math.min(this.maxSfx, w.length - 1); k++) {
      const rules = this.sfx.get(w.slice(w.length - k));
      if (!rules) continue;
      const stem = w.slice(0, w.length - k);
      for (const r of rules) {
        if (r.cont === '' || !this.hasFlag(r.cont, outerFlag)) continue;
        const base = stem + r.strip;
        if (base.length === 0 || (r.cond && !r.cond.test(base))) continue;
        if (this.rootHas(base, r.flag)) found(base);
      }
    }
  }
}

/**
 * Named character entities as they appear in the Hungarian dictionary's affix conditions and entries
 * ('[^...&agrave;&ugrave;]'). Read literally, "&agrave;" would put a, g, r, v, e into the class and stop
 * könyv -> könyvet from being recognised.
 */
const ENTITIES: Readonly<Record<string, string>> = {
  agrave: 'à', egrave: 'è', ugrave: 'ù', aring: 'å', Aring: 'Å', atilde: 'ã', otilde: 'õ', Otilde: 'Õ', ntilde: 'ñ',
  Ucirc: 'Û', apos: "'", deg: '°', euro: '€', micro: 'µ', mu: 'μ', ndash: '–', ff: 'ﬀ', ffi: 'ﬃ', ffl: 'ﬄ', fi: 'ﬁ',
  fl: 'ﬂ', permil: '‰', sect: '§', amp: '&', ouml: 'ö', uuml: 'ü', eacute: 'é', aacute: 'á', iacute: 'í', oacute: 'ó',
  uacute: 'ú', odblac: 'ő', udblac: 'ű', szlig: 'ß', times: '×', middot: '·',
};

function decodeEntities(text: string): string {
  if (!/&[a-zA-Z]+;/.test(text)) return text;
  return text.replace(/&([a-zA-Z]+);/g, (m, name: string) => ENTITIES[name] ?? m);
}

/** Casing bits exported for the packs. */
export const KIND = { LOWER, CAPITAL, UPPER } as const;

/** Turns a hunspell affix condition ('[^aeiou]y', '.') into an anchored RegExp. */
function toRegExp(cond: string, atEnd: boolean): RegExp {
  let src = '';
  for (let i = 0; i < cond.length; i++) {
    const ch = cond[i] ?? '';
    if (ch === '[') {
      const close = cond.indexOf(']', i + 1);
      if (close < 0) {
        src += escape(ch);
        continue;
      }
      const inner = cond.slice(i + 1, close);
      const neg = inner.startsWith('^');
      const body = (neg ? inner.slice(1) : inner).replace(/[\\\]\[^-]/g, (m) => `\\${m}`);
      src += `[${neg ? '^' : ''}${body}]`;
      i = close;
    } else if (ch === '.') src += '.';
    else src += escape(ch);
  }
  return new RegExp(atEnd ? `${src}$` : `^${src}`, 'u');
}

function escape(ch: string): string {
  return ch.replace(/[.*+?^${}()|[\]\\]/g, (m) => `\\${m}`);
}
