/**
 * Scores a guesser on clues that humans gave to humans (the Cultural Codes Duet turns; format in
 * the Cultural Codes format of docs/agents.md). For each turn the guesser sees the board the human guesser saw, the
 * clue and the run's earlier clues, and ranks the cards. Figures:
 * - first guess is one of the giver's intended targets (the headline number; humans: ~90%);
 * - precision of the first n guesses, n = the number of targets;
 * - first guess is an assassin;
 * - the guesser's whole turn played out as the rules would (its `take` cards in rank order, the turn ending
 *   at the first card that is not the giver's team): cards of the team found per turn, and turns ending on
 *   an assassin, next to the same figures for the human guessers' own picks. This is where the stop rule
 *   shows: guessing on finds more cards but hits more assassins.
 * Rates come with a 95% Wilson interval, means with their standard error. The data is read from its file at
 * run time and never bundled.
 */
import { readFileSync } from 'node:fs';
import { CodenamesError } from '../errors.js';
import { meanSE, wilson, type Mean, type Rate } from '../stats.js';
import type { EmbeddingModel } from '../embeddings/types.js';
import { guesserViewOfPosition } from '../game/views.js';
import type { ClueRecord, GuesserView, VisibleCard } from '../game/types.js';
import type { Guesser } from './types.js';
import { createGuesser } from './guesser.js';

/** One turn of the human file (the Cultural Codes format, docs/agents.md). */
export interface HumanTurn {
  readonly game: number;
  readonly turn: number;
  readonly board: readonly string[];
  readonly clue: string;
  readonly targets: readonly string[];
  readonly assassins: readonly string[];
  readonly bystanders: readonly string[];
  readonly humanGuesses: readonly string[];
}

/** The result of {@link evaluateGuesserOnHuman}. */
export interface HumanEvalResult {
  readonly guesser: string;
  readonly file: string;
  readonly turns: number;
  /** First guess is one of the intended targets. */
  readonly firstInTargets: Rate;
  /** Of the first n guesses (n = number of targets), the share that are targets. */
  readonly precisionAtN: Rate;
  /** First guess is one of the giver's assassins. */
  readonly firstIsAssassin: Rate;
  /** The same headline figure for the human guessers of the file (turns with a guess count; none = miss). */
  readonly humanFirstInTargets: Rate;
  /** The guesser's turn played out (its `take` cards, ending at the first that is not the team's): team cards found. */
  readonly teamCardsPerTurn: Mean;
  /** Turns whose played-out guesses reach one of the giver's assassins. */
  readonly turnEndsOnAssassin: Rate;
  /** The same two figures for the human guessers' picks. */
  readonly humanTeamCardsPerTurn: Mean;
  readonly humanTurnEndsOnAssassin: Rate;
}

/** Team cards found and whether an assassin was hit when `picks` are touched in order (a miss ends the turn). */
function playOut(picks: readonly string[], turn: HumanTurn): { found: number; assassin: boolean } {
  let found = 0;
  for (const w of picks) {
    if (turn.assassins.includes(w)) return { found, assassin: true };
    if (turn.bystanders.includes(w) || !turn.board.includes(w)) break;
    found++;
  }
  return { found, assassin: false };
}

const isStringArray = (x: unknown): x is string[] => Array.isArray(x) && x.every((s) => typeof s === 'string');

/** Reads and validates a human JSONL file; a bad line is a `cli/io` error naming the line. */
export function readHumanTurns(file: string): HumanTurn[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    throw new CodenamesError('cli/io', `cannot read ${file}: ${e instanceof Error ? e.message : String(e)}. Give the path of a JSONL file of human turns (the Cultural Codes format of docs/agents.md).`, { file }, { cause: e });
  }
  const turns: HumanTurn[] = [];
  text.split('\n').forEach((line, i) => {
    if (line.trim() === '') return;
    let t: Partial<HumanTurn>;
    try {
      t = JSON.parse(line) as Partial<HumanTurn>;
    } catch {
      throw new CodenamesError('cli/io', `${file}:${i + 1} is not JSON; each line must be one turn object (the Cultural Codes format of docs/agents.md).`, { file, line: i + 1 });
    }
    if (!isStringArray(t.board) || typeof t.clue !== 'string' || !isStringArray(t.targets) || !isStringArray(t.assassins) || !isStringArray(t.bystanders) || !isStringArray(t.humanGuesses)) {
      throw new CodenamesError('cli/io', `${file}:${i + 1} lacks one of board, clue, targets, assassins, bystanders, humanGuesses (arrays of strings, clue a string).`, { file, line: i + 1 });
    }
    turns.push({ game: Number(t.game ?? 0), turn: Number(t.turn ?? i + 1), board: t.board, clue: t.clue, targets: t.targets, assassins: t.assassins, bystanders: t.bystanders, humanGuesses: t.humanGuesses });
  });
  if (turns.length === 0) throw new CodenamesError('cli/io', `${file} holds no turns.`, { file });
  return turns;
}

/**
 * The guesser view for a human turn: the board as the human saw it, the clue with its number of targets, and
 * the earlier clues of the same run (same game and key) with the human's guesses for them. The cards those
 * guesses turned over are on the board again, revealed with the identity the giver's key gives them (team,
 * bystander or assassin), as the human saw them: so a guesser can tell which earlier clues are finished and
 * how its partner's clues have worked out.
 */
export function humanTurnView(turn: HumanTurn, earlier: readonly HumanTurn[]): GuesserView {
  const turned: VisibleCard[] = [];
  for (const t of earlier) {
    for (const g of t.humanGuesses) {
      // A guess ends the turn at a miss; only cards that were on that turn's board were turned over.
      if (!t.board.includes(g) || turned.some((c) => c.word === g)) break;
      const identity = t.assassins.includes(g) ? 'assassin' : t.bystanders.includes(g) ? 'bystander' : 'red';
      turned.push({ word: g, revealed: true, identity });
      if (identity !== 'red') break;
    }
  }
  const cards: VisibleCard[] = [...turned.filter((c) => !turn.board.includes(c.word)), ...turn.board.map((w) => ({ word: w, revealed: false }))];
  const clues: ClueRecord[] = earlier.map((t, i) => ({ team: 'red', word: t.clue, number: t.targets.length, turn: i + 1, legal: true, guesses: t.humanGuesses }));
  return guesserViewOfPosition({ variant: 'coop', lang: 'en', team: 'red', cards, clues, clue: { word: turn.clue, number: turn.targets.length } });
}

/** Options of {@link evaluateGuesserOnHuman}. */
export interface HumanEvalOptions {
  /** Score only the turns this accepts (e.g. even games, to tune on them); every turn still shapes the runs' history. */
  readonly only?: (turn: HumanTurn) => boolean;
}

/**
 * Scores `guesser` (or a default guesser on `model`) on a human JSONL file.
 *
 * @example
 * const r = await evaluateGuesserOnHuman(loadWordNetMind(), 'cultural-codes-dev.jsonl');
 * r.firstInTargets.rate; // e.g. 0.5
 */
export async function evaluateGuesserOnHuman(guesserOrModel: Guesser | EmbeddingModel, file: string, options: HumanEvalOptions = {}): Promise<HumanEvalResult> {
  const guesser: Guesser = 'guess' in guesserOrModel ? guesserOrModel : createGuesser(guesserOrModel);
  const turns = readHumanTurns(file);
  let scored = 0;
  let first = 0;
  let precHits = 0;
  let precTotal = 0;
  let assassin = 0;
  let human = 0;
  let ourAssassin = 0;
  let humanAssassin = 0;
  const ourFound: number[] = [];
  const humanFound: number[] = [];
  let run: HumanTurn[] = [];
  for (const t of turns) {
    // A new run starts when the game or the giver's assassins change (README: "How games are laid out").
    const prev = run[run.length - 1];
    if (prev === undefined || prev.game !== t.game || prev.assassins.join() !== t.assassins.join()) run = [];
    if (options.only !== undefined && !options.only(t)) {
      run.push(t);
      continue;
    }
    scored++;
    const d = await guesser.guess(humanTurnView(t, run));
    run.push(t);
    const targets = new Set(t.targets);
    const top = d.ranked[0]?.word;
    if (top !== undefined && targets.has(top)) first++;
    if (top !== undefined && t.assassins.includes(top)) assassin++;
    const n = t.targets.length;
    precHits += d.ranked.slice(0, n).filter((r) => targets.has(r.word)).length;
    precTotal += n;
    const h = t.humanGuesses[0];
    if (h !== undefined && targets.has(h)) human++;
    const ours = playOut(d.ranked.slice(0, Math.max(1, d.take)).map((r) => r.word), t);
    const theirs = playOut(t.humanGuesses, t);
    ourFound.push(ours.found);
    humanFound.push(theirs.found);
    if (ours.assassin) ourAssassin++;
    if (theirs.assassin) humanAssassin++;
  }
  return {
    guesser: guesser.name,
    file,
    turns: scored,
    firstInTargets: wilson(first, scored),
    precisionAtN: wilson(precHits, precTotal),
    firstIsAssassin: wilson(assassin, scored),
    humanFirstInTargets: wilson(human, scored),
    teamCardsPerTurn: meanSE(ourFound),
    turnEndsOnAssassin: wilson(ourAssassin, scored),
    humanTeamCardsPerTurn: meanSE(humanFound),
    humanTurnEndsOnAssassin: wilson(humanAssassin, scored),
  };
}
