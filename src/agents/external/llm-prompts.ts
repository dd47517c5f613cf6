/**
 * What a language-model agent is told, per role: the rules it must follow, the board as its seat sees it,
 * the move history, and the answer format (a JSON schema for `response_format`, and the same shape in words
 * for endpoints that ignore it). Only what the seat may know goes in: the guesser's prompt has no key.
 */
import type { ClueRecord, GuesserView, SpymasterView } from '../../game/types.js';

/** One chat message. */
export interface ChatMessage {
  readonly role: 'system' | 'user' | 'assistant';
  readonly content: string;
}

/** A JSON schema for OpenAI's `response_format: { type: 'json_schema', ... }` (strict mode). */
export interface AnswerFormat {
  readonly name: string;
  readonly schema: Readonly<Record<string, unknown>>;
}

export const CLUE_FORMAT: AnswerFormat = {
  name: 'codenames_clue',
  schema: {
    type: 'object',
    properties: {
      clue: { type: 'string', description: 'one word, not on the board' },
      number: { type: 'integer', minimum: 0, maximum: 9, description: 'how many of your agents the clue is for' },
      targets: { type: 'array', items: { type: 'string' }, description: 'the board words you mean' },
    },
    required: ['clue', 'number', 'targets'],
    additionalProperties: false,
  },
};

export const GUESS_FORMAT: AnswerFormat = {
  name: 'codenames_guesses',
  schema: {
    type: 'object',
    properties: {
      guesses: { type: 'array', items: { type: 'string' }, description: 'board words to touch, in order; stop where you are unsure' },
    },
    required: ['guesses'],
    additionalProperties: false,
  },
};

const RULES = `You are playing Codenames. The board has 25 code-name cards. Each team's spymaster knows which cards are
their team's agents, the opponent's agents, innocent bystanders and the one assassin. The spymaster gives a
one-word clue and a number (how many cards it relates to). The guessers then touch cards one at a time: an own
agent lets them go on (at most number + 1 touches), a bystander or an opponent's agent ends the turn, and the
assassin loses the game. A clue must be a single word that is not a visible card, not a part or a form of a
visible card (no shared root, no compound, no translation, no spelling change), and says nothing about positions
or letters.`;

function history(clues: readonly ClueRecord[], team: string): string {
  if (clues.length === 0) return 'No clue has been given yet.';
  return clues.map((c) => `- ${c.team === team ? 'your team' : `team ${c.team}`}: clue "${c.word}" ${String(c.number)}${c.guesses.length === 0 ? '' : `, touched ${c.guesses.join(', ')}`}${c.legal ? '' : ' (ruled illegal)'}`).join('\n');
}

/** The spymaster's messages: rules, key, visible cards, history. */
export function clueMessages(view: SpymasterView): ChatMessage[] {
  const by = (id: string): string[] => view.cards.filter((c, i) => !c.revealed && view.key[i] === id).map((c) => c.word);
  const other = view.team === 'red' ? 'blue' : 'red';
  const revealed = view.cards.filter((c) => c.revealed).map((c) => `${c.word} (${c.identity ?? '?'})`);
  const user = [
    `You are the spymaster of team ${view.team}.`,
    `Your agents still to find: ${by(view.team).join(', ')}.`,
    by(other).length > 0 ? `The opponent's agents (avoid): ${by(other).join(', ')}.` : '',
    `Bystanders (avoid): ${by('bystander').join(', ') || 'none'}.`,
    `The assassin (never lead to it): ${by('assassin').join(', ')}.`,
    revealed.length > 0 ? `Already revealed: ${revealed.join(', ')}.` : '',
    `Moves so far:\n${history(view.clues, view.team)}`,
    'Give your clue as JSON: {"clue": "word", "number": N, "targets": ["BOARD WORD", ...]}.',
  ].filter((l) => l !== '');
  return [{ role: 'system', content: RULES }, { role: 'user', content: user.join('\n') }];
}

/** The guesser's messages: rules, visible cards, history, the clue; never the key. */
export function guessMessages(view: GuesserView): ChatMessage[] {
  const clue = view.currentClue;
  const visible = view.cards.filter((c) => !c.revealed).map((c) => c.word);
  const revealed = view.cards.filter((c) => c.revealed).map((c) => `${c.word} (${c.identity ?? '?'})`);
  const past = view.clues.filter((c) => c !== clue);
  const user = [
    `You are a guesser of team ${view.team}.`,
    `Cards you may touch: ${visible.join(', ')}.`,
    revealed.length > 0 ? `Already revealed: ${revealed.join(', ')}.` : '',
    `Moves so far:\n${history(past, view.team)}`,
    `Your spymaster's clue: "${clue?.word ?? ''}" ${String(clue?.number ?? '')}${clue !== null && clue.guesses.length > 0 ? ` (already touched for it: ${clue.guesses.join(', ')})` : ''}.`,
    view.guessesLeft === null ? '' : `You may touch at most ${view.guessesLeft} card(s).`,
    'Answer as JSON: {"guesses": ["BOARD WORD", ...]}, best first, only cards from the list, at least one.',
  ].filter((l) => l !== '');
  return [{ role: 'system', content: RULES }, { role: 'user', content: user.join('\n') }];
}
