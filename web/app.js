// The browser game: picks seats, deals through the server, shows the grid, lets the person give or take
// clues, and lets the AI play the other seats, showing its reasoning after each turn.
import { agentLanguages, aiMove, applyMove, newGame } from './api.js';
import { appendReasoning, mayShowKey, renderClueLog, renderGrid, statusText } from './board-view.js';

const $ = (id) => document.getElementById(id);
const params = new URLSearchParams(location.search);
// Pause before an AI move so a person can follow; ?delay=0 for tests.
const AI_DELAY_MS = Number(params.get('delay') ?? 600);

let game = null; // { record, state, next }: the whole game lives in the page and goes back to the server each move
let seats = new Set();
let busy = false;
let pending = []; // AI moves whose reasoning would spoil the person's guessing turn: shown after it
let withheld = []; // AI spymasters' reasoning kept from a person without the key until the game is over
let aiStalled = false; // an AI move failed: wait for the person (new game) instead of retrying in a loop

function showError(message) {
  const box = $('error');
  box.hidden = message === null;
  box.textContent = message ?? '';
}

function humanToAct() {
  return game.next.seat !== null && seats.has(game.next.seat);
}

function render() {
  const { state } = game;
  document.body.dataset.phase = state.phase;
  document.body.dataset.turn = state.turn;
  const status = $('status');
  status.textContent = statusText(state, game.next, seats);
  status.className = state.phase === 'over' ? '' : state.turn;
  const human = state.phase !== 'over' && humanToAct();
  const { next } = game;
  renderGrid($('grid'), state, {
    showKey: mayShowKey(seats) || state.phase === 'over',
    clickable: (word) => human && !busy && (next.phase === 'guess' || (next.phase === 'cover' && next.candidates.includes(word))),
    onPick: (word) => act({ type: next.phase === 'cover' ? 'cover' : 'guess', team: next.team, word }),
  });
  $('clue-form').hidden = !(human && state.phase === 'clue');
  $('pass').hidden = !(human && state.phase === 'guess' && state.guessesThisTurn > 0);
  renderClueLog($('clue-log'), state);
}

function setBusy(b) {
  busy = b;
  document.body.dataset.busy = String(b); // lets tests wait for the page to settle
}

async function update(promise) {
  setBusy(true);
  try {
    game = await promise;
    showError(null);
    return game;
  } catch (e) {
    showError(e.message);
    return null;
  } finally {
    setBusy(false);
    if (game !== null) render();
    scheduleAi();
  }
}

function scheduleAi() {
  if (game === null || busy || aiStalled || game.state.phase === 'over' || humanToAct()) return;
  setTimeout(async () => {
    if (busy || game.state.phase === 'over' || humanToAct()) return;
    const before = game;
    const next = await update(aiMove(before.record));
    if (next === null) aiStalled = true;
    else {
      pending.push(...(next.moves ?? []));
      flushReasoning();
    }
  }, AI_DELAY_MS);
}

/**
 * Shows the AI's reasoning, except a spymaster's while the person is still guessing that clue. A person who
 * does not see the key (no spymaster seat) never reads a spymaster's reasoning before the game is over: it
 * names the cards the clue avoids and what they are, which only the key tells.
 */
function flushReasoning() {
  const { next, state } = game;
  const guessingNow = next.phase === 'guess' && seats.has(next.seat);
  const hold = guessingNow ? pending.filter((m) => m.action.type === 'clue' && m.action.team === next.team) : [];
  const shown = pending.filter((m) => !hold.includes(m));
  if (mayShowKey(seats) || state.phase === 'over') {
    appendReasoning($('reasoning'), [...withheld, ...shown]);
    withheld = [];
  } else {
    withheld.push(...shown.filter((m) => m.action.type === 'clue' && m.explanation));
    appendReasoning($('reasoning'), shown.map((m) => (m.action.type === 'clue' ? { action: m.action } : m)));
  }
  pending = hold;
  $('reasoning-note').hidden = hold.length === 0;
}

async function act(action) {
  if (busy) return;
  const next = await update(applyMove(game.record, action));
  if (next !== null) flushReasoning();
  const last = next?.record.actions.at(-1);
  if (last?.type === 'clue' && last.verdict && !last.verdict.ok) {
    showError(`Referee: '${last.word}' is illegal: ${last.verdict.message} The turn is lost.`);
  }
}

/** Names of the languages the AI may play, in their own language. */
const LANGUAGE_NAMES = { en: 'English', hu: 'Magyar', ru: 'Русский', uk: 'Українська', he: 'עברית', fa: 'فارسی' };

// The language choice lists what this server's AI plays (English, plus every language with a model installed).
agentLanguages().then((langs) => {
  $('lang').replaceChildren(...langs.map((l) => Object.assign(document.createElement('option'), { value: l, textContent: LANGUAGE_NAMES[l] ?? l })));
}, () => {});

$('new-game').addEventListener('click', async () => {
  seats = new Set([...document.querySelectorAll('input[name=seat]:checked')].map((i) => i.value));
  $('reasoning').replaceChildren();
  pending = [];
  withheld = [];
  $('game').hidden = false;
  game = null;
  aiStalled = false;
  await update(newGame($('variant').value, Number($('seed').value) || 0, $('lang').value));
});

$('clue-form').addEventListener('submit', (ev) => {
  ev.preventDefault();
  const raw = $('clue-number').value;
  act({ type: 'clue', team: game.next.team, word: $('clue-word').value.trim(), number: raw === 'unlimited' ? raw : Number(raw) });
  $('clue-word').value = '';
});

$('pass').addEventListener('click', () => act({ type: 'pass', team: game.next.team }));
