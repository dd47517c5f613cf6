// The page's only link to the rules: the server's stateless game endpoints (schema/game.schema.json).
// The page keeps the game record and sends it back with every move; it never applies a rule itself.
// The clue-judging mode (clue-judge.js) uses the same helpers for /v1/eval/*.

/** POSTs JSON and returns the parsed answer, or throws an Error carrying the server's message and code. */
export function post(path, body) {
  return answer(fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }));
}

/** GETs JSON, with the same errors as `post`. */
export function get(path) {
  return answer(fetch(path));
}

async function answer(pending) {
  const res = await pending;
  let json;
  try {
    json = await res.json();
  } catch {
    throw new Error(`The server answered ${res.status} without JSON.`);
  }
  if (!res.ok) {
    const err = new Error(json?.error?.message ?? `HTTP ${res.status}`);
    err.code = json?.error?.code;
    throw err;
  }
  return json;
}

/** Deals a new game. */
export const newGame = (variant, seed, lang = 'en') => post('/v1/game/new', { variant, seed, lang });

/** The languages this server's AI plays (GET /healthz), e.g. ['en', 'hu']. */
export async function agentLanguages() {
  const res = await fetch('/healthz');
  const json = await res.json();
  return Array.isArray(json.languages) ? json.languages : ['en'];
}

/** Applies a person's move to the record. */
export const applyMove = (record, action) => post('/v1/game/apply', { record, action });

/** Lets the AI make the next move (clue, guessing turn or cover). */
export const aiMove = (record) => post('/v1/game/ai', { record });
