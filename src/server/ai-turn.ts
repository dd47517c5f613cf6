/**
 * One AI move on a full game state: the clue of the spymaster whose turn it is, a whole guessing turn (touch
 * the ranked cards in order until the engine ends the turn, then pass), or a cover. The rules stay in the
 * engine: this only asks the agents and feeds their answers to `applyAction`. Used by the web page's
 * POST /v1/game/ai and by `codenames-ai play`.
 */
import type { CoverStrategy, Guesser, Spymaster } from '../agents/types.js';
import { CodenamesError } from '../errors.js';
import { applyAction, coverCandidates, guesserView, spymasterView } from '../game/index.js';
import type { Action, GameState, Referee, Team } from '../game/types.js';

/** The agents that may be asked for a move. */
export interface AiSeats {
  readonly spymaster: Spymaster;
  readonly guesser: Guesser;
  readonly cover: CoverStrategy;
}

/** One applied action with the agent's reasoning in a sentence. */
export interface AiMove {
  readonly action: Action;
  readonly explanation?: string;
}

function fmt(n: number): string {
  return Number.isFinite(n) ? n.toFixed(2) : '?';
}

/** Which team chooses a cover now: in coop the playing team covers an opponent agent (000), else the penalised side's opponent covers its own. */
export function coverChooser(state: GameState): Team {
  return state.variant === 'coop' ? state.turn : (state.coverBy ?? state.turn);
}

/**
 * Plays the next move of whoever must act and returns the new state and what was done.
 *
 * @example
 * const { state: next, moves } = await playAiTurn(state, { spymaster, guesser, cover });
 * moves[0]?.action.type; // 'clue' when it was a spymaster's turn
 */
export async function playAiTurn(state: GameState, seats: AiSeats, referee?: Referee): Promise<{ state: GameState; moves: AiMove[] }> {
  const opts = referee === undefined ? {} : { referee };
  const moves: AiMove[] = [];
  let s = state;
  const push = (action: Action, explanation?: string): void => {
    s = applyAction(s, action, opts);
    const logged = s.log[s.log.length - 1] ?? action;
    moves.push(explanation === undefined ? { action: logged } : { action: logged, explanation });
  };
  if (s.phase === 'over') throw new CodenamesError('game/game-over', 'The game is over; start a new one.', { path: '/record' });
  if (s.phase === 'clue') {
    const team = s.turn;
    const d = await seats.spymaster.giveClue(spymasterView(s, team));
    const why = d.explanation?.summary ?? (d.targets.length > 0 ? `Aiming at ${d.targets.join(', ')}.` : undefined);
    push({ type: 'clue', team, word: d.word, number: d.number }, why);
  } else if (s.phase === 'guess') {
    const team = s.turn;
    const startClues = s.clues.length;
    const d = await seats.guesser.guess(guesserView(s));
    const ranking = d.ranked.slice(0, 5).map((r) => `${r.word} ${fmt(r.score)}`).join(', ');
    const why = d.explanation ?? `Ranked ${ranking}; taking ${d.take}.`;
    let touched = 0;
    for (const r of d.ranked) {
      if (touched >= Math.max(1, d.take)) break;
      push({ type: 'guess', team, word: r.word }, touched === 0 ? why : undefined);
      touched += 1;
      // A wrong card, the guess limit or the end of the game hands the turn on.
      if (s.phase !== 'guess' || s.turn !== team || s.clues.length !== startClues) break;
    }
    if (touched === 0) throw new CodenamesError('agent/bad-decision', 'The guesser ranked no card; this is a bug in the agent.');
    if (s.phase === 'guess' && s.turn === team && s.clues.length === startClues) push({ type: 'pass', team }, 'Stopping while ahead.');
  } else {
    const coverBy = s.coverBy ?? s.turn;
    const chooser = coverChooser(s);
    const candidates = coverCandidates(s);
    const word = await seats.cover.chooseCover(spymasterView(s, chooser), candidates);
    push({ type: 'cover', team: coverBy, word }, `Covers ${word} (${coverBy} agent).`);
  }
  return { state: s, moves };
}
