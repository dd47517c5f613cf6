#!/usr/bin/env node
/**
 * node scripts/clue-key-from-human.mjs FILE.jsonl --out DIR [--first]
 * node scripts/clue-key-from-human.mjs FILE.jsonl --table [--first] [--guessers default,reference]   (after npm run build)
 *
 * Turns human Codenames turns (the Cultural Codes format: board, clue, targets, assassins, bystanders,
 * humanGuesses; see the data's README) into the inputs of `codenames-ai eval clues`: DIR/key.jsonl (one key
 * item per turn: the board, the identities from the giver's key, the giver's clue with the number of its
 * targets) and DIR/people.jsonl (the human guesser's picks as an answers file). Then
 *
 *   npx codenames-ai eval clues --key DIR/key.jsonl --score DIR/people.jsonl --guesser default
 *
 * scores people and our guesser on the same clues, the same way. The data is read where it lies and written
 * only to DIR (outside the repository): human data never ships. --first keeps each run's first clue (the
 * full 25-card board), as the blind protocol does.
 *
 * Turns without a guess are left unanswered in people.jsonl; picks past the rules' number + 1 are cut (the
 * rules would not have let them be touched); both are counted on stderr.
 *
 * --table prints, instead of writing files, the Markdown table of docs/clue-evaluation.md: people and each of
 * --guessers (registry names, default: default,reference) reading the same clues, scored by the library.
 */
import { mkdirSync, readFileSync, writeFileSync, existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

const args = process.argv.slice(2);
const valueOf = (flag) => (args.includes(flag) ? args[args.indexOf(flag) + 1] : undefined);
const file = args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--out' && args[i - 1] !== '--guessers');
const out = valueOf('--out');
const first = args.includes('--first');
const table = args.includes('--table');
const guessers = (valueOf('--guessers') ?? 'default,reference').split(',').filter((g) => g !== '');
if (file === undefined || (out === undefined) === !table) {
  console.error('usage: node scripts/clue-key-from-human.mjs FILE.jsonl (--out DIR | --table [--guessers A,B]) [--first]');
  process.exit(2);
}
const dir = out === undefined ? null : resolve(out);
if (dir !== null && existsSync(dir) && readdirSync(dir).length > 0) {
  console.error(`clue-key-from-human: ${dir} is not empty; give a new --out folder.`);
  process.exit(2);
}

const turns = readFileSync(resolve(file), 'utf8').split(/\r?\n/).filter((l) => l.trim() !== '').map((l, i) => {
  try {
    return JSON.parse(l);
  } catch {
    console.error(`clue-key-from-human: ${file}:${i + 1} is not JSON.`);
    process.exit(2);
  }
});

const key = [];
const answers = [];
let noGuess = 0;
let cut = 0;
let dropped = 0;
for (const [i, t] of turns.entries()) {
  if (first && t.board.length !== 25) continue;
  const assassins = new Set(t.assassins);
  const bystanders = new Set(t.bystanders);
  const number = t.targets.length;
  if (number < 1 || /\s/.test(t.clue.trim())) {
    dropped += 1;
    continue;
  }
  const id = `g${t.game}t${t.turn}`;
  const identities = t.board.map((w) => (assassins.has(w) ? 'assassin' : bystanders.has(w) ? 'bystander' : 'red'));
  key.push({ id, spymaster: 'people', variant: 'single-team', words: t.board, key: identities, team: 'red', clue: t.clue, number, targets: t.targets, board: i });
  const onBoard = new Set(t.board);
  const picks = [...new Set(t.humanGuesses.filter((g) => onBoard.has(g)))];
  if (picks.length === 0) {
    noGuess += 1;
    continue;
  }
  if (picks.length > number + 1) cut += 1;
  answers.push({ id, guesses: picks.slice(0, number + 1) });
}
const keyText = key.map((k) => JSON.stringify(k)).join('\n') + '\n';
const answersText = answers.map((a) => JSON.stringify(a)).join('\n') + '\n';
console.error(`clue-key-from-human: ${key.length} clues (${dropped} dropped: no target or not one word), ${answers.length} answered by people (${noGuess} without a guess, ${cut} cut to number + 1)${dir === null ? '' : ` -> ${dir}`}`);
if (dir !== null) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'key.jsonl'), keyText);
  writeFileSync(join(dir, 'people.jsonl'), answersText);
} else {
  const lib = await import('../dist/harness/clue-eval.js');
  const { createAgentRegistry } = await import('../dist/harness/registry.js');
  const { loadTournamentModel } = await import('../dist/harness/executor.js');
  const k = lib.parseClueKey(keyText, 'key');
  const files = [{ file: 'people', answers: lib.parseClueAnswers(answersText, 'people', k) }];
  const registry = createAgentRegistry();
  for (const name of guessers) {
    const f = registry.get(name, 'guesser');
    files.push({ file: `guesser ${name}`, answers: await lib.guesserAnswers(await f.guesser({ model: () => loadTournamentModel(null) }), k) });
  }
  await registry.close();
  const r = lib.scoreClueAnswers(k, files);
  const m = (x) => `${x.mean.toFixed(2)} [${x.low.toFixed(2)}, ${x.high.toFixed(2)}]`;
  const p = (x) => `${(100 * x.rate).toFixed(1)}%`;
  console.log('| reader | clues | number asked | team cards/clue | all N found | ending wrong | on a bystander | on an assassin |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const f of r.files) {
    const row = f.rows[0];
    console.log(`| ${f.file} | ${row.clues} | ${m(row.numberAsked)} | ${m(row.teamCards)} | ${p(row.allFound)} | ${p(row.endsWrong)} | ${p(row.endsBystander)} | ${p(row.endsAssassin)} |`);
  }
}
