/**
 * `codenames-ai play` spawned with scripted stdin: a person guessing for an AI spymaster to the end of a
 * game, asking for the AI's reasoning; a person spymaster whose board-word clue the referee refuses
 * (RULES.md 1, 000/002/004: not a visible code name) before a legal one is played; and bad flags.
 */
import { describe, expect, it } from 'vitest';
import { createGame } from '../../src/game/index.js';
import { spawnCli } from './run-cli.js';

function play(args: string[], lines: string[]): Promise<{ code: number | null; out: string; err: string }> {
  return spawnCli(['play', ...args], `${lines.join('\n')}\n`, { ...process.env, NO_COLOR: '1' });
}

describe('codenames-ai play', () => {
  it('a person guesses for the AI spymaster until the game ends; why shows the AI reasoning', async () => {
    const words = createGame({ variant: 'single-team', seed: 3, lang: 'en' }).cards.map((c) => c.word.toLowerCase());
    // Touch the cards in grid order; a covered one is refused and the next line is read.
    const { code, out } = await play(['--variant', 'single-team', '--seed', '3', '--seats', 'red-guesser'], ['why', 'pass', 'log', ...words]);
    expect(code).toBe(0);
    expect(out).toMatch(/AI red spymaster: \S+ \d/);
    // 'why' before any guess: the spymaster's reasoning names its targets and the dangers' identities, which
    // a guesser must not see; the guesser is told it is withheld (issue 12 item 3).
    const why = /AI reasoning: .*/.exec(out)?.[0] ?? '';
    expect(why).toMatch(/withheld/);
    for (const w of words) expect(why.toLowerCase().split(/[^a-z]+/)).not.toContain(w.split(' ')[0]);
    expect(out).toMatch(/Not allowed: .*guess/i); // 'pass' before any guess: the engine refuses it
    expect(out).toMatch(new RegExp(`${words[0]!.toUpperCase()}: (red|blue|bystander|assassin)`));
    expect(out).toMatch(/Game over: /);
    // The guesser's grid never shows the key of hidden cards while playing.
    const beforeEnd = out.slice(0, out.indexOf('Game over'));
    expect(beforeEnd).not.toMatch(/\[[RBX-]\] [A-Z]/); // a card with its key mark (the legend is lower case)
  });

  it('a person spymaster: the referee refuses a board word, accepts a legal clue, the AI guesses', async () => {
    const s = createGame({ variant: 'single-team', seed: 5, lang: 'en' });
    const boardWord = s.cards[0]!.word.toLowerCase();
    const { code, out } = await play(['--variant', 'single-team', '--seed', '5', '--seats', 'red-spymaster'], [`${boardWord} 2`, 'two words 1', 'water 1', 'quit']);
    expect(code).toBe(0);
    expect(out).toMatch(new RegExp(`Referee: '${boardWord}' is illegal`));
    expect(out).toMatch(/Type a clue as WORD NUMBER/);
    expect(out).toMatch(/Referee: 'water' is legal/);
    expect(out).toMatch(/AI red guesser touches \S+: (red|blue|bystander|assassin)/);
    expect(out).toMatch(/\[X\] [A-Z]/); // a spymaster sees the key
  });

  it('coop (000): after the team\'s turn the person covers one opponent agent', async () => {
    const s = createGame({ variant: 'coop', seed: 6, lang: 'en' });
    const words = s.cards.map((c) => c.word.toLowerCase());
    const clue = ['nature', 'history', 'science', 'music'].find((w) => !words.includes(w)) ?? 'nature';
    const blue = s.cards.filter((c) => c.identity === 'blue').map((c) => c.word.toLowerCase());
    const { code, out } = await play(['--variant', 'coop', '--seed', '6', '--seats', 'red-spymaster'], [`${clue} 1`, ...blue, 'quit']);
    expect(code).toBe(0);
    expect(out).toMatch(/Cover one blue agent \([A-Z ,-]+\) >/);
    // The first blue word still hidden is covered.
    const covered = /Covered (\S+) \(blue agent\)/.exec(out)?.[1];
    expect(blue).toContain(covered?.toLowerCase());
  });

  it('bad flags are usage errors with exit code 2', async () => {
    const seat = await play(['--seats', 'red-captain'], []);
    expect(seat.code).toBe(2);
    expect(seat.err).toMatch(/Unknown seat 'red-captain'/);
    const variant = await play(['--variant', 'pictures'], []);
    expect(variant.code).toBe(2);
    expect(variant.err).toMatch(/--variant must be one of/);
  });
});
