/**
 * The end game of the spymaster for people, on the real default agents: when our last open agents are a new
 * target and a card an earlier clue of ours still points at, the clue says 'unlimited' and names both;
 * without that earlier clue it is a plain clue for one.
 */
import { describe, expect, it } from 'vitest';
import { builtinAgents, type AgentContext } from '../../../src/harness/registry.js';
import { loadDefaultModel } from '../../../src/embeddings/index.js';
import type { ClueRecord, Identity } from '../../../src/game/types.js';
import { spyView } from '../views.js';

const ctx: AgentContext = { model: () => loadDefaultModel() };
const words = ['WHALE', 'PIANO', 'SHARK', 'TRAIN', 'CASTLE', 'DESK', 'BOOT', 'CHURCH'];
const key: Identity[] = ['red', 'red', 'red', 'blue', 'blue', 'bystander', 'bystander', 'assassin'];

describe('the end game of the spymaster for people', () => {
  it("says 'unlimited' when a clue for one and the leftovers of earlier clues finish the team", async () => {
    const spymaster = await builtinAgents().find((a) => a.name === 'default')!.spymaster!(ctx);
    const ocean: ClueRecord = { team: 'red', word: 'ocean', number: 2, turn: 1, legal: true, guesses: ['SHARK'] };
    const later = await spymaster.giveClue({ ...spyView(words, key, 'red', ['SHARK'], [ocean]), lang: 'en', turnNumber: 2 });
    expect(later.number).toBe('unlimited');
    expect(later.targets).toContain('WHALE');
    expect(later.targets).toContain('PIANO');
    expect(later.explanation?.summary).toContain('Unlimited: WHALE');
    // The same position without the earlier clue: nothing is left over, so a plain number
    const fresh = await spymaster.giveClue({ ...spyView(words, key, 'red', ['SHARK']), lang: 'en' });
    expect(typeof fresh.number).toBe('number');
  }, 60_000);
});
