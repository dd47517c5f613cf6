/**
 * Referee benchmarks (against dist/): the spymaster's filter over 50,000 candidate clues per board (budget:
 * 20 ms, issue 4), cold (first board: every candidate analysed once) and warm (a new board each time: the
 * per-board index is rebuilt, candidates come from the cache); one checkClue call; and loading each
 * language pack in a fresh process. Run: npm run bench -- legality
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const DIST = join(ROOT, 'dist', 'legality', 'index.js');
const N = 50_000;

/** 50,000 candidates: the default English model's clue vocabulary, topped up from the word list of en_US. */
async function candidates() {
  const words = [];
  try {
    const e = await import(join(ROOT, 'dist', 'embeddings', 'index.js'));
    const model = e.loadDefaultModelSync();
    for (const i of model.clueIndices) words.push(model.vocabulary[i]);
  } catch {
    // no model built: fall back to dictionary words only
  }
  if (words.length < N) {
    const dic = readFileSync(join(ROOT, 'node_modules', 'dictionary-en', 'index.dic'), 'utf8').split('\n').slice(1);
    for (const line of dic) {
      const w = line.split('/')[0];
      if (w && /^[a-z]+$/.test(w)) words.push(w);
      if (words.length >= N) break;
    }
  }
  return words.slice(0, N);
}

function boards() {
  const list = readFileSync(join(ROOT, 'data', 'wordlists', 'en-original.txt'), 'utf8').split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('#'));
  return Array.from({ length: 16 }, (_, b) => Array.from({ length: 25 }, (_, i) => list[(b * 25 + i * 7) % list.length]));
}

function packLoads() {
  const out = {};
  for (const lang of ['en', 'ru', 'uk', 'he', 'fa', 'hu']) {
    const script = `const l = await import(${JSON.stringify(join(ROOT, 'dist', 'lang', 'index.js'))});
      const t0 = performance.now(); l.getLanguageSync('${lang}'); console.log(performance.now() - t0);`;
    try {
      out[lang] = Number(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' })).toFixed(0);
    } catch {
      out[lang] = 'missing';
    }
  }
  return out;
}

export default async function legalityBench({ Bench, time }) {
  const { createClueFilter, checkClue } = await import(DIST);
  const words = await candidates();
  const bs = boards();
  console.log(`language pack load, fresh process (ms): ${JSON.stringify(packLoads())}`);
  let t0 = performance.now();
  const first = createClueFilter(bs[0], { lang: 'en' }).mask(words);
  const cold = performance.now() - t0;
  const legal = first.reduce((a, b) => a + b, 0);
  console.log(`filter, cold (first board, ${words.length} candidates analysed once): ${cold.toFixed(0)} ms; ${legal} legal on board 1`);
  for (const b of bs) createClueFilter(b, { lang: 'en' }).mask(words); // every board warm once
  let k = 0;
  const bench = new Bench({ name: 'legality', time });
  bench.add(`filter ${words.length} candidates, new board each run (budget 20 ms)`, () => {
    createClueFilter(bs[k++ % bs.length], { lang: 'en' }).mask(words);
  });
  bench.add('checkClue, one clue on a 25-word board', () => {
    checkClue('orchard', bs[k++ % bs.length], { lang: 'en' });
  });
  await bench.run();
  const task = bench.tasks[0].result;
  if (task.state === 'completed') console.log(`filter budget: p50 ${task.latency.p50.toFixed(2)} ms vs 20 ms -> ${task.latency.p50 <= 20 ? 'met' : 'NOT met'}`);
  return bench;
}
