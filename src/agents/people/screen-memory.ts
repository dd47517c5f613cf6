/**
 * What the spymaster for people remembers between the turns of one game: the pool words whose screen
 * (mayPass, clue-judges.ts) failed on this board, so that a later turn skips their readings.
 *
 * mayPass fails for a reading when a card not ours is tied too closely (the norms, the word links, what
 * hearers of the clue think of) or when no card of ours passes alone, by the norms or by the forward
 * reading; each card's scores depend only on the card and the clue word. So while no card that is not ours
 * is covered and the partner context (strict or not) is the same, a later turn's board is the earlier one
 * with some of our cards gone: the cards not ours are the same, and fewer of ours can pass, so a failure
 * stays a failure. Anything else (a card not ours covered, a card of ours open again as when the same board
 * is played anew, another context, another board) starts the board's memory afresh.
 * test/agents/people/screen-memory.test.ts plays games with and without it: the same clues.
 */
import type { SpymasterView } from '../../game/types.js';

/** Boards remembered at once (players of interleaved games); the oldest is dropped. */
const BOARDS = 4;

/** One turn's view of a board's memory. */
export interface ScreenTurn {
  /** Whether pool word `c`'s screen failed on an earlier turn of this board (it fails now too). */
  failed(c: number): boolean;
  /** Records that pool word `c`'s screen failed on this turn. */
  fail(c: number): void;
}

/** The memory of a spymaster whose pool holds `size` words. */
export interface ScreenMemory {
  /** This turn of `view`'s board, under partner context `strict`: the failures still known, and a place for new ones. */
  turn(view: SpymasterView, strict: boolean): ScreenTurn;
}

interface Board {
  readonly id: string;
  readonly strict: boolean;
  /** 1 where the card (grid order) was open on the latest turn. */
  readonly open: Uint8Array;
  readonly failed: Uint8Array;
}

/**
 * Creates the memory for a pool of `size` words.
 *
 * @example
 * const memory = createScreenMemory(pool.size);
 * const known = memory.turn(view, strict);
 * if (!known.failed(c) && !mayPass(reading, board, params, context)) known.fail(c);
 */
export function createScreenMemory(size: number): ScreenMemory {
  const boards: Board[] = [];
  return {
    turn(view, strict) {
      const id = `${view.team}\u0001${view.cards.map((card, i) => `${card.word}\u0002${view.key[i]}`).join('\u0001')}`;
      const at = boards.findIndex((b) => b.id === id);
      let board = at >= 0 ? boards[at]! : null;
      if (at > 0) boards.splice(at, 1), boards.unshift(board!);
      const still = board !== null && board.strict === strict && view.cards.every((card, i) => {
        const open = card.revealed ? 0 : 1;
        // (a card not ours exactly as before; one of ours may only have been covered since)
        return view.key[i] === view.team ? open <= board!.open[i]! : open === board!.open[i]!;
      });
      if (!still) {
        if (board !== null) boards.splice(boards.indexOf(board), 1);
        else if (boards.length >= BOARDS) boards.pop();
        board = { id, strict, open: new Uint8Array(view.cards.length), failed: new Uint8Array(size) };
        boards.unshift(board);
      }
      const b = board!;
      view.cards.forEach((card, i) => (b.open[i] = card.revealed ? 0 : 1));
      return {
        failed: (c) => b.failed[c] === 1,
        fail: (c) => {
          b.failed[c] = 1;
        },
      };
    },
  };
}
