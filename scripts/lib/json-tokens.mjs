/**
 * A small streaming JSON tokenizer for very large files (the 307 MB GloVe JSON): feed it text chunks, it calls
 * `onToken(type, value)` for each token. It never holds more than one chunk plus one partial token, so the
 * memory cost is the consumer's, not the parser's (JSON.parse of the whole file needs ~1 GB).
 *
 * Token types: '{' '}' '[' ']' ':' ',' (value undefined), 'string' (decoded), 'number' (the raw text, so a
 * consumer can skip the numbers it does not need without paying for Number()), 'literal' (true/false/null).
 */

const WS = new Set([0x20, 0x09, 0x0a, 0x0d]);
const PUNCT = new Set([0x7b, 0x7d, 0x5b, 0x5d, 0x3a, 0x2c]);

export class JsonTokenizer {
  /** @param {(type: string, value?: string) => void} onToken */
  constructor(onToken) {
    this.onToken = onToken;
    this.carry = '';
    this.offset = 0; // characters consumed so far, for error messages
  }

  /** Feeds the next chunk of text. */
  write(chunk) {
    const text = this.carry.length > 0 ? this.carry + chunk : chunk;
    this.carry = '';
    const n = text.length;
    let i = 0;
    while (i < n) {
      const c = text.charCodeAt(i);
      if (WS.has(c)) {
        i++;
      } else if (PUNCT.has(c)) {
        this.onToken(text[i]);
        i++;
      } else if (c === 0x22) {
        const end = findStringEnd(text, i + 1);
        if (end < 0) break; // the string continues in the next chunk
        const raw = text.slice(i + 1, end);
        this.onToken('string', raw.includes('\\') ? JSON.parse(`"${raw}"`) : raw);
        i = end + 1;
      } else {
        let j = i;
        while (j < n && !WS.has(text.charCodeAt(j)) && !PUNCT.has(text.charCodeAt(j))) j++;
        if (j === n) break; // a number or literal may continue in the next chunk
        const raw = text.slice(i, j);
        if (raw === 'true' || raw === 'false' || raw === 'null') this.onToken('literal', raw);
        else if (/^-?\d/.test(raw)) this.onToken('number', raw);
        else throw new SyntaxError(`JSON: unexpected '${raw.slice(0, 20)}' at character ${this.offset + i}`);
        i = j;
      }
    }
    this.carry = text.slice(i);
    this.offset += i;
  }

  /** Signals the end of input; a trailing bare number is flushed, anything else left over is an error. */
  end() {
    const rest = this.carry.trim();
    this.carry = '';
    if (rest.length === 0) return;
    if (/^-?\d[\d.eE+-]*$/.test(rest)) this.onToken('number', rest);
    else if (rest === 'true' || rest === 'false' || rest === 'null') this.onToken('literal', rest);
    else throw new SyntaxError(`JSON: the input ends inside a token ('${rest.slice(0, 20)}...')`);
  }
}

/** Index of the closing quote of a string whose body starts at `from`, or -1 when it is not in `text`. */
function findStringEnd(text, from) {
  let i = from;
  for (;;) {
    const q = text.indexOf('"', i);
    if (q < 0) return -1;
    // Count the backslashes before the quote: an odd number escapes it.
    let b = 0;
    for (let k = q - 1; k >= from && text.charCodeAt(k) === 0x5c; k--) b++;
    if (b % 2 === 0) return q;
    i = q + 1;
  }
}
