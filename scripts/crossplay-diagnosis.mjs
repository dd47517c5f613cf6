#!/usr/bin/env node
/**
 * Why a guesser misreads a spymaster in cross-play: plays the tournament's single-team games (or, with
 * --variant standard, two-team games of the pairing against itself; board i dealt from deriveSeed(seed, i),
 * referee on, exactly as `tournament` plays them) with the spymaster's decisions
 * and the guesser's rankings recorded, then prints, per clue number, how often the guesser touched all the
 * spymaster's targets, where its first wrong card ranked, what kind of card it was, and whether the
 * spymaster's explanation had named it as the clue's closest danger; then the misread clues themselves
 * (board words left, clue, targets, what the guesser took instead). A dev tool for tuning the agents for
 * people, not a figure of the docs.
 *
 * Usage: npm run build && node scripts/crossplay-diagnosis.mjs [--spymaster default] [--guesser reference]
 *        [--variant single-team|standard] [--games 100] [--seed 1] [--examples 30] [--json FILE]
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const { values: f } = parseArgs({ options: {
  spymaster: { type: 'string', default: 'default' }, guesser: { type: 'string', default: 'reference' },
  variant: { type: 'string', default: 'single-team' }, games: { type: 'string', default: '100' }, seed: { type: 'string', default: '1' }, examples: { type: 'string', default: '30' },
  json: { type: 'string' },
} });
const { createExecutor } = await import('../dist/harness/executor.js');
const { createAgentRegistry } = await import('../dist/harness/registry.js');
const { planMatches } = await import('../dist/harness/plan.js');
const { loadDefaultModel } = await import('../dist/embeddings/index.js');

const registry = createAgentRegistry();
const ctx = { model: loadDefaultModel };
const sm = await registry.get(f.spymaster, 'spymaster').spymaster(ctx);
const gs = await registry.get(f.guesser, 'guesser').guesser(ctx);

/** Per game: the decisions in order (clue decisions, and the guesser's decision for each guess call). */
let log = [];
const spymaster = { name: f.spymaster, giveClue: async (view) => {
  const d = await sm.giveClue(view);
  log.push({ kind: 'clue', turn: view.turnNumber, word: d.word, number: d.number, targets: [...d.targets], dangers: d.explanation?.dangers ?? [], fallback: (d.explanation?.summary ?? '').startsWith('No clue was clear enough'),
    // (a clue for a partner who reads as plain GloVe cosine does: plain-partner.ts)
    plain: (d.explanation?.summary ?? '').includes("Our partner's guesses so far took the cards in plain GloVe cosine order"),
    // Which judges passed, as the explanation names them: the vector readings that rank the targets first, and
    // the norms way (people associate the clue with the targets, no card not ours clearly closer).
    agreed: [/no card that is not ours is clearly closer/.test(d.explanation?.summary ?? '') ? 'norms way' : null,
      /([^.]*) (?:each rank|ranks) (?:it|these cards) above/i.exec(d.explanation?.summary ?? '')?.[1]?.trim() ?? null].filter((x) => x !== null).join(' + '),
    open: view.cards.filter((c) => !c.revealed).map((c) => c.word) });
  return d;
} };
const guesser = { name: f.guesser, guess: async (view) => {
  const d = await gs.guess(view);
  log.push({ kind: 'guess', turn: view.turnNumber, ranked: d.ranked.map((r) => r.word), take: d.take, guessesLeft: view.guessesLeft });
  return d;
} };
const setup = {
  variant: f.variant, seed: Number(f.seed), spymasters: [f.spymaster], guessers: [f.guesser], matches: planMatches(f.variant, 1, 1),
  model: null, customModules: [], candidatesFile: null, turnCap: null, timeLimitMs: 60_000, wordList: null, referee: true,
};
const executor = await createExecutor(setup, { spymasters: [spymaster], guessers: [guesser] });

const clues = [];
const games = [];
for (let board = 0; board < Number(f.games); board += 1) {
  log = [];
  const { outcome, state } = await executor.playWithState({ board, match: 0 });
  const identity = new Map(state.cards.map((c) => [c.word, c.identity]));
  // (two-team: the pairing plays itself, so 'won' is the red side's game)
  games.push({ board, score: outcome.score, won: outcome.winner === 'a', reason: outcome.reason, clues: state.clues.length });
  let i = 0;
  for (const rec of state.clues) {
    // The decision that gave this clue, then the guess decisions of its turn.
    while (i < log.length && log[i].kind !== 'clue') i += 1;
    const d = log[i];
    i += 1;
    const guessDecisions = [];
    while (i < log.length && log[i].kind === 'guess') guessDecisions.push(log[i++]);
    if (d === undefined) continue;
    // (the clue's own team: in a two-team game both teams' clues are recorded)
    const picks = rec.guesses.map((w) => ({ word: w, identity: identity.get(w) === rec.team ? 'team' : identity.get(w), target: d.targets.includes(w) }));
    const firstWrong = picks.findIndex((p) => p.identity !== 'team');
    const first = guessDecisions[0];
    const rankOf = (w) => (first === undefined ? -1 : first.ranked.indexOf(w));
    const wrong = firstWrong < 0 ? null : picks[firstWrong];
    clues.push({
      board, turn: rec.turn, side: rec.team, word: rec.word, number: rec.number, legal: rec.legal, targets: d.targets, open: d.open,
      picks, foundTargets: picks.filter((p) => p.target).length, team: picks.filter((p) => p.identity === 'team').length,
      wrong: wrong === null ? null : { ...wrong, at: firstWrong, guesserRank: rankOf(wrong.word),
        namedDanger: d.dangers.some((x) => x.word === wrong.word),
        targetRanks: d.targets.map(rankOf) },
      dangers: d.dangers, fallback: d.fallback, agreed: d.agreed, plain: d.plain,
      // Another clue for the same single target right after a clue for it that the guesser missed.
      // (the same team's previous clue)
      retry: ((prev) => prev !== undefined && prev.board === board && prev.targets.some((t) => d.targets.includes(t)) && !prev.picks.some((p) => d.targets.includes(p.word)))(clues.findLast((x) => x.side === rec.team)),
    });
  }
}
await executor.close();

const pct = (a, b) => (b === 0 ? '-' : `${((100 * a) / b).toFixed(1)}%`);
const won = games.filter((g) => g.won);
console.log(`${f.spymaster} spymaster x ${f.guesser} guesser, ${f.variant}, ${games.length} games, seed ${f.seed}: mean score ${(games.reduce((a, g) => a + g.score, 0) / games.length).toFixed(2)}, wins ${pct(won.length, games.length)}, losses by ${[...new Set(games.filter((g) => !g.won).map((g) => g.reason))].map((r) => `${r} ${games.filter((g) => !g.won && g.reason === r).length}`).join(', ') || '-'}`);
const legal = clues.filter((c) => c.legal);
console.log(`${clues.length} clues (${clues.length - legal.length} illegal), mean number ${(legal.reduce((a, c) => a + (typeof c.number === 'number' ? c.number : 0), 0) / legal.length).toFixed(2)}; team cards per clue ${(legal.reduce((a, c) => a + c.team, 0) / legal.length).toFixed(2)}`);
const share = (xs, k) => `${xs.filter(k).length} of ${xs.length} (${pct(xs.filter(k).length, xs.length)})`;
console.log(`fallback clues (no clue passed the judges: the safest single card): ${share(legal, (c) => c.fallback)}; of the fallbacks, ended on a wrong card: ${share(legal.filter((c) => c.fallback), (c) => c.wrong !== null)}; of the others: ${share(legal.filter((c) => !c.fallback), (c) => c.wrong !== null)}`);
console.log(`clues for a partner read as plain GloVe cosine (plain-partner.ts): ${share(legal, (c) => c.plain)}; of them ended on a wrong card: ${share(legal.filter((c) => c.plain), (c) => c.wrong !== null)}; in ${new Set(legal.filter((c) => c.plain).map((c) => c.board)).size} games`);
for (const r of [...new Set(legal.map((c) => c.agreed))].sort()) console.log(`  readings that passed: ${r || '(none)'}: ${share(legal.filter((c) => c.agreed === r), (c) => c.wrong !== null)} ended on a wrong card`);
console.log(`retries (a clue for a target the previous clue aimed at and the guesser missed): ${share(legal, (c) => c.retry)}; of them ended on a wrong card: ${share(legal.filter((c) => c.retry), (c) => c.wrong !== null)}`);
const lost = new Set(games.filter((g) => !g.won).map((g) => g.board));
console.log(`clues in lost games: ${legal.filter((c) => lost.has(c.board)).length}; lost on a retry or fallback clue: ${[...lost].filter((b) => { const last = legal.filter((c) => c.board === b).at(-1); return last !== undefined && (last.retry || last.fallback); }).length} of ${lost.size}`);
console.log('');
console.log('| number | clues | all targets touched | ended on a wrong card | of which bystander / assassin | first wrong card was the explanation\'s named danger | first wrong at guesser rank 1 |');
console.log('|---|---|---|---|---|---|---|');
for (const n of [...new Set(legal.map((c) => c.number))].sort()) {
  const cs = legal.filter((c) => c.number === n);
  const wrong = cs.filter((c) => c.wrong !== null);
  console.log(`| ${n} | ${cs.length} | ${pct(cs.filter((c) => c.foundTargets === c.targets.length).length, cs.length)} | ${pct(wrong.length, cs.length)} | ${wrong.filter((c) => c.wrong.identity === 'bystander').length} / ${wrong.filter((c) => c.wrong.identity === 'assassin').length} | ${pct(wrong.filter((c) => c.wrong.namedDanger).length, wrong.length)} | ${pct(wrong.filter((c) => c.wrong.guesserRank === 0).length, wrong.length)} |`);
}
// The cards touched after a clue's number (leftovers of earlier clues, the race), by kind.
const beyond = legal.flatMap((c) => (typeof c.number === 'number' ? c.picks.slice(c.number) : []));
const kinds = ['team', 'bystander', 'assassin'];
console.log(`cards touched after the clue's number: ${beyond.length} (ours ${beyond.filter((p) => p.identity === 'team').length}, bystanders ${beyond.filter((p) => p.identity === 'bystander').length}, the other team's ${beyond.filter((p) => !kinds.includes(p.identity)).length}, the assassin ${beyond.filter((p) => p.identity === 'assassin').length})`);
// Where the targets ranked in the guesser's list when it went wrong at its first touch.
const firstTouchWrong = legal.filter((c) => c.wrong !== null && c.wrong.at === 0);
const tr = firstTouchWrong.flatMap((c) => c.wrong.targetRanks.filter((r) => r >= 0));
const hist = new Map();
for (const r of tr) hist.set(Math.min(r + 1, 6), (hist.get(Math.min(r + 1, 6)) ?? 0) + 1);
console.log('');
console.log(`first touch wrong: ${firstTouchWrong.length} clues; the targets' ranks in the guesser's list then: ${[...hist.entries()].sort((a, b) => a[0] - b[0]).map(([r, k]) => `${r === 6 ? '6+' : r}: ${k}`).join(', ')}`);
// Which wrong cards recur (across boards: a card word the guesser reads into many clues).
const byWord = new Map();
for (const c of legal) if (c.wrong !== null) byWord.set(c.wrong.word, (byWord.get(c.wrong.word) ?? 0) + 1);
console.log(`most frequent wrong cards: ${[...byWord.entries()].sort((a, b) => b[1] - a[1]).slice(0, 15).map(([w, k]) => `${w} ${k}`).join(', ')}`);
const byClue = new Map();
for (const c of legal) if (c.wrong !== null) byClue.set(c.word, (byClue.get(c.word) ?? 0) + 1);
console.log(`clue words misread most often: ${[...byClue.entries()].sort((a, b) => b[1] - a[1]).slice(0, 15).map(([w, k]) => `${w} ${k}`).join(', ')}`);
console.log('');
console.log('misread clues (board, turn: CLUE n -> targets | took, * = wrong card (kind), explanation\'s closest dangers):');
for (const c of legal.filter((x) => x.wrong !== null).slice(0, Number(f.examples))) {
  const tag = (c.fallback ? ' [fallback]' : c.retry ? ' [retry]' : '') + ` [${c.agreed.replace('the word links', 'links')}]`;
  const took = c.picks.map((p) => (p.identity === 'team' ? p.word : `*${p.word}(${p.identity})`)).join(' ');
  const dangers = c.dangers.map((d) => `${d.word}(${d.identity} ${d.similarity.toFixed(2)})`).join(' ');
  console.log(`  b${c.board} t${c.turn}: ${c.word.toUpperCase()} ${c.number}${tag} -> ${c.targets.join(', ')} | took ${took} | dangers ${dangers}`);
}
if (f.json !== undefined) writeFileSync(f.json, JSON.stringify({ variant: f.variant, games, clues }, null, 1));
