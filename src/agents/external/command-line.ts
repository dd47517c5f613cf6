/**
 * Splits the COMMAND of `exec:COMMAND` into a program and its arguments, the way a POSIX shell splits words
 * (no shell runs: no variables, globs or pipes): whitespace separates words, single quotes keep everything
 * literally, double quotes keep spaces (backslash escapes `"` and `\` inside them), a backslash outside
 * quotes escapes the next character.
 */
import { CodenamesError } from '../../errors.js';

/**
 * @example
 * splitCommand(`python3 "my bot.py" --depth 2`); // ['python3', 'my bot.py', '--depth', '2']
 */
export function splitCommand(command: string): string[] {
  const words: string[] = [];
  let word = '';
  let inWord = false;
  let quote: "'" | '"' | null = null;
  for (let i = 0; i < command.length; i += 1) {
    const ch = command[i] as string;
    if (quote === "'") {
      if (ch === "'") quote = null;
      else word += ch;
    } else if (quote === '"') {
      if (ch === '"') quote = null;
      else if (ch === '\\' && (command[i + 1] === '"' || command[i + 1] === '\\')) {
        word += command[i + 1];
        i += 1;
      } else word += ch;
    } else if (ch === "'" || ch === '"') {
      quote = ch;
      inWord = true;
    } else if (ch === '\\' && i + 1 < command.length) {
      word += command[i + 1];
      i += 1;
      inWord = true;
    } else if (/\s/.test(ch)) {
      if (inWord) words.push(word);
      word = '';
      inWord = false;
    } else {
      word += ch;
      inWord = true;
    }
  }
  if (quote !== null) throw new CodenamesError('agent/bad-option', `the command ${JSON.stringify(command)} has an unclosed ${quote} quote; close it or drop it.`);
  if (inWord) words.push(word);
  if (words.length === 0) throw new CodenamesError('agent/bad-option', 'the command is empty; give a program and its arguments, e.g. exec:python3 my_agent.py.');
  return words;
}
