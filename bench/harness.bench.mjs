/**
 * Harness benchmarks (against dist/): one clue, one guess and one full single-team game with the default
 * agents and with the 2019 reference pair (warm caches), then the macro benchmark - a whole tournament of the
 * default pairing on worker threads - printed as games/s.
 *
 * Run: npm run bench -- harness            (BENCH_GAMES=1000 BENCH_WORKERS=2 to change the macro run)
 */
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const lib = (p) => import(pathToFileURL(join(ROOT, 'dist', p)).href);

export default async function harnessBench({ Bench, time }) {
  const { loadDefaultModel } = await lib('embeddings/index.js');
  const { createDefaultAgents, createReferenceSpymaster, createReferenceGuesser } = await lib('agents/index.js');
  const { createGame, applyAction, spymasterView, guesserView } = await lib('game/index.js');
  const { playGame, runTournament } = await lib('harness/index.js');
  const { createReferee } = await lib('legality/index.js');

  const model = await loadDefaultModel();
  const ours = await createDefaultAgents({ model });
  const reference = { spymaster: createReferenceSpymaster(model, { threshold: 0.7 }), guesser: createReferenceGuesser(model) };
  const referee = createReferee({ lang: 'en' });
  // Warm the per-card caches on the whole word list, as a long tournament would.
  for (let seed = 0; seed < 40; seed += 1) {
    await playGame({ variant: 'single-team', seed, a: ours, referee });
    await playGame({ variant: 'single-team', seed, a: reference, referee });
  }
  const boards = Array.from({ length: 64 }, (_, i) => createGame({ variant: 'single-team', seed: 1000 + i }));
  const clued = boards.map((s) => applyAction(s, { type: 'clue', team: s.turn, word: 'animal', number: 2 }));
  let i = 0;
  const next = () => (i = (i + 1) % boards.length);

  const bench = new Bench({ name: 'harness', time });
  bench
    .add('one clue (default spymaster)', () => { const s = boards[next()]; ours.spymaster.giveClue(spymasterView(s, s.turn)); })
    .add('one guess (default guesser)', () => { ours.guesser.guess(guesserView(clued[next()])); })
    .add('one full game (default agents, single-team)', async () => { await playGame({ variant: 'single-team', seed: 2000 + next(), a: ours, referee }); })
    .add('one clue (reference-0.7)', () => { const s = boards[next()]; reference.spymaster.giveClue(spymasterView(s, s.turn)); })
    .add('one full game (reference-0.7 pair, single-team-2019)', async () => { await playGame({ variant: 'single-team-2019', seed: 3000 + next(), a: reference, referee }); });
  await bench.run();

  // Macro: a whole tournament of the default pairing on worker threads (model loading and warm-up included).
  // 1,000 games: the size of the throughput target (100 games/s on 2 cores, start-up included).
  const games = Number(process.env.BENCH_GAMES ?? 1000);
  const workers = Number(process.env.BENCH_WORKERS ?? availableParallelism());
  for (const pair of [['default', 'default'], ['reference-0.7', 'reference']]) {
    const r = await runTournament({ variant: 'single-team', spymasters: [pair[0]], guessers: [pair[1]], games, seed: 1, workers });
    const p = r.pairings[0];
    console.log(`macro: ${games} single-team games, ${pair[0]}/${pair[1]}, ${r.workers} workers: ${r.gamesPerSecond.toFixed(1)} games/s (wall ${(r.elapsedMs / 1000).toFixed(1)} s incl. worker start-up); score ${p.meanScore.toFixed(2)} ± ${p.score.se.toFixed(2)}, win ${(p.winRate * 100).toFixed(1)}%`);
  }
  return bench;
}
