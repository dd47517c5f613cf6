/**
 * How deeply a JSON text nests, found by one pass over the text before it is parsed. Every JSON input a user
 * controls (HTTP bodies, stdio lines, game records for `replay`) is refused past `MAX_JSON_DEPTH` levels with
 * the caller's typed error, so a 6,000-level array can never reach a recursive step (schema validation, the
 * structured copy to a worker thread, error formatting) and turn into a 500 or a stack overflow.
 */

/** The deepest nesting of arrays and objects accepted anywhere (a record nests 5 levels, a request 4). */
export const MAX_JSON_DEPTH = 64;

/**
 * The offset of the first `[` or `{` that opens level `limit + 1`, or -1 when the text nests at most `limit`
 * levels. Brackets inside strings do not count. The text need not be valid JSON (JSON.parse judges that).
 *
 * @example
 * tooDeepAt('[[1]]', 1); // 1
 * tooDeepAt('{"a":"[[["}', 1); // -1
 */
export function tooDeepAt(text: string, limit: number = MAX_JSON_DEPTH): number {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i += 1; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      depth += 1;
      if (depth > limit) return i;
    } else if (c === 0x5d || c === 0x7d) depth -= 1;
  }
  return -1;
}
