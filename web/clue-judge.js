// "Judge clues": a person reads a batch of blind clues (board and clue only, no key), touches the cards
// they would touch, in order, and stops when unsure; then downloads the answers file. With a batch the
// server holds (serve --clue-batch DIR) the server scores the answers with its key and the page shows the
// scores; with an items.jsonl loaded from disk the answers are scored with `codenames-ai eval clues --score`.
import { get, post } from './api.js';
import { renderGrid } from './board-view.js';

const $ = (id) => document.getElementById(id);

let items = []; // the blind items: { id, variant, words, clue, number }
let fromServer = false;
let answers = []; // { id, guesses } per item done, in order
let picks = []; // the current item's touches, in order

// Progress survives a reload: the answers so far, per batch (its ids), in the browser's local storage.
const storeKey = () => `codenames-ai/judge/${items.map((i) => i.id).join(',')}`;
function save() {
  try {
    localStorage.setItem(storeKey(), JSON.stringify(answers));
  } catch {
    // storage full or disabled: the page still works, without resuming
  }
}
function saved() {
  try {
    const a = JSON.parse(localStorage.getItem(storeKey()) ?? '[]');
    return Array.isArray(a) && a.every((x, i) => x?.id === items[i]?.id && Array.isArray(x.guesses)) ? a : [];
  } catch {
    return [];
  }
}

/** At most the clue's number (the reader's brief); 0 and unlimited: any number of cards. */
function limitOf(item) {
  return typeof item.number === 'number' && item.number > 0 ? item.number : item.words.length;
}

function showJudgeError(message) {
  $('judge-error').hidden = message === null;
  $('judge-error').textContent = message ?? '';
}

function setJudgeBusy(b) {
  document.body.dataset.judge = b ? 'busy' : (items.length > 0 && answers.length === items.length ? 'done' : 'reading');
}

async function start(list, server) {
  items = list;
  fromServer = server;
  answers = saved();
  picks = [];
  $('judge-resumed').hidden = answers.length === 0;
  $('judge-resumed-count').textContent = String(answers.length);
  const { brief } = await get(`/v1/eval/brief?count=${items.length}`);
  $('judge-brief').textContent = brief;
  $('judge-intro').hidden = true;
  $('judge-reading').hidden = false;
  $('judge-done').hidden = true;
  renderItem();
}

function renderItem() {
  const item = items[answers.length];
  if (item === undefined) return finish();
  const limit = limitOf(item);
  $('judge-progress').textContent = `Clue ${answers.length + 1} of ${items.length}`;
  $('judge-clue').textContent = `${item.clue} ${item.number}`;
  $('judge-clue').dataset.id = item.id;
  const cards = item.words.map((word) => ({ word, revealed: false }));
  renderGrid($('judge-grid'), { cols: 5, cards }, {
    showKey: false,
    clickable: (word) => !picks.includes(word) && picks.length < limit,
    onPick: (word) => {
      picks.push(word);
      renderItem();
    },
  });
  for (const [i, word] of picks.entries()) {
    const b = $('judge-grid').querySelector(`.card[data-word="${CSS.escape(word)}"]`);
    b.classList.add('picked');
    b.dataset.order = String(i + 1);
  }
  $('judge-picks').textContent = picks.length === 0 ? 'Touch the cards you would touch, best first.' : `Your touches: ${picks.join(', ')}`;
  $('judge-stop').disabled = picks.length === 0;
  $('judge-stop').textContent = picks.length >= limit ? 'Next clue' : 'Stop here (next clue)';
  $('judge-undo').disabled = picks.length === 0;
  setJudgeBusy(false);
}

async function finish() {
  $('judge-reading').hidden = true;
  $('judge-done').hidden = false;
  const text = answers.map((a) => JSON.stringify(a)).join('\n') + '\n';
  const link = $('judge-download');
  if (link.href.startsWith('blob:')) URL.revokeObjectURL(link.href);
  link.href = URL.createObjectURL(new Blob([text], { type: 'application/x-ndjson' }));
  $('judge-scores').replaceChildren();
  $('judge-played').replaceChildren();
  if (!fromServer) {
    $('judge-score-note').textContent = 'Score them with: codenames-ai eval clues --score answers.jsonl --key key.json';
    setJudgeBusy(false);
    return;
  }
  setJudgeBusy(true);
  try {
    const { report } = await post('/v1/eval/score', { answers });
    $('judge-score-note').textContent = `${report.answers} clues read. Team cards found per clue, by spymaster (95% intervals):`;
    renderScores(report);
  } catch (e) {
    showJudgeError(e.message);
  } finally {
    setJudgeBusy(false);
  }
}

const pct = (r) => (r.trials === 0 ? '-' : `${Math.round(100 * r.rate)}%`);
const num = (m) => `${m.mean.toFixed(2)} [${m.low.toFixed(2)}, ${m.high.toFixed(2)}]`;

/** The server's score rows as a table; the page only shows them, the library computed them. */
function renderScores(report) {
  const head = ['spymaster', 'variant', 'clues', 'number asked', 'team cards/clue', 'all N found', 'ending wrong', 'assassins'];
  const table = document.createElement('table');
  const tr = (cells, tag) => {
    const row = document.createElement('tr');
    for (const c of cells) {
      const cell = document.createElement(tag);
      cell.textContent = c;
      row.append(cell);
    }
    return row;
  };
  table.append(tr(head, 'th'));
  for (const r of report.rows) {
    table.append(tr([r.spymaster, r.variant, String(r.clues), num(r.numberAsked), num(r.teamCards), pct(r.allFound), pct(r.endsWrong), String(r.assassins)], 'td'));
  }
  $('judge-scores').append(table);
  // What each touch was, now that the answers are in.
  const clueOf = new Map(items.map((i) => [i.id, `${i.clue} ${i.number}`]));
  $('judge-played').replaceChildren(...report.played.map((p) => {
    const li = document.createElement('li');
    li.className = p.end === 'other-team' || p.end === 'bystander' || p.end === 'assassin' ? 'wrong' : 'team';
    const what = (t) => (t.identity === p.team ? 'ours' : t.identity === 'bystander' || t.identity === 'assassin' ? t.identity : "the other team's");
    li.textContent = `${clueOf.get(p.id)}: ${p.touched.map((t) => `${t.word} (${what(t)})`).join(', ')}`;
    return li;
  }));
}

$('judge-stop').addEventListener('click', () => {
  if (picks.length === 0) return;
  answers.push({ id: items[answers.length].id, guesses: picks });
  picks = [];
  save();
  renderItem();
});

$('judge-restart').addEventListener('click', () => {
  answers = [];
  picks = [];
  save();
  $('judge-resumed').hidden = true;
  $('judge-reading').hidden = false;
  $('judge-done').hidden = true;
  renderItem();
});

$('judge-undo').addEventListener('click', () => {
  picks.pop();
  renderItem();
});

$('judge-server').addEventListener('click', async () => {
  showJudgeError(null);
  setJudgeBusy(true);
  try {
    const page = new URLSearchParams(location.search).get('page');
    const batch = await get(`/v1/eval/batch${page === null ? '' : `?page=${encodeURIComponent(page)}`}`);
    await start(batch.items, true);
  } catch (e) {
    showJudgeError(e.message);
    setJudgeBusy(false);
  }
});

$('judge-file').addEventListener('change', async (ev) => {
  showJudgeError(null);
  const file = ev.target.files?.[0];
  if (file === undefined) return;
  try {
    const lines = (await file.text()).split(/\r?\n/).filter((l) => l.trim() !== '');
    const list = lines.map((l, i) => {
      let o;
      try {
        o = JSON.parse(l);
      } catch {
        throw new Error(`${file.name}:${i + 1} is not JSON; load the items.jsonl that 'codenames-ai eval clues' wrote.`);
      }
      if (typeof o?.id !== 'string' || !Array.isArray(o.words) || typeof o.clue !== 'string') throw new Error(`${file.name}:${i + 1} is not a clue item (id, words, clue, number).`);
      return o;
    });
    // ?page=K: only that reader page of the file (the items' "page" field), as for a batch from the server.
    const page = new URLSearchParams(location.search).get('page');
    const mine = page === null ? list : list.filter((o) => String(o.page) === page);
    if (mine.length === 0) throw new Error(`${file.name} holds no items${page === null ? '' : ` on page ${page}`}.`);
    await start(mine, false);
  } catch (e) {
    showJudgeError(e.message);
  }
});

/** Switches the page between playing a game and judging clues (?mode=judge opens the latter). */
function showMode(judge) {
  $('judge').hidden = !judge;
  $('setup').hidden = judge;
  if (judge) $('game').hidden = true;
  document.body.dataset.mode = judge ? 'judge' : 'play';
}

$('mode-judge').addEventListener('click', () => showMode(true));
$('mode-play').addEventListener('click', () => showMode(false));
showMode(new URLSearchParams(location.search).get('mode') === 'judge');
setJudgeBusy(false);
