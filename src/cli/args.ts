/**
 * Flag parsing shared by the commands: node:util parseArgs in strict mode, with its errors turned into
 * `cli/usage` errors that point at `--help`.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { CodenamesError } from '../errors.js';
import type { VariantName } from '../game/types.js';
import { VARIANTS } from '../game/variants.js';

type Options = NonNullable<ParseArgsConfig['options']>;

/** Result of `parseFlags`: typed values for the declared flags, plus positionals. */
export type ParsedFlags<T extends Options> = ReturnType<typeof parseArgs<{ args: string[]; options: T; strict: true; allowPositionals: boolean }>>;

export function parseFlags<T extends Options>(command: string, argv: readonly string[], options: T, allowPositionals = true): ParsedFlags<T> {
  try {
    return parseArgs({ args: [...argv], options, strict: true, allowPositionals });
  } catch (e) {
    const msg = e instanceof Error ? e.message : String(e);
    throw new CodenamesError('cli/usage', `${msg}. Run 'codenames-ai ${command} --help' for the flags it takes.`);
  }
}

/** Parses an integer flag, with a usage error naming the flag when it is not one. */
export function intFlag(name: string, value: string | undefined, fallback: number, min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new CodenamesError('cli/usage', `--${name} must be a whole number from ${min} to ${max}; got '${value}'.`);
  }
  return n;
}

/** Splits a comma-separated list flag ('a,b, c') into trimmed non-empty items. */
export function listFlag(value: string | undefined): string[] {
  if (value === undefined) return [];
  return value.split(',').map((s) => s.trim()).filter((s) => s.length > 0);
}

/** The variants played with words (every variant but pictures): those a typed board can be from. */
export const WORD_VARIANTS: readonly VariantName[] = Object.values(VARIANTS).filter((v) => !v.pictures).map((v) => v.name);

/** Parses --variant: one of the word variants, standard when absent. */
export function variantFlag(value: string | undefined): VariantName {
  const variant = (value ?? 'standard') as VariantName;
  if (!WORD_VARIANTS.includes(variant)) throw new CodenamesError('cli/usage', `--variant must be one of ${WORD_VARIANTS.join(', ')}; got '${value ?? ''}'.`);
  return variant;
}
