// Issue 29: the coverage ranking showed "reasons.rankAbove" (a raw key) in both languages; every reason reads as words.
import type { TCandidateReason } from '@centinela/shared/contracts/shifts';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { coverageReasonText } from './reasons';

const text = (language: 'es' | 'en', reason: TCandidateReason, currency = 'USD') =>
  coverageReasonText(i18n.getFixedT(language, 'shifts'), reason, language, currency);

describe('coverage reasons', () => {
  it('words the rank above the required one with its plural, never the raw key', () => {
    expect(text('es', { code: 'rankAbove', params: { levels: 1 } })).toBe('Rango 1 nivel por encima');
    expect(text('es', { code: 'rankAbove', params: { levels: 2 } })).toBe('Rango 2 niveles por encima');
    expect(text('en', { code: 'rankAbove', params: { levels: 1 } })).toBe('Rank 1 level above');
    expect(text('en', { code: 'rankAbove', params: { levels: 3 } })).toBe('Rank 3 levels above');
  });

  it('words every reason code in both languages', () => {
    const reasons: TCandidateReason[] = [
      { code: 'noWarnings', params: {} },
      { code: 'warnings', params: { count: 2 } },
      { code: 'rest', params: { hours: 10.5 } },
      { code: 'overtime', params: { hours: 2, costCents: 150000 } },
      { code: 'rankExact', params: {} },
      { code: 'rankAbove', params: { levels: 2 } },
      { code: 'history', params: { count: 1 } },
      { code: 'distance', params: { km: 3.2 } },
    ];
    for (const language of ['es', 'en'] as const) {
      for (const reason of reasons) expect(text(language, reason)).not.toMatch(/reasons\.|\{\{/);
    }
    expect(text('es', { code: 'rest', params: { hours: 10.5 } })).toBe('10.5 h de descanso antes');
    expect(text('en', { code: 'history', params: { count: 1 } })).toBe('Works 1 weekly shift at this post');
  });
});
