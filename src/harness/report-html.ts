/**
 * The HTML report: one self-contained file (inline CSS and SVG, no scripts, nothing fetched) with the
 * pairing matrix, win rates with their 95% intervals, score distributions, two-team matchups and forfeits.
 */
import type { PairingStats, TournamentResult } from './types.js';

const esc = (s: string): string => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;
const fix = (x: number, d = 2): string => x.toFixed(d);

/** Does a higher score mean a better pairing in this variant? */
function higherIsBetter(variant: string): boolean {
  return !variant.startsWith('single-team');
}

/** Green (good) to red (bad) for t in 0..1. */
function shade(t: number): string {
  const c = Math.max(0, Math.min(1, t));
  return `hsl(${Math.round(c * 120)}, 65%, 85%)`;
}

function matrix(r: TournamentResult): string {
  const scores = r.pairings.map((p) => p.meanScore);
  const lo = Math.min(...scores), hi = Math.max(...scores);
  const good = (s: number): number => (hi === lo ? 0.5 : higherIsBetter(r.variant) ? (s - lo) / (hi - lo) : (hi - s) / (hi - lo));
  const cell = (sm: string, g: string): string => {
    const p = r.pairings.find((x) => x.spymaster === sm && x.guesser === g);
    if (p === undefined) return '<td class="empty">-</td>';
    return `<td style="background:${shade(good(p.meanScore))}"><b>${fix(p.meanScore)}</b> ± ${fix(p.score.se)}<br><small>win ${pct(p.winRate)} · assassin ${pct(p.assassinRate)}</small></td>`;
  };
  const head = r.guessers.map((g) => `<th>${esc(g)}</th>`).join('');
  const rows = r.spymasters.map((sm) => `<tr><th>${esc(sm)}</th>${r.guessers.map((g) => cell(sm, g)).join('')}</tr>`).join('\n');
  return `<table class="matrix"><tr><th>spymaster \\ guesser</th>${head}</tr>\n${rows}</table>`;
}

function winChart(pairings: readonly PairingStats[]): string {
  const rowH = 22, left = 230, width = 420, top = 24;
  const h = top + pairings.length * rowH + 10;
  const x = (v: number): number => left + v * width;
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((t) => `<line x1="${x(t)}" y1="${top - 6}" x2="${x(t)}" y2="${h - 8}" class="grid"/><text x="${x(t)}" y="${top - 10}" class="tick">${t * 100}%</text>`).join('');
  const rows = pairings.map((p, i) => {
    const y = top + i * rowH + rowH / 2;
    return `<text x="${left - 8}" y="${y + 4}" class="label">${esc(`${p.spymaster} / ${p.guesser}`)}</text>`
      + `<line x1="${x(p.wins.low)}" y1="${y}" x2="${x(p.wins.high)}" y2="${y}" class="ci"/>`
      + `<circle cx="${x(p.winRate)}" cy="${y}" r="4" class="dot"><title>${pct(p.winRate)} (95% CI ${pct(p.wins.low)}-${pct(p.wins.high)}), ${p.games} games</title></circle>`;
  }).join('');
  return `<svg width="${left + width + 30}" height="${h}" role="img" aria-label="win rates with 95% intervals">${ticks}${rows}</svg>`;
}

/** One pairing's score histogram on a shared axis [minS, maxS], so the charts compare at a glance. */
function distribution(p: PairingStats, minS: number, maxS: number): string {
  const entries = Object.entries(p.scoreDistribution).map(([k, v]) => [Number(k), v] as const);
  if (entries.length === 0) return '';
  const w = 320, h = 120, pad = 18;
  const span = Math.max(1, maxS - minS + 1);
  const maxC = Math.max(...entries.map(([, v]) => v));
  const bw = (w - 2 * pad) / span;
  const bars = entries.map(([k, v]) => {
    const bh = ((h - 2 * pad) * v) / maxC;
    const bx = pad + (k - minS) * bw;
    return `<rect x="${bx + 1}" y="${h - pad - bh}" width="${Math.max(1, bw - 2)}" height="${bh}" class="bar"><title>score ${k}: ${v} games (${pct(v / p.games)})</title></rect>`;
  }).join('');
  // Label every value when they fit, else about ten evenly spaced ones.
  const step = Math.max(1, Math.ceil(span / 12));
  const ticks: string[] = [];
  for (let k = minS; k <= maxS; k += step) ticks.push(`<text x="${pad + (k - minS + 0.5) * bw}" y="${h - 4}" class="tick">${k}</text>`);
  return `<figure><figcaption>${esc(`${p.spymaster} / ${p.guesser}`)}: mean ${fix(p.meanScore)} ± ${fix(p.score.se)}</figcaption><svg width="${w}" height="${h}" role="img" aria-label="score distribution">${bars}${ticks.join('')}</svg></figure>`;
}

function distributions(r: TournamentResult): string {
  const all = r.pairings.flatMap((p) => Object.keys(p.scoreDistribution).map(Number));
  if (all.length === 0) return '<p>No games.</p>';
  const minS = Math.min(...all), maxS = Math.max(...all);
  // Integer scores (turns, words): one bar per value; the shared axis spans every pairing's range.
  return `<div>${r.pairings.map((p) => distribution(p, minS, maxS)).join('\n')}</div>`;
}

function detailTable(r: TournamentResult): string {
  const twoTeam = r.matchups.length > 0;
  const head = ['spymaster', 'guesser', 'games', 'score ± SE', 'win (95% CI)', 'assassin', 'turns ± SE', 'words/clue', 'guesses/clue',
    'wrong: bystander', 'opponent', 'assassin', 'illegal clues', 'ms/clue', 'ms/guess', 'forfeits', ...(twoTeam ? ['win as red', 'win as blue', 'points'] : [])];
  const rows = r.pairings.map((p) => [p.spymaster, p.guesser, String(p.games), `${fix(p.meanScore)} ± ${fix(p.score.se)}`,
    `${pct(p.winRate)} (${pct(p.wins.low)}-${pct(p.wins.high)})`, pct(p.assassinRate), `${fix(p.meanTurns)} ± ${fix(p.turns.se)}`,
    fix(p.wordsPerClue), fix(p.guessesPerClue), pct(p.wrongGuesses.bystander.rate), pct(p.wrongGuesses.opponent.rate), pct(p.wrongGuesses.assassin.rate),
    String(p.illegalClues), fix(p.clueMs.mean, 2), fix(p.guessMs.mean, 3), String(p.forfeits),
    ...(twoTeam ? [pct(p.redWins?.rate ?? 0), pct(p.blueWins?.rate ?? 0), String(p.points ?? 0)] : [])]);
  return `<table><tr>${head.map((h) => `<th>${esc(h)}</th>`).join('')}</tr>${rows.map((row) => `<tr>${row.map((c) => `<td>${esc(c)}</td>`).join('')}</tr>`).join('\n')}</table>`;
}

function matchups(r: TournamentResult): string {
  if (r.matchups.length === 0) return '';
  const rows = r.matchups.map((m) => `<tr><td>${esc(`${m.red.spymaster} / ${m.red.guesser}`)}</td><td>${esc(`${m.blue.spymaster} / ${m.blue.guesser}`)}</td><td>${m.games}</td>`
    + `<td style="background:${shade(m.redWins.rate)}">${pct(m.redWins.rate)} (${pct(m.redWins.low)}-${pct(m.redWins.high)})</td><td>${pct(m.blueWins.rate)}</td><td>${m.draws}</td><td>${fix(m.wordDifference.mean)} ± ${fix(m.wordDifference.se)}</td></tr>`).join('\n');
  return `<h2>Matchups (red vs blue)</h2><table><tr><th>red</th><th>blue</th><th>games</th><th>red wins</th><th>blue wins</th><th>draws</th><th>red word difference</th></tr>${rows}</table>`;
}

function forfeits(r: TournamentResult): string {
  if (r.forfeits.length === 0) return '<p>No forfeits.</p>';
  const rows = r.forfeits.slice(0, 100).map((f) => `<tr><td>${esc(f.key)}</td><td>${esc(f.agent)}</td><td>${esc(f.role)}</td><td>${esc(f.kind)}</td><td>${esc(f.message)}</td></tr>`).join('\n');
  const more = r.forfeits.length > 100 ? `<p>... and ${r.forfeits.length - 100} more (see results.json).</p>` : '';
  return `<table><tr><th>game (board:match)</th><th>agent</th><th>role</th><th>kind</th><th>message</th></tr>${rows}</table>${more}`;
}

const STYLE = `body{font:14px/1.4 system-ui,sans-serif;margin:2em;color:#222}table{border-collapse:collapse;margin:1em 0}
td,th{border:1px solid #ccc;padding:4px 8px;text-align:right}th{background:#f4f4f4}.matrix td{text-align:center;min-width:9em}
.grid{stroke:#ddd}.tick{font-size:11px;fill:#666;text-anchor:middle}.label{font-size:12px;text-anchor:end}.ci{stroke:#3367d6;stroke-width:2}
.dot{fill:#3367d6}.bar{fill:#5b8def}figure{display:inline-block;margin:0 1em 1em 0}figcaption{font-size:12px}small{color:#555}`;

/**
 * Renders the report.
 *
 * @example
 * writeFileSync('report.html', htmlReport(result));
 */
export function htmlReport(r: TournamentResult): string {
  const scoreNote = r.variant.startsWith('single-team') ? 'score = turns to find all own agents, 25 for a loss (lower is better)'
    : r.variant === 'coop' ? 'score = opponent agents left uncovered on a win, 0 on a loss (higher is better)'
      : 'score = word difference (004), +5 for an assassin win, from the pairing\'s side (higher is better)';
  const s = r.settings;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>codenames-ai tournament: ${esc(r.variant)} seed ${r.seed}</title><style>${STYLE}</style></head><body>
<h1>Tournament: ${esc(r.variant)}, seed ${r.seed}</h1>
<p>${r.gamesPlayed} of ${r.gamesExpected} games${r.complete ? '' : ' (<b>incomplete</b>: resume the run to finish it)'}${r.shard === null ? '' : `, shard ${r.shard.index + 1}/${r.shard.count}`}; ${r.games} boards per match;
${r.gamesPerSecond.toFixed(1)} games/s on ${r.workers === 0 ? 'the main thread' : `${r.workers} workers`}. Model ${esc(s.model)}; referee ${s.referee ? 'on' : 'off'};
per-action limit ${s.timeLimitMs} ms${s.candidates === null ? '' : `; reference candidates ${esc(s.candidates)}`}. ${esc(scoreNote)}. Rates carry 95% Wilson intervals, means their standard errors.</p>
<h2>Pairing matrix</h2>${matrix(r)}
<h2>Win rates (95% Wilson intervals)</h2>${winChart(r.pairings)}
${matchups(r)}
<h2>Score distributions</h2>${distributions(r)}
<h2>All figures</h2>${detailTable(r)}
<h2>Forfeits</h2>${forfeits(r)}
</body></html>
`;
}
