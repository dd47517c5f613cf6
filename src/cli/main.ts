#!/usr/bin/env node
/**
 * The `codenames-ai` command line: a thin dispatcher over the library. Each command is a module under
 * ./commands, imported only when it runs, so `codenames-ai --help` loads nothing heavy.
 */
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { isCodenamesError } from '../errors.js';
import type { CliCommand, CliIO } from './command.js';

/** Command name -> [module loader, one-line summary]. Keep in alphabetical order. */
const COMMANDS: Record<string, readonly [() => Promise<{ command: CliCommand }>, string]> = {
  'check-clue': [() => import('./commands/check-clue.js'), 'judge a clue against the visible code names (the referee)'],
  clue: [() => import('./commands/clue.js'), "the spymaster's clue for a board and key, with an explanation"],
  eval: [() => import('./commands/eval.js'), 'score a guesser on human clues (eval human FILE.jsonl), with intervals'],
  guess: [() => import('./commands/guess.js'), "the guesser's ranking of a board for a clue and how many to touch"],
  merge: [() => import('./commands/merge.js'), 'merge tournament shards (--shard i/n runs) into one result'],
  model: [() => import('./commands/model.js'), 'inspect a word-embedding model (size, load time, memory) or import word vectors'],
  neighbours: [() => import('./commands/neighbours.js'), 'list the nearest words to a word in an embedding model'],
  'new-game': [() => import('./commands/new-game.js'), 'deal a seeded board and print it (grid, key, JSON)'],
  play: [() => import('./commands/play.js'), 'play in the terminal: take any seats, the AI plays the rest'],
  queue: [() => import('./commands/queue.js'), 'the tournaments queued on a Redis (status) and removing one'],
  replay: [() => import('./commands/replay.js'), 'replay a game record and print the outcome'],
  serve: [() => import('./commands/serve.js'), 'answer clue/guess/check-clue/cover requests over HTTP or stdio; web page at /'],
  tournament: [() => import('./commands/tournament.js'), 'play seeded self-play/cross-play tournaments; JSON, CSV and HTML reports'],
  worker: [() => import('./commands/worker.js'), 'play the games of tournaments queued on Redis (tournament --queue)'],
};

const MAIN_HELP = (): string => `codenames-ai: Codenames spymaster and guesser AI, clue referee and tournament harness

Usage: codenames-ai <command> [flags]

Commands:
${Object.entries(COMMANDS)
  .map(([name, [, summary]]) => `  ${name.padEnd(14)} ${summary}`)
  .join('\n')}

Run 'codenames-ai <command> --help' for a command's flags.
`;

export async function main(argv: readonly string[], io: CliIO): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    io.stdout.write(MAIN_HELP());
    return name === undefined ? 2 : 0;
  }
  if (name === '--version' || name === '-v') {
    const { createRequire } = await import('node:module');
    const pkg = createRequire(import.meta.url)('../../package.json') as { version: string };
    io.stdout.write(`${pkg.version}\n`);
    return 0;
  }
  const entry = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  if (entry === undefined) {
    io.stderr.write(`codenames-ai: unknown command '${name}'. Known commands: ${Object.keys(COMMANDS).join(', ')}.\n`);
    return 2;
  }
  const { command } = await entry[0]();
  if (rest.includes('--help') || rest.includes('-h')) {
    io.stdout.write(command.help.endsWith('\n') ? command.help : `${command.help}\n`);
    return 0;
  }
  try {
    return await command.run(rest, io);
  } catch (e) {
    if (isCodenamesError(e)) {
      io.stderr.write(`codenames-ai ${name}: ${e.message} [${e.code}]\n`);
      return 2;
    }
    throw e;
  }
}

function isEntryPoint(): boolean {
  const script = process.argv[1];
  if (script === undefined) return false;
  try {
    return realpathSync(script) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (isEntryPoint()) {
  // A closed pipe (`codenames-ai ... | head`) is a normal way for output to end, not a crash.
  for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (e: NodeJS.ErrnoException) => {
      if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
      throw e;
    });
  }
  main(process.argv.slice(2), { stdout: process.stdout, stderr: process.stderr, stdin: process.stdin, env: process.env, cwd: process.cwd() }).then(
    (code) => {
      process.exitCode = code;
    },
    (e: unknown) => {
      process.stderr.write(`codenames-ai: internal error: ${e instanceof Error ? e.message : String(e)}\n`);
      process.exitCode = 70;
    },
  );
}
