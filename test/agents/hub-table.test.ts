/**
 * The shipped hubness tables (hub-table.ts, models/en and models/wordnet-en hubs.bin) hold, to the bit, what
 * the players would compute (hubness.ts hubOf), and a table that disagrees with its model is ignored:
 * every value is then computed, as for a model without a table.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadDefaultModel } from '../../src/embeddings/index.js';
import { createArrayModel } from '../../src/agents/array-model.js';
import { loadWordNetMind } from '../../src/agents/wordnet-mind.js';
import { HUB_TABLE_FILE, encodeHubTable, registerHubFolder, tableHub, tableHubOf } from '../../src/agents/hub-table.js';
import { hubOf, hubsOf } from '../../src/agents/hubness.js';
import { cardVectors } from '../../src/agents/word-stats.js';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A small model of 300 words (deterministic vectors), read from a folder of its own. */
function toyModel(): { model: ReturnType<typeof createArrayModel>; dir: string } {
  const n = 300;
  const dim = 8;
  const vectors = Float32Array.from({ length: n * dim }, (_, k) => Math.sin(k * 12.9898 + 1) * 43758.5453 % 1 || 0.5);
  const model = createArrayModel({ name: 'toy', lang: 'en', dimensions: dim, words: Array.from({ length: n }, (_, i) => `w${i}`), vectors, clueIndices: Int32Array.from({ length: n }, (_, i) => i) });
  const dir = mkdtempSync(join(tmpdir(), 'hub-table-'));
  dirs.push(dir);
  registerHubFolder(model, dir);
  return { model, dir };
}

describe('shipped hubness tables', () => {
  it('hold what hubOf computes, to the bit, for the default pool words of GloVe and the WordNet mind', async () => {
    for (const mind of [await loadDefaultModel(), loadWordNetMind()]) {
      let seen = 0;
      for (let k = 0; k < 6000; k += 37) {
        const i = mind.clueIndices[k]!;
        const t = tableHub(mind, i);
        if (Number.isNaN(t)) continue;
        expect(t, `${mind.name} ${mind.vocabulary[i]}`).toBe(hubOf(mind, mind.vectorAt(i)));
        seen++;
      }
      expect(seen, mind.name).toBeGreaterThan(100);
    }
  });

  it('gives a looked-up vector its word\'s value only when it is that word\'s vector; cards read the same hubness', async () => {
    const glove = await loadDefaultModel();
    const i = glove.indexOf('whale');
    const v = glove.vectorAt(i);
    expect(tableHubOf(glove, i, v)).toBe(hubOf(glove, v));
    const other = Float32Array.from(v);
    other[3] = other[3]! + 1e-3;
    expect(tableHubOf(glove, i, other)).toBeNaN();
    expect(tableHubOf(glove, -1, v)).toBeNaN();
    // Cards (one exact word, a word read through a look-up rule, a two-word card) as computed one by one.
    for (const card of cardVectors(glove, ['WHALE', 'oceans', 'ICE CREAM', 'LOCH NESS'])) {
      if (card.vector !== null) expect(card.hub, card.word).toBe(hubOf(glove, card.vector));
    }
  });

  it('is used when it agrees with its model and ignored when one value does not', () => {
    expect(toyModel().model.clueIndices.length).toBe(300);
    const good = toyModel();
    const indices = Int32Array.from({ length: 200 }, (_, k) => k);
    const hubs = hubsOf(good.model, Array.from(indices, (i) => good.model.vectorAt(i)));
    writeFileSync(join(good.dir, HUB_TABLE_FILE), encodeHubTable(indices, hubs));
    expect(tableHub(good.model, 5)).toBe(hubOf(good.model, good.model.vectorAt(5)));
    expect(tableHub(good.model, 250)).toBeNaN(); // (not in the table: computed by the caller)
    // The same table with one spot-checked value off by one part in 1e12: not trusted at all.
    const bad = toyModel();
    expect(hubs[199]).not.toBe(0);
    const off = hubs.slice();
    off[199] = off[199]! * (1 + 1e-12);
    writeFileSync(join(bad.dir, HUB_TABLE_FILE), encodeHubTable(indices, off));
    expect(tableHub(bad.model, 5)).toBeNaN();
    // A truncated file, and no file at all: no table either.
    const cut = toyModel();
    writeFileSync(join(cut.dir, HUB_TABLE_FILE), encodeHubTable(indices, hubs).subarray(0, 100));
    expect(tableHub(cut.model, 5)).toBeNaN();
    expect(tableHub(toyModel().model, 5)).toBeNaN();
  });
});
