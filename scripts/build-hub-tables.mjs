#!/usr/bin/env node
/**
 * Builds the shipped hubness tables (src/agents/hub-table.ts): for GloVe (models/en) and the WordNet mind
 * (models/wordnet-en), the hubness of every word of the default spymaster's pool (the default mind's 12,000
 * most frequent clue words) the model has a vector for, of the words its look-up rules read the others as,
 * and of the English card words, written as hubs.bin beside the model's vectors. The
 * values are hubness.ts hubsOf's, so a player reading the table gets what it would compute; the player
 * checks sixteen of them before trusting a table. Re-run after rebuilding either model.
 *
 * Usage: npm run build && node scripts/build-hub-tables.mjs
 */
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = resolve(import.meta.dirname, '..');
const dist = (p) => pathToFileURL(join(root, 'dist', p)).href;
const { loadDefaultModel, modelFolder } = await import(dist('embeddings/load-model.js'));
const { defaultMind } = await import(dist('agents/minds.js'));
const { loadWordNetMind } = await import(dist('agents/wordnet-mind.js'));
const { createCluePool } = await import(dist('agents/clue-pool.js'));
const { hubsOf } = await import(dist('agents/hubness.js'));
const { HUB_TABLE_FILE, encodeHubTable, tableHub } = await import(dist('agents/hub-table.js'));

const { WORD_LISTS, loadWordList } = await import(dist('game/word-lists.js'));

const pool = createCluePool(await defaultMind(), 12_000);
const cards = Object.values(WORD_LISTS).flatMap((l) => (l.lang === 'en' ? loadWordList(l.name) : []));
const glove = await loadDefaultModel();
const minds = [[glove, modelFolder(glove)], [loadWordNetMind(), join(root, 'models', 'wordnet-en')]];
/** The vocabulary word a look-up reads `word` as (one exact word), or -1. */
const lookedUp = (mind, word) => {
  const l = mind.lookup(word);
  return l.ok && l.kind === 'exact' && l.tokens.length === 1 ? mind.indexOf(l.tokens[0]) : -1;
};
for (const [mind, dir] of minds) {
  // The pool words, the words the look-up rules read the others as, and the card words.
  const all = [...pool.words.map((w) => (mind.indexOf(w) >= 0 ? mind.indexOf(w) : lookedUp(mind, w))), ...cards.map((w) => lookedUp(mind, w))];
  const indices = Int32Array.from(new Set(all.filter((i) => i >= 0))).sort();
  const t = performance.now();
  const hubs = hubsOf(mind, Array.from(indices, (i) => mind.vectorAt(i)));
  writeFileSync(join(dir, HUB_TABLE_FILE), encodeHubTable(indices, hubs));
  console.log(`${join(dir, HUB_TABLE_FILE)}: ${indices.length} words of ${mind.name} (${((performance.now() - t) / 1000).toFixed(1)} s)`);
}
// (read back through the player's path: the spot checks pass and the values are those computed)
for (const [mind] of minds) {
  const i = mind.indexOf('ocean');
  console.log(`${mind.name}: ocean ${tableHub(mind, i)} (computed ${hubsOf(mind, [mind.vectorAt(i)])[0]})`);
}
