// Two AIs play one seeded game: our default agents (red) against the 2019 competition bots (blue).
import { createDefaultAgents, createReferenceGuesser, createReferenceSpymaster, loadDefaultModel, prepareReferee } from 'codenames-ai';
import { playGame } from 'codenames-ai/harness';

const glove = await loadDefaultModel();
const { state } = await playGame({
  variant: 'standard',
  seed: 7,
  a: await createDefaultAgents(), // red
  b: { spymaster: createReferenceSpymaster(glove), guesser: createReferenceGuesser(glove) }, // blue
  referee: await prepareReferee({ lang: 'en' }), // judges every clue by the rule books
});
for (const c of state.clues) console.log(`${c.team} ${c.word} ${c.number}: ${c.guesses.join(', ')}`);
console.log(`${state.result.winner} wins (${state.result.reason}) after ${state.result.turns} turns`);
