/**
 * Planning the turn's clue against the game's later clues: among the clues that pass the judges, the best one
 * now may take a card that another good clue needed, and leave cards that only clues for 1 reach. A spymaster
 * who looks at the whole of their cards picks, among clues about as good, the one whose targets leave the rest
 * coverable by the fewest clues: tempo from more good clues for 2-3, not from longer ones. The options for the
 * later clues are this turn's passing clues (the board only gets easier as cards are covered), so the plan is a
 * count, not a promise: the spymaster plans again every turn.
 */

/** A clue that passed the judges: its targets (open-card indices) and its value. */
export interface PlanOption {
  readonly targets: readonly number[];
  readonly value: number;
}

/** How many options for two or three cards the plan looks at (the best by value). */
export const PLAN_OPTIONS = 24;

/**
 * The fewest clues that cover every card of `cards`: disjoint `options` (target sets of two cards or more),
 * each card no option covers taking a clue for 1.
 *
 * @example
 * fewestClues([0, 1, 2, 3], [[0, 1], [1, 2], [2, 3]]); // 2: [0, 1] and [2, 3]
 */
export function fewestClues(cards: readonly number[], options: readonly (readonly number[])[]): number {
  const open = new Set(cards);
  const usable = options.filter((o) => o.length >= 2 && o.every((t) => open.has(t)));
  let best = cards.length;
  const used = new Set<number>();
  const search = (from: number, clues: number): void => {
    const count = clues + cards.length - used.size;
    if (count < best) best = count;
    // (a clue covers at most three cards: the cards left need at least a third as many clues)
    if (clues + Math.ceil((cards.length - used.size) / 3) >= best) return;
    for (let j = from; j < usable.length; j++) {
      const o = usable[j]!;
      if (o.some((t) => used.has(t))) continue;
      for (const t of o) used.add(t);
      search(j + 1, clues + 1);
      for (const t of o) used.delete(t);
    }
  };
  search(0, 0);
  return best;
}

/**
 * The clue to give: `best`, or a clue of `runners` for as many cards as `best` or more (and two at least) worth
 * at least `best.value - delta` whose targets leave the rest of `own` (our open cards) coverable by fewer clues
 * ({@link fewestClues} over the runners' target sets of two cards or more, the 24 best); among equal counts the
 * higher value.
 *
 * @example
 * plannedChoice(best, runners, [0, 1, 2, 3], 0.3); // { targets: [0, 1], ... } when [1, 2] was best but [2, 3] also passes
 */
export function plannedChoice<T extends PlanOption>(best: T, runners: readonly T[], own: readonly number[], delta: number): T {
  const bySet = new Map<string, T>();
  for (const r of runners) {
    if (r.targets.length < 2) continue;
    const key = r.targets.slice().sort((a, b) => a - b).join(',');
    const had = bySet.get(key);
    if (had === undefined || r.value > had.value) bySet.set(key, r);
  }
  const options = [...bySet.values()].sort((a, b) => b.value - a.value).slice(0, PLAN_OPTIONS);
  const candidates = options.filter((o) => o !== best && o.value >= best.value - delta && o.targets.length >= best.targets.length);
  if (options.length < 2 || candidates.length === 0) return best;
  const sets = options.map((o) => o.targets);
  const after = (pick: T): number => 1 + fewestClues(own.filter((i) => !pick.targets.includes(i)), sets);
  let chosen = best;
  let count = after(best);
  for (const o of candidates) {
    const c = after(o);
    if (c < count || (c === count && o.value > chosen.value)) {
      chosen = o;
      count = c;
    }
  }
  return chosen;
}
