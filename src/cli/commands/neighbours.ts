/**
 * `codenames-ai neighbours WORD`: the nearest words of a model, a quick way to see what the agents "think".
 */
import { CodenamesError } from '../../errors.js';
import { intFlag, parseFlags } from '../args.js';
import type { CliCommand } from '../command.js';

const HELP = `codenames-ai neighbours: the nearest words to WORD in an embedding model

Usage: codenames-ai neighbours WORD [--k 10] [--model NAME|PATH] [--clues-only] [--json]

  WORD               any word, or a multi-word card in quotes ('ice cream', 'loch ness')
  --k N              how many neighbours (default 10, at most 1000)
  --model NAME|PATH  the model (default: en, the embedded GloVe model); see 'codenames-ai model --help'
  --clues-only       only words the spymaster may use as clues (no board-only or rare entries)
  --json             print { word, model, lookup: { kind, tokens }, neighbours: [{ word, similarity }] }

Example:
  codenames-ai neighbours shark
`;

/** The `neighbours` command. */
export const command: CliCommand = {
  help: HELP,
  async run(argv, io) {
    const { values, positionals } = parseFlags('neighbours', argv, {
      k: { type: 'string' },
      model: { type: 'string' },
      'clues-only': { type: 'boolean' },
      json: { type: 'boolean' },
    });
    if (positionals.length === 0) throw new CodenamesError('cli/usage', `neighbours needs a WORD, e.g. 'codenames-ai neighbours shark'.`);
    const word = positionals.join(' ');
    const k = intFlag('k', values.k, 10, 1, 1000);
    const { loadModel, resolveModelDir } = await import('../../embeddings/index.js');
    const model = await loadModel(values.model === undefined ? undefined : resolveModelDir(values.model, io.cwd));
    const look = model.lookup(word);
    if (!look.ok) {
      throw new CodenamesError('model/unknown-word', `'${word}' is not in model '${model.name}' (missing: ${look.missing.join(', ')}). Check the spelling, or try another --model.`, { word });
    }
    const list = model.neighbours(word, k, { cluesOnly: values['clues-only'] === true });
    if (values.json === true) {
      io.stdout.write(`${JSON.stringify({ word, model: model.name, lookup: { kind: look.kind, tokens: look.tokens }, neighbours: list }, null, 2)}\n`);
      return 0;
    }
    const via = look.kind === 'compound' ? ` (mean of ${look.tokens.join(' + ')})` : '';
    io.stdout.write(`nearest to '${word}'${via} in ${model.name}:\n`);
    const width = Math.max(...list.map((n) => n.word.length), 4);
    list.forEach((n, i) => io.stdout.write(`${String(i + 1).padStart(3)}. ${n.word.padEnd(width)}  ${n.similarity.toFixed(3)}\n`));
    return 0;
  },
};
