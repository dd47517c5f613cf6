/**
 * Agent benchmarks (against dist/): the default agents' clue and guess (createDefaultAgents: the GloVe +
 * WordNet mind with the relation bonus and the spymaster's partner check), and our plain agents on GloVe
 * alone and on the WordNet mind alone, cycling through 200
 * seeded single-team boards (first turn: every card's similarity row is new, the worst case; later turns of
 * a game reuse the rows). The clue latency target is p50 <= 20 ms, the guess target p50 <= 2 ms.
 * Run: npm run bench -- agents
 */
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = (p) => pathToFileURL(join(ROOT, 'dist', p)).href;

export default async function agentsBench({ Bench, time }) {
  const game = await import(dist('game/index.js'));
  const agents = await import(dist('agents/index.js'));
  const { loadDefaultModel } = await import(dist('embeddings/index.js'));
  const glove = await loadDefaultModel();
  const wordnet = agents.loadWordNetMind();
  const defaults = await agents.createDefaultAgents();
  const bench = new Bench({ name: 'agents', time });
  const plain = (model) => ({ spymaster: agents.createSpymaster(model), guesser: agents.createGuesser(model) });
  for (const [label, { spymaster: sm, guesser: g }] of [['default', defaults], ['glove', plain(glove)], ['wordnet', plain(wordnet)]]) {
    const spyViews = [];
    const guessViews = [];
    for (let i = 0; i < 200; i++) {
      const s = game.createGame({ variant: 'single-team', seed: game.deriveSeed(99, i) });
      const v = game.spymasterView(s, s.turn);
      spyViews.push(v);
      const d = sm.giveClue(v); // warms the one-off per-candidate terms, as in a real run
      guessViews.push(game.guesserView(game.applyAction(s, { type: 'clue', team: s.turn, word: d.word, number: d.number })));
    }
    let i = 0;
    let j = 0;
    bench.add(`${label}: giveClue (200 boards, cycling)`, () => sm.giveClue(spyViews[i++ % spyViews.length]));
    bench.add(`${label}: guess (200 boards, cycling)`, () => g.guess(guessViews[j++ % guessViews.length]));
  }
  return bench;
}
