/**
 * Request validation against the protocol's JSON Schema files (schema/*.schema.json, shipped in the package).
 * The schemas are compiled once with ajv (JSON Schema 2020-12) on first use; a failure becomes a
 * `protocol/invalid-request` CodenamesError whose `details.path` is a JSON pointer into the request, so a
 * client in any language can point at the field it got wrong.
 */
import { readFileSync } from 'node:fs';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import { CodenamesError } from '../errors.js';

/** The schema files, relative to the package root. */
export const SCHEMA_FILES = ['protocol.schema.json', 'responses.schema.json', 'game.schema.json'] as const;

const BASE = 'https://codenames-ai.local/schema/';

let ajv: Ajv2020 | undefined;
const compiled = new Map<string, ValidateFunction>();

/** Reads a schema file from the package's schema/ folder (the same path from src/server and dist/server). */
export function readSchemaFile(name: (typeof SCHEMA_FILES)[number]): Record<string, unknown> {
  const url = new URL(`../../schema/${name}`, import.meta.url);
  return JSON.parse(readFileSync(url, 'utf8')) as Record<string, unknown>;
}

function getAjv(): Ajv2020 {
  if (ajv === undefined) {
    // verbose: the formatter reads parentSchema to list the allowed fields of an object.
    const instance = new Ajv2020({ allErrors: false, strict: true, verbose: true, discriminator: true });
    for (const file of SCHEMA_FILES) instance.addSchema(readSchemaFile(file));
    ajv = instance;
  }
  return ajv;
}

/** The compiled validator of one definition, e.g. `validatorFor('protocol', 'clueRequest')`. */
export function validatorFor(file: 'protocol' | 'responses' | 'game', def: string): ValidateFunction {
  const ref = `${BASE}${file}.schema.json#/$defs/${def}`;
  let fn = compiled.get(ref);
  if (fn === undefined) {
    fn = getAjv().getSchema(ref);
    if (fn === undefined) throw new Error(`schema definition missing: ${ref}`);
    compiled.set(ref, fn);
  }
  return fn;
}

function pointerSegment(name: string): string {
  return name.replace(/~/g, '~0').replace(/\//g, '~1');
}

function describeValue(v: unknown): string {
  const s = JSON.stringify(v);
  return s === undefined ? String(v) : s.length > 40 ? `${s.slice(0, 37)}...` : s;
}

/** One oneOf branch's failure as the alternative it wanted: 'at most 9', '"unlimited"', 'an integer'. */
function phrase(x: ErrorObject): string {
  const p = x.params as Record<string, unknown>;
  switch (x.keyword) {
    case 'const': return describeValue(p['allowedValue']);
    case 'enum': return `one of ${(p['allowedValues'] as unknown[]).map(describeValue).join(', ')}`;
    case 'maximum': return `at most ${String(p['limit'])}`;
    case 'minimum': return `at least ${String(p['limit'])}`;
    case 'type': return /^[aeiou]/.test(String(p['type'])) ? `an ${String(p['type'])}` : `a ${String(p['type'])}`;
    default: return x.message ?? 'valid';
  }
}

/** Compiles every request validator now, so the first request does not pay for it. */
export function precompileSchemas(): void {
  for (const def of ['clueRequest', 'guessRequest', 'checkClueRequest', 'coverRequest', 'stdioEnvelope']) validatorFor('protocol', def);
  for (const def of ['gameNewRequest', 'gameApplyRequest', 'gameAiRequest']) validatorFor('game', def);
}

/** Turns ajv's first error (plus its oneOf siblings) into a path and a message that says what to send. */
export function formatSchemaError(errors: readonly ErrorObject[]): { path: string; message: string } {
  const last = errors[errors.length - 1];
  if (last === undefined) return { path: '', message: 'does not match the schema' };
  const e = last.keyword === 'oneOf' || last.keyword === 'anyOf' ? last : (errors[0] ?? last);
  const path = e.instancePath;
  const params = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'required': {
      const name = String(params['missingProperty']);
      return { path: `${path}/${pointerSegment(name)}`, message: `missing required field '${name}'` };
    }
    case 'additionalProperties': {
      const name = String(params['additionalProperty']);
      const props = (e.parentSchema as { properties?: Record<string, unknown> } | undefined)?.properties;
      const allowed = props === undefined ? '' : ` (allowed fields: ${Object.keys(props).join(', ')})`;
      return { path: `${path}/${pointerSegment(name)}`, message: `unknown field '${name}'${allowed}` };
    }
    case 'enum':
      return { path, message: `must be one of ${(params['allowedValues'] as unknown[]).map(describeValue).join(', ')}; got ${describeValue(e.data)}` };
    case 'const':
      return { path, message: `must be ${describeValue(params['allowedValue'])}; got ${describeValue(e.data)}` };
    case 'oneOf':
    case 'anyOf': {
      // The branch errors sit at the same path before the oneOf error itself.
      const branches = errors.filter((x) => x !== e && x.instancePath === path).map(phrase);
      const unique = [...new Set(branches)];
      return { path, message: `must be ${unique.length > 0 ? unique.join(' or ') : 'one of the allowed forms'}; got ${describeValue(e.data)}` };
    }
    default:
      return { path, message: `${e.message ?? 'is invalid'}; got ${describeValue(e.data)}` };
  }
}

/**
 * Validates `body` against `schema/<file>.schema.json#/$defs/<def>` and returns it typed, or throws
 * `protocol/invalid-request` with the JSON pointer of the first problem in `details.path`.
 */
export function validateAgainst<T>(file: 'protocol' | 'game', def: string, body: unknown, what: string): T {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new CodenamesError('protocol/invalid-request', `The ${what} must be a JSON object; got ${body === null ? 'null' : Array.isArray(body) ? 'an array' : typeof body}. See schema/${file}.schema.json#/$defs/${def}.`, { path: '' });
  }
  const fn = validatorFor(file, def);
  if (fn(body)) return body as T;
  const { path, message } = formatSchemaError(fn.errors ?? []);
  throw new CodenamesError('protocol/invalid-request', `Invalid ${what} at '${path === '' ? '/' : path}': ${message}. See schema/${file}.schema.json#/$defs/${def}.`, { path });
}
