/**
 * The built-in agent registry: 'default' is the partner-aware default agents (their clue explanations say
 * when the partner minds were consulted), 'default-solo' the same agents aiming at themselves only.
 */
import { describe, expect, it } from 'vitest';
import { builtinAgents, type AgentContext } from '../../src/harness/registry.js';
import { loadDefaultModel } from '../../src/embeddings/index.js';
import { createGame, deriveSeed, spymasterView } from '../../src/game/index.js';

const ctx: AgentContext = { model: () => loadDefaultModel() };
const byName = (name: string) => {
  const f = builtinAgents().find((a) => a.name === name);
  if (f === undefined) throw new Error(`no built-in agent '${name}'`);
  return f;
};

describe('builtinAgents', () => {
  it('offers default-solo next to default, with its own description', () => {
    const names = builtinAgents().map((a) => a.name);
    expect(names).toEqual(expect.arrayContaining(['default', 'default-cautious', 'default-bold', 'default-solo', 'glove', 'wordnet']));
    expect(new Set(names).size).toBe(names.length);
    expect(byName('default-solo').description).toMatch(/without partner trust or the partner check/);
  });

  it("checks default-machine's first clues against the partner minds, and not default-solo's", async () => {
    const checked = await byName('default-machine').spymaster!(ctx);
    const solo = await byName('default-solo').spymaster!(ctx);
    for (let g = 0; g < 2; g++) {
      const view = spymasterView(createGame({ variant: 'single-team', seed: deriveSeed(3, g) }), 'red');
      const a = await checked.giveClue(view);
      const b = await solo.giveClue(view);
      expect(a.explanation?.summary).toMatch(/Checked with .+ and .+ alone: each still ranks our cards for it above the assassin/);
      expect(b.explanation?.summary).not.toMatch(/Checked with/);
    }
  });
});
