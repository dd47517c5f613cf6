/**
 * The bridge on the real Debian dictionaries (dict-freedict-hun-eng, dict-freedict-eng-hun, mueller7-dict):
 * runs where they are installed, and under CI=true, where .ci/run installs them, a missing one fails the run.
 * The GPL data is only read here; the models go to a temporary folder.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildBridge, MAX_CLUE_WORDS } from '../../src/embeddings/bridge/build-bridge.js';
import { DEBIAN_DICTIONARIES, DEBIAN_DICTD_DIR, debianDictionaries, dictionaryFile } from '../../src/embeddings/bridge/dictionary-sources.js';
import { loadModelSync } from '../../src/embeddings/index.js';
import { getLanguageSync } from '../../src/lang/index.js';
import { createDefaultAgents } from '../../src/agents/defaults.js';
import { createGame, deriveSeed, spymasterView } from '../../src/game/index.js';

const installed = (lang: string): boolean => debianDictionaries(lang).length === DEBIAN_DICTIONARIES[lang]!.files.length;
const run = process.env['CI'] === 'true' || (installed('hu') && installed('ru'));
const tmp = mkdtempSync(join(tmpdir(), 'cn-debian-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe.runIf(run)('model bridge on the installed Debian dictionaries', () => {
  for (const [lang, probes] of [
    ['hu', [['sajt', 'túró'], ['orvos', 'doktor']]],
    ['ru', [['акула', 'дельфин'], ['врач', 'доктор']]],
  ] as const) {
    it(`${lang}: places every card, with lexicon words as clues`, () => {
      for (const f of DEBIAN_DICTIONARIES[lang]!.files) expect(existsSync(join(DEBIAN_DICTD_DIR, f)), `${f} (apt-get install ${DEBIAN_DICTIONARIES[lang]!.packages.join(' ')})`).toBe(true);
      const out = join(tmp, lang);
      const r = buildBridge({ lang, dictionaries: debianDictionaries(lang).map(dictionaryFile), out });
      expect(r.cards.missing).toEqual([]);
      const model = loadModelSync(out);
      expect(model.clueIndices.length).toBe(MAX_CLUE_WORDS);
      const pack = getLanguageSync(lang);
      for (let k = 0; k < model.clueIndices.length; k += 997) expect(pack.isWord(model.vocabulary[model.clueIndices[k]!]!)).toBe(true);
      for (const [a, b] of probes) {
        const near = model.neighbours(a, 30).map((n) => n.word);
        expect(near, `${a} -> ${near.slice(0, 8).join(', ')}`).toContain(b);
      }
    }, 300_000); // about 7 s of CPU for Hungarian (230k headwords), far longer on a busy machine
  }

  it('hu: the spymaster keeps the assassin under every target in plain cosine too (what the 2019 guesser reads)', async () => {
    // Boards 17 and 22 of lang-tournaments.mjs (seed 1): before the plain-cosine check the first clues were TÉP 2
    // (the assassin CSAVAR above HALÁL) and ESKÜVŐ 2 (ÉJSZAKA above TORTA), and the 2019 guesser took the assassin.
    const model = loadModelSync(join(tmp, 'hu'));
    const { spymaster } = await createDefaultAgents({ model });
    const cos = (a: string, b: string): number => {
      const u = model.vector(a.toLowerCase())!;
      const v = model.vector(b.toLowerCase());
      return v === null ? -2 : u.reduce((s, x, d) => s + x * v[d]!, 0);
    };
    for (const board of [17, 22]) {
      const state = createGame({ variant: 'single-team', seed: deriveSeed(1, board), wordList: 'hu', lang: 'hu' });
      const view = spymasterView(state, state.turn);
      const d = await spymaster.giveClue(view);
      const assassin = view.cards[view.key.indexOf('assassin')]!.word;
      for (const t of d.targets) expect(cos(d.word, t), `${d.word} ${d.number}: ${t} vs ${assassin}`).toBeGreaterThan(cos(d.word, assassin));
    }
  }, 120_000);
});
