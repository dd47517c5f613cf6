/**
 * One description of an agent and one builder: `--agent NAME=KIND:REST` parses into the description of each
 * kind (table), bad specs are typed errors that show the form, a built-in with options builds the same agents
 * as the registry's name for them, and an outside kind without its factory is a typed error when built.
 */
import { describe, expect, it } from 'vitest';
import { resolve } from 'node:path';
import { agentFactory, buildAgents, builtinDescription, parseAgentSpec, rolesOf, type AgentDescription } from '../../src/agents/build/index.js';
import { isCodenamesError } from '../../src/errors.js';
import { createGame, deriveSeed, spymasterView } from '../../src/game/index.js';
import { createAgentRegistry } from '../../src/harness/registry.js';
import { loadDefaultModel } from '../../src/embeddings/index.js';

const cwd = '/home/me/runs';
const ctx = { model: () => loadDefaultModel() };

const GOOD: readonly [string, AgentDescription][] = [
  ['cm=exec:python3 bot.py --fast', { kind: 'exec', name: 'cm', command: 'python3 bot.py --fast', cwd }],
  ['web=http:http://localhost:8080/', { kind: 'http', name: 'web', url: 'http://localhost:8080' }],
  ['web=http://127.0.0.1:9000', { kind: 'http', name: 'web', url: 'http://127.0.0.1:9000' }],
  ['sec=https://agents.example.org/v', { kind: 'http', name: 'sec', url: 'https://agents.example.org/v' }],
  ['cm07=py2019:repo/codenames:players.codemaster_glove_07.AICodemaster', { kind: 'py2019', name: 'cm07', repo: resolve(cwd, 'repo/codenames'), import: 'players.codemaster_glove_07.AICodemaster' }],
  ['g=py2019:C:/bots:players.guesser_glove.AIGuesser', { kind: 'py2019', name: 'g', repo: resolve(cwd, 'C:/bots'), import: 'players.guesser_glove.AIGuesser' }],
  ['gpt=openai:gpt-4o-mini', { kind: 'openai', name: 'gpt', model: 'gpt-4o-mini' }],
  ['mine=module:agents/bold.js', { kind: 'module', name: 'mine', file: resolve(cwd, 'agents/bold.js') }],
  ['bold2=builtin:default,risk=0.8,mind=glove', { kind: 'builtin', name: 'bold2', family: 'ours', mind: 'glove', risk: 0.8 }],
  ['r5=builtin:reference-0.7,threshold=0.5', { kind: 'builtin', name: 'r5', family: 'reference', threshold: 0.5 }],
  ['solo=builtin:default-solo', { kind: 'builtin', name: 'solo', family: 'ours', mind: 'default', risk: 'balanced', adaptive: false, partnerCheck: false, spymaster: 'machine' }],
];

const BAD: readonly [string, RegExp][] = [
  ['nokind', /no NAME= before the kind/],
  ['x=', /no KIND:/],
  ['=exec:ls', /the name '' must be/],
  ['x y=exec:ls', /the name 'x y' must be/],
  ['x=exec:', /nothing after 'exec:'/],
  ['x=ftp:files', /unknown kind 'ftp'/],
  ['x=http:not a url', /is not a URL/],
  ['x=http:file:///etc', /not an http\(s\) URL/],
  ['x=py2019:players.guesser.AIGuesser', /py2019 needs REPO:IMPORT/],
  ['x=py2019:repo:not-an-import', /is not an import string/],
  ['x=builtin:nobody', /'nobody' is not a built-in agent/],
  ['x=builtin:default,risk=2', /risk must be cautious, balanced, bold or a number from 0 to 1/],
  ['x=builtin:random,risk=bold', /'risk=bold' is not an option of random/],
  ['x=builtin:default,adaptive=maybe', /adaptive must be true or false/],
];

describe('parseAgentSpec', () => {
  it.each(GOOD)('%s', (spec, want) => {
    expect(parseAgentSpec(spec, { cwd, builtin: builtinDescription })).toEqual(want);
  });

  it.each(BAD)('refuses %s with a typed error showing the form', (spec, why) => {
    let err: unknown;
    try {
      parseAgentSpec(spec, { cwd, builtin: builtinDescription });
    } catch (e) {
      err = e;
    }
    expect(isCodenamesError(err, 'agent/bad-option')).toBe(true);
    expect((err as Error).message).toMatch(why);
    expect((err as Error).message).toMatch(/Write NAME=KIND:REST/);
  });

  it('says which roles each kind offers', () => {
    expect(rolesOf(builtinDescription('random')!)).toEqual(['guesser']);
    expect(rolesOf(builtinDescription('reference')!)).toEqual(['guesser']);
    expect(rolesOf(builtinDescription('default')!)).toEqual(['spymaster', 'guesser']);
    expect(rolesOf(parseAgentSpec('g=openai:m'))).toEqual(['spymaster', 'guesser']);
  });
});

describe('the builder', () => {
  it("builds 'builtin:default,risk=bold' as the registry's default-bold: the same clues", async () => {
    const described = await buildAgents(parseAgentSpec('b=builtin:default,risk=bold', { builtin: builtinDescription }), ctx);
    const named = await createAgentRegistry().get('default-bold', 'spymaster').spymaster!(ctx);
    const cautious = await createAgentRegistry().get('default-cautious', 'spymaster').spymaster!(ctx);
    expect(described.spymaster.name).toBe('b');
    let differs = 0;
    for (let g = 0; g < 6; g++) {
      const view = spymasterView(createGame({ variant: 'standard', seed: deriveSeed(21, g) }), 'red');
      const a = await described.spymaster.giveClue(view);
      expect({ word: a.word, number: a.number }).toEqual((({ word, number }) => ({ word, number }))(await named.giveClue(view)));
      const c = await cautious.giveClue(view);
      if (c.word !== a.word || c.number !== a.number) differs += 1;
    }
    // The risk option reaches the agents: the cautious spymaster gives other clues on some boards.
    expect(differs).toBeGreaterThan(0);
  });

  it('refuses an outside agent that cannot start with a typed error naming the agent', async () => {
    const key = process.env['OPENAI_API_KEY'];
    delete process.env['OPENAI_API_KEY'];
    try {
      const f = await agentFactory(parseAgentSpec('gpt=openai:some-model'));
      await expect(f.guesser!(ctx)).rejects.toMatchObject({ code: 'agent/bad-option', message: expect.stringMatching(/agent 'gpt' \(openai:some-model\) has no API key/) });
      await f.close?.(); // nothing started: closing is a no-op
    } finally {
      if (key !== undefined) process.env['OPENAI_API_KEY'] = key;
    }
  });

  it('refuses a module that exports no agent, with its path', async () => {
    const file = resolve('test/harness/fixtures/no-exports.mjs');
    await expect(agentFactory({ kind: 'module', name: 'none', file })).rejects.toMatchObject({ code: 'agent/load-failed', message: expect.stringContaining(file) });
  });
});
