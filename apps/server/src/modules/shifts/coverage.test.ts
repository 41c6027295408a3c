// The ranking of coverage candidates (pure): its order of criteria and the reasons it gives.
import { describe, expect, it } from 'vitest';
import { compareCandidates, reasonsOf, type TRankFacts } from './coverage.service';

const base: TRankFacts = {
  name: 'Ana',
  warnings: 0,
  restBefore: null,
  overtimeMinutes: 0,
  overtimeCostCents: 0,
  rankGap: 0,
  historyAtPost: 0,
  distanceKm: null,
};
const rank = (list: TRankFacts[]) => [...list].sort(compareCandidates).map((f) => f.name);

describe('compareCandidates', () => {
  it('puts fewer warnings first, whatever else', () => {
    expect(
      rank([
        { ...base, name: 'A', warnings: 1, historyAtPost: 9 },
        { ...base, name: 'B' },
      ]),
    ).toEqual(['B', 'A']);
  });

  it('then more rest before the shift (none nearby is best)', () => {
    expect(
      rank([
        { ...base, name: 'A', restBefore: 300 },
        { ...base, name: 'B', restBefore: 600 },
        { ...base, name: 'C' },
      ]),
    ).toEqual(['C', 'B', 'A']);
  });

  it('then less overtime this week, then its cost', () => {
    expect(
      rank([
        { ...base, name: 'A', overtimeMinutes: 120, overtimeCostCents: 100 },
        { ...base, name: 'B', overtimeMinutes: 60, overtimeCostCents: 9000 },
        { ...base, name: 'C', overtimeMinutes: 60, overtimeCostCents: 3000 },
      ]),
    ).toEqual(['C', 'B', 'A']);
  });

  it('then the closest rank, then history at the post, then distance, then name', () => {
    expect(
      rank([
        { ...base, name: 'A', rankGap: 2 },
        { ...base, name: 'B', rankGap: 0 },
      ]),
    ).toEqual(['B', 'A']);
    expect(
      rank([
        { ...base, name: 'A', historyAtPost: 1 },
        { ...base, name: 'B', historyAtPost: 3 },
      ]),
    ).toEqual(['B', 'A']);
    expect(
      rank([
        { ...base, name: 'A', distanceKm: 12 },
        { ...base, name: 'B', distanceKm: 2 },
        { ...base, name: 'C' },
      ]),
    ).toEqual(['B', 'A', 'C']);
    expect(
      rank([
        { ...base, name: 'Óscar' },
        { ...base, name: 'Nadia' },
      ]),
    ).toEqual(['Nadia', 'Óscar']);
  });

  it("uses the guard's place in the name-sorted guard list as the last tie-break when it is known", () => {
    // evaluateAll passes each guard's index in the schedule cache's list (sorted with compareGuardNames once per load),
    // so the index wins over the names here.
    expect(
      rank([
        { ...base, name: 'Nadia', nameOrder: 1 },
        { ...base, name: 'Óscar', nameOrder: 0 },
        { ...base, name: 'Ana', nameOrder: 2, warnings: 1 },
      ]),
    ).toEqual(['Óscar', 'Nadia', 'Ana']);
  });
});

describe('reasonsOf', () => {
  it('explains each criterion that applies, cost only to those who may see it', () => {
    const facts = { ...base, warnings: 1, restBefore: 540, overtimeMinutes: 90, overtimeCostCents: 4500, rankGap: 1, historyAtPost: 2 };
    expect(reasonsOf({ ...facts, hasRequiredRank: true, showCost: true })).toEqual([
      { code: 'warnings', params: { count: 1 } },
      { code: 'rest', params: { hours: 9 } },
      { code: 'overtime', params: { hours: 1.5, costCents: 4500 } },
      { code: 'rankAbove', params: { levels: 1 } },
      { code: 'history', params: { count: 2 } },
    ]);
    expect(reasonsOf({ ...base, hasRequiredRank: false, showCost: false })).toEqual([{ code: 'noWarnings', params: {} }]);
    expect(reasonsOf({ ...base, overtimeMinutes: 60, hasRequiredRank: true, showCost: false })[1]).toEqual({
      code: 'overtime',
      params: { hours: 1 },
    });
  });
});
