#!/usr/bin/env node
/**
 * A blind sheet of clues from the middle of cross-play games (single-team, or two-team from a diagnosis run
 * with --variant standard, each clue keyed for its own team), for a reader who sees only the open cards and the
 * clue (docs/clue-evaluation.md's protocol; `eval clues --score` scores the answers against the key it writes).
 * It reads the clues that scripts/crossplay-diagnosis.mjs recorded (`--json FILE`): by default the clues given
 * for a partner read as plain GloVe cosine (plain-partner.ts) with a number of at least 2, the first `--count` of
 * them in game order. Boards are dealt again from the diagnosis run's seed (board i from deriveSeed(seed, i), as
 * the tournament deals them), so the key has every open card's identity.
 *
 * Usage: npm run build && node scripts/crossplay-diagnosis.mjs --games 200 --seed 5 --json /tmp/x.json
 *        node scripts/crossplay-clue-sheet.mjs /tmp/x.json --seed 5 --out DIR [--count 40] [--min-number 2] [--all] [--later]
 *        [--per-game N] (--all: every clue, not only those for a plain-cosine partner; --later: not a game's first
 *        clue, in a two-team game not a team's first; --per-game: at most N clues of one game)
 */
import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { parseArgs } from 'node:util';

const { values: f, positionals } = parseArgs({ allowPositionals: true, options: {
  seed: { type: 'string' }, out: { type: 'string' }, count: { type: 'string', default: '40' }, 'min-number': { type: 'string', default: '2' }, all: { type: 'boolean', default: false },
  later: { type: 'boolean', default: false }, 'per-game': { type: 'string' },
} });
if (positionals.length !== 1 || f.seed === undefined || f.out === undefined) {
  console.error('usage: node scripts/crossplay-clue-sheet.mjs DIAGNOSIS.json --seed S --out DIR [--count 40] [--min-number 2] [--all] [--later] [--per-game N]');
  process.exit(2);
}
const game = await import('../dist/game/index.js');
const { grid } = await import('../dist/harness/clue-eval-sheet.js');
const { CLUE_KEY_FORMAT, blindItem } = await import('../dist/harness/clue-eval-key.js');
const { writeClueExport } = await import('../dist/harness/clue-eval-export.js');
const seed = Number(f.seed);
// (a two-team diagnosis run records both teams' clues, each with its team: `side`)
const { clues, variant = 'single-team' } = JSON.parse(readFileSync(positionals[0], 'utf8'));
// (--later: not the first clue of a game, which the first-clue panels read; in a two-team game, of a team)
const first = new Map();
const gameTeam = (c) => `${c.board}:${c.side ?? ''}`;
for (const c of clues) if (!first.has(gameTeam(c))) first.set(gameTeam(c), c);
const eligible = clues.filter((c) => (f.all || c.plain) && typeof c.number === 'number' && c.number >= Number(f['min-number']) && !(f.later && first.get(gameTeam(c)) === c));
// (--per-game N: N clues of a game at most, drawn in a seeded order of their own, so the sheet spreads over many
// boards and over the whole of each game; games in order)
const draw = (c) => createHash('sha256').update(`draw:${c.board}:${c.turn}:${c.side ?? ''}`).digest('hex');
const perGame = f['per-game'] === undefined ? null : Number(f['per-game']);
const byGame = new Map();
for (const c of eligible) byGame.set(c.board, [...(byGame.get(c.board) ?? []), c]);
const chosen = (perGame === null ? eligible : [...byGame.values()].flatMap((cs) => cs.sort((a, b) => (draw(a) < draw(b) ? -1 : 1)).slice(0, perGame))).slice(0, Number(f.count));
const items = chosen.map((c) => {
  const state = game.createGame({ variant, seed: game.deriveSeed(seed, c.board), lang: 'en' });
  const identity = new Map(state.cards.map((x) => [x.word, x.identity]));
  return {
    id: createHash('sha256').update(`plain:${c.board}:${c.turn}${c.side === undefined || variant === 'single-team' ? '' : `:${c.side}`}`).digest('hex').slice(0, 8),
    variant, words: c.open, clue: c.word.toUpperCase(), number: c.number, page: 1,
    spymaster: c.plain ? 'default (plain-cosine partner)' : 'default', lang: 'en', team: c.side ?? state.turn,
    key: c.open.map((w) => identity.get(w)), targets: c.targets, board: c.board, seed: game.deriveSeed(seed, c.board),
  };
});
items.sort((a, b) => (a.id < b.id ? -1 : 1));
const brief = [
  `You are playing Codenames as the guesser, the way a thoughtful human player would. This page holds ${items.length} independent items, each from the middle of a game: it shows the code names still open on the table (the others are already covered) and a clue from your team's spymaster: a word and a number N, meaning "N of these words are ours and relate to this clue". Some of the open words are your team's; the others are bystanders, the other team's words, and one assassin (touching it loses the game at once), but you do not know which are which.`,
  '',
  'For each item, decide which words you would touch, in order, as a careful human player: at most N words, best first. Stop early (list fewer than N) when you are not reasonably confident about the next one, exactly as you would in a real game where a wrong touch ends your turn and the assassin loses the game. You must touch at least one word. Decide each item on its own, using only its words and clue.',
  '',
  'Write one JSON object per line: {"id": "...", "guesses": ["WORD", ...]}.',
];
const out = [`# Clues to read (${items.length} items)`, '', ...brief.map((l) => (l === '' ? '>' : `> ${l}`)), ''];
for (const it of items) out.push(`### ${it.id}`, '', '```text', grid(it.words, 5), '```', '', `Clue: **${it.clue} ${it.number}**`, '');
// (the harness's writer: items.jsonl, this sheet, key.json; a folder that is not empty is refused)
try {
  writeClueExport(f.out, { items: items.map(blindItem), key: { format: CLUE_KEY_FORMAT, version: 1, items }, sheet: `${out.join('\n').trimEnd()}\n` });
} catch (e) {
  console.error(`${e.code}: ${e.message}`);
  process.exit(2);
}
console.log(`${items.length} items: ${f.out}/sheet.md, items.jsonl, key.json (give readers the sheet, never key.json)`);
