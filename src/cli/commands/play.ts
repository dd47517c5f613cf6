/**
 * `codenames-ai play`: a terminal game. The person takes any seats, the AI the rest. The rules engine
 * decides everything; this file only reads typed moves, asks the referee about typed clues before they are
 * given, and prints the grid, the clue log and (on `why`) the AI's explanation of its last move.
 */
import { createInterface } from 'node:readline';
import { CodenamesError, isCodenamesError } from '../../errors.js';
import type { Risk } from '../../agents/types.js';
import type { GameState, Team } from '../../game/types.js';
import { intFlag, listFlag, parseFlags, variantFlag, WORD_VARIANTS } from '../args.js';
import type { CliCommand, CliIO } from '../command.js';

const SEATS = ['red-spymaster', 'red-guesser', 'blue-spymaster', 'blue-guesser'] as const;

const HELP = `codenames-ai play: a Codenames game in the terminal; you take any seats, the AI plays the rest

Usage: codenames-ai play [--seats red-guesser] [--variant standard] [--seed N] [--risk balanced] [--lang CODE] [--model DIR]

Flags:
  --seats LIST    your seats, comma-separated: ${SEATS.join(', ')}; 'none' = watch the AI
                  (default red-guesser). In single-team and coop only the starting team plays.
  --variant V     ${WORD_VARIANTS.join(', ')} (default standard)
  --seed N        deal seed (default 1)
  --risk R        the AI's boldness: cautious, balanced, bold or 0..1 (default balanced)
  --lang CODE     the game's language (default en): its cards, its referee, and the AI on the model
                  installed for it ('codenames-ai model bridge --lang hu|ru' or 'model import')
  --model DIR     the model folder the AI thinks with (a model of the --lang language)

While playing:
  as a spymaster:  WORD NUMBER (e.g. 'ocean 2', 'ocean unlimited'); the referee checks it first
  as a guesser:    a card's word to touch it; 'pass' to stop (after one guess)
  covering:        the word of one of your agents
  any time:        'why' (the AI's reasoning for its last move), 'board', 'log', 'help', 'quit'
`;

interface Ctx {
  readonly io: CliIO;
  readonly color: boolean;
  readonly seats: ReadonlySet<string>;
}

function seatList(value: string | undefined): Set<string> {
  if (value === 'none') return new Set();
  const list = value === undefined ? ['red-guesser'] : listFlag(value);
  for (const s of list) {
    if (!(SEATS as readonly string[]).includes(s)) throw new CodenamesError('cli/usage', `Unknown seat '${s}'. Seats: ${SEATS.join(', ')}, or 'none'.`);
  }
  return new Set(list);
}

function riskFlag(value: string | undefined): Risk | undefined {
  if (value === undefined) return undefined;
  if (value === 'cautious' || value === 'balanced' || value === 'bold') return value;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0 || n > 1) throw new CodenamesError('cli/usage', `--risk must be cautious, balanced, bold or a number from 0 to 1; got '${value}'.`);
  return n;
}

/** "1 guess left", "2 guesses left". */
function guessesLeft(n: number): string {
  return `${n} ${n === 1 ? 'guess' : 'guesses'} left`;
}

/** The clue log, one line per clue, with what was touched for it. */
function clueLog(state: GameState): string {
  if (state.clues.length === 0) return 'No clues yet.\n';
  return `${state.clues.map((c) => `  ${c.turn}. ${c.team} ${c.word} ${c.number}${c.legal ? '' : ' (illegal: turn lost)'}${c.guesses.length > 0 ? ` -> ${c.guesses.join(', ')}` : ''}`).join('\n')}\n`;
}

export const command: CliCommand = {
  help: HELP,
  async run(argv, io) {
    const { values } = parseFlags('play', argv, {
      seats: { type: 'string' },
      variant: { type: 'string' },
      seed: { type: 'string' },
      risk: { type: 'string' },
      lang: { type: 'string' },
      model: { type: 'string' },
    }, false);
    const seats = seatList(values.seats);
    const variant = variantFlag(values.variant);
    const seed = intFlag('seed', values.seed, 1, 0, 0xffffffff);
    const risk = riskFlag(values.risk);

    const [{ createGame, applyAction, spymasterView }, { renderGrid, describeBoard, useColor }, { buildAgents }, { nextMove, playMove }, { prepareReferee }, { oursOnMind }, { languageContext }] = await Promise.all([
      import('../../game/index.js'),
      import('../render-grid.js'),
      import('../../agents/build/index.js'),
      import('../../play/index.js'),
      import('../../legality/index.js'),
      import('./clue.js'),
      import('../lang-context.js'),
    ]);
    const { lang, ctx: buildCtx } = await languageContext(values.lang, values.model, undefined, io.cwd);
    const ctx: Ctx = { io, color: useColor(io.stdout, io.env), seats };
    const out = (s: string): void => void io.stdout.write(s.endsWith('\n') ? s : `${s}\n`);
    const ai = await buildAgents(oursOnMind('default', risk), buildCtx);
    const referee = await prepareReferee({ lang });

    let state = createGame({ variant, seed, lang });
    const showKey = (): boolean => state.phase === 'over' || seats.size === 0 || [...seats].some((s) => s.endsWith('-spymaster'));
    const board = (): void => out(renderGrid(state, { spymaster: showKey(), color: ctx.color }));
    // The AI's reasoning for its last turn. A spymaster's names its targets and the dangers' identities: what
    // the key tells, so it is shown only to a person who sees the key (a spymaster seat, or watching).
    let lastWhy: { readonly text: string; readonly fromKey: boolean } = { text: 'The AI has not moved yet.', fromKey: false };
    // A function, not a test on `state.phase` inline: tryApply reassigns `state` behind TypeScript's narrowing.
    const isOver = (): boolean => state.phase === 'over';

    out(describeBoard(state));
    out(`You: ${seats.size === 0 ? 'watching' : [...seats].join(', ')}. Type 'help' for commands.`);
    board();

    const rl = createInterface({ input: io.stdin, terminal: false });
    const lines = rl[Symbol.asyncIterator]();
    const ask = async (prompt: string): Promise<string | null> => {
      io.stdout.write(`${prompt} > `);
      const r = await lines.next();
      if (r.done === true) return null;
      io.stdout.write('\n');
      return r.value.trim();
    };
    const seatNow = (): string | null => nextMove(state).seat;
    const tryApply = (action: Parameters<typeof applyAction>[1]): boolean => {
      try {
        state = applyAction(state, action, { referee });
        return true;
      } catch (e) {
        if (!isCodenamesError(e)) throw e;
        out(`Not allowed: ${e.message}`);
        return false;
      }
    };

    try {
      while (state.phase !== 'over') {
        const seat = seatNow();
        if (seat === null || !seats.has(seat)) {
          const { state: next, moves } = await playMove(state, () => ai, { referee });
          state = next;
          const whys: string[] = [];
          let fromKey = false;
          for (const m of moves) {
            const a = m.action;
            if (a.type === 'clue') out(`AI ${a.team} spymaster: ${a.word} ${a.number}${a.verdict !== undefined && !a.verdict.ok ? ` (illegal: ${a.verdict.message})` : ''}`);
            else if (a.type === 'guess') out(`AI ${a.team} guesser touches ${a.word}: ${state.cards.find((c) => c.word === a.word)?.identity ?? '?'}`);
            else if (a.type === 'pass') out(`AI ${a.team} guesser stops.`);
            else if (a.type === 'cover') out(`AI covers ${a.word} (${a.team} agent).`);
            if (m.explanation !== undefined) whys.push(m.explanation);
            if (a.type === 'clue' || a.type === 'cover') fromKey = true; // both decided on the spymaster's view
          }
          if (whys.length > 0) lastWhy = { text: whys.join(' '), fromKey };
          continue;
        }
        const team = state.turn as Team;
        const line = await ask(state.phase === 'clue' ? `${team} spymaster, your clue (WORD NUMBER)`
          : state.phase === 'guess' ? `${team} guesser, clue ${state.clues.at(-1)?.word ?? '?'} ${state.clues.at(-1)?.number ?? ''}${state.maxGuesses !== null ? `, ${guessesLeft(state.maxGuesses - state.guessesThisTurn)}` : ''}: a card, or 'pass'`
          : `Cover one ${state.coverBy ?? team} agent (${(nextMove(state).candidates ?? []).join(', ')})`);
        if (line === null) {
          out('Input ended: the game is left unfinished.');
          return 0;
        }
        const cmd = line.toLowerCase();
        if (cmd === '') continue;
        if (cmd === 'quit' || cmd === 'exit') return 0;
        if (cmd === 'help') { out(HELP.slice(HELP.indexOf('While playing:'))); continue; }
        if (cmd === 'why') {
          out(`AI reasoning: ${lastWhy.fromKey && !showKey() ? 'withheld: the AI spymaster reasoned with the key, which a guesser does not see (take a spymaster seat to read it).' : lastWhy.text}`);
          continue;
        }
        if (cmd === 'board') { board(); continue; }
        if (cmd === 'log') { out(clueLog(state)); continue; }
        if (state.phase === 'clue') {
          const m = /^(\S+)\s+(\d+|unlimited)$/i.exec(line);
          if (m === null) { out("Type a clue as WORD NUMBER, e.g. 'ocean 2'."); continue; }
          const word = m[1] as string;
          const number = m[2]?.toLowerCase() === 'unlimited' ? 'unlimited' : Number(m[2]);
          const verdict = referee({ word, number }, spymasterView(state, team));
          if (!verdict.ok) { out(`Referee: '${word}' is illegal: ${verdict.message} Give another clue.`); continue; }
          out(`Referee: '${word}' is legal.`);
          tryApply({ type: 'clue', team, word, number });
        } else if (state.phase === 'guess') {
          const before = state.cards.filter((c) => c.revealed).length;
          if (cmd === 'pass') tryApply({ type: 'pass', team });
          else if (tryApply({ type: 'guess', team, word: line })) {
            const card = state.cards.filter((c) => c.revealed).length > before ? state.cards.find((c) => c.word.toLowerCase() === cmd) : undefined;
            out(`${card?.word ?? line}: ${card?.identity ?? '?'}${card?.identity === team ? ' (yours)' : ''}`);
          }
        } else {
          const coverTeam = state.coverBy ?? team;
          if (tryApply({ type: 'cover', team: coverTeam, word: line })) out(`Covered ${line.toUpperCase()} (${coverTeam} agent).`);
        }
        if (!isOver()) board();
      }
      const r = state.result;
      out(`Game over: ${r?.winner === null || r === null ? 'no winner' : `${r.winner} wins`} (${r?.reason ?? '?'}), score ${r?.score ?? '?'}.`);
      board();
      out(clueLog(state));
      return 0;
    } finally {
      rl.close();
    }
  },
};
