/**
 * The judges' settings the refusal scripts relax one at a time (agents-three-refusals.mjs,
 * agents-clue-refusals.mjs): each a name and the overrides of the shipped params `base` (people-params.ts).
 */
export function judgeRelaxations(base) {
  return [
    ['humanMargin', { humanMargin: 0.3 }],
    ['normHumanMargin', { normHumanMargin: -0.5 }],
    ['forwardMissMax', { forwardMissMax: 1 }],
    ['forwardWeakMax', { forwardWeakMax: 3 }],
    ['forwardWeakTop', { forwardWeakTop: 1 }],
    ['forwardLooseMax', { forwardLooseMax: base.forwardLooseMax + 1 }],
    ['forwardDanger', { forwardDanger: 3 }],
    ['forwardGloveSlack', { forwardGloveSlack: base.forwardGloveSlack + 0.05 }],
    ['normFloor', { normFloor: 1 }],
    ['normDanger', { normDanger: 3 }],
    ['supportRank', { supportRank: 5 }],
    ['closeMargin', { closeMargin: base.closeMargin + 0.05 }],
    ['normAssassinSlack', { normAssassinSlack: base.normAssassinSlack + 0.03 }],
    ['vectorMargin', { vectorMargin: base.vectorMargin / 2 }],
    ['strengthFloor', { strengthFloor: base.strengthFloor - 0.05 }],
    ['minReadings', { minReadings: 1 }],
  ].map(([name, o]) => [name, { ...base, ...o }]);
}
