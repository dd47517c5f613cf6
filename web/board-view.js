// Renders the grid and the logs from a game state. What a seat may see is decided here: a person who holds
// only guesser seats never gets the key of hidden cards into the page.

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

/** Draws the cards; `onPick(word)` is wired to the hidden cards `clickable(word)` allows. */
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
      if (clickable(card.word)) {
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

/** One line: whose move it is (`next` comes from the server), or how the game ended. */
export function statusText(state, next, seats) {
  if (state.phase === 'over') {
    const r = state.result;
    const who = r.winner === null ? 'No winner' : `${r.winner} wins`;
    return `Game over: ${who} (${r.reason}), score ${r.score}.`;
  }
  const [team, role] = next.seat.split('-');
  const you = seats.has(next.seat);
  if (next.phase === 'cover') return `${team} spymaster to cover one ${next.team} agent: ${you ? 'you (click one of them)' : 'AI'}`;
  const left = state.maxGuesses === null ? 0 : state.maxGuesses - state.guessesThisTurn;
  const extra = state.phase === 'guess' && state.maxGuesses !== null ? ` (${left} ${left === 1 ? 'guess' : 'guesses'} left)` : '';
  return `${team} ${role} to ${role === 'spymaster' ? 'give a clue' : 'guess'}: ${you ? 'you' : 'AI'}${extra}`;
}
