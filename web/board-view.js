// Renders the grid and the logs from a game state. What a seat may see is decided here: a person who holds
// only guesser seats never gets the key of hidden cards into the page.

/** Which seat acts now: a spymaster for a clue, a guesser for a guess; covers are left to the AI. */
export function actingSeat(state) {
  if (state.phase === 'clue') return `${state.turn}-spymaster`;
  if (state.phase === 'guess') return `${state.turn}-guesser`;
  return null;
}

/** True when the key may be shown: the person is a spymaster, or only watches. */
export function mayShowKey(seats) {
  return seats.size === 0 || [...seats].some((s) => s.endsWith('-spymaster'));
}

const el = (tag, props = {}, text) => {
  const e = document.createElement(tag);
  Object.assign(e, props);
  if (text !== undefined) e.textContent = text;
  return e;
};

/** Draws the cards; `onPick(word)` is wired to the hidden cards when `clickable`. */
export function renderGrid(grid, state, { showKey, clickable, onPick }) {
  grid.replaceChildren();
  grid.style.setProperty('--cols', String(state.cols));
  for (const card of state.cards) {
    const b = el('button', { type: 'button', className: 'card' }, card.word);
    b.dataset.word = card.word;
    b.dataset.revealed = String(card.revealed);
    if (card.revealed) {
      b.classList.add('revealed', `id-${card.identity}`);
      b.dataset.identity = card.identity;
      b.disabled = true;
    } else {
      if (showKey) b.classList.add(`key-${card.identity}`);
      if (clickable) {
        b.classList.add('clickable');
        b.addEventListener('click', () => onPick(card.word));
      } else {
        b.disabled = true;
      }
    }
    grid.append(b);
  }
}

/** The clue log, oldest first, with the referee's verdict and the cards touched. */
export function renderClueLog(list, state) {
  list.replaceChildren();
  for (const c of state.clues) {
    const li = el('li', { className: c.team }, `${c.team}: ${c.word} ${c.number}${c.guesses.length > 0 ? ` → ${c.guesses.join(', ')}` : ''}`);
    if (!c.legal) {
      li.classList.add('illegal');
      li.append(' (illegal clue: turn lost)');
    }
    list.append(li);
  }
}

/** Appends what the AI did and why. */
export function appendReasoning(list, moves) {
  for (const m of moves) {
    const a = m.action;
    const what = a.type === 'clue' ? `${a.team} spymaster: clue ${a.word} ${a.number}`
      : a.type === 'guess' ? `${a.team} guesser: touches ${a.word}`
      : a.type === 'pass' ? `${a.team} guesser: stops`
      : `${a.team} agent covered: ${a.word}`;
    const li = el('li', {}, m.explanation ? `${what}. ${m.explanation}` : what);
    list.append(li);
  }
}

/** One line: whose move it is, or how the game ended. */
export function statusText(state, seats) {
  if (state.phase === 'over') {
    const r = state.result;
    const who = r.winner === null ? 'No winner' : `${r.winner} wins`;
    return `Game over: ${who} (${r.reason}), score ${r.score}.`;
  }
  const seat = actingSeat(state);
  if (seat === null) return `${state.coverBy ?? state.turn} agent is being covered (AI).`;
  const [team, role] = seat.split('-');
  const you = seats.has(seat);
  const extra = state.phase === 'guess' && state.maxGuesses !== null ? ` (${state.maxGuesses - state.guessesThisTurn} guesses left)` : '';
  return `${team} ${role} to ${role === 'spymaster' ? 'give a clue' : 'guess'}: ${you ? 'you' : 'AI'}${extra}`;
}
