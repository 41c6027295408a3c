// The words of a coverage candidate's reasons (issue 29: "reasons.rankAbove" showed as a raw key). Every reason that
// counts something is a plural in the catalogue (i18next picks _one/_other from `count`): the server's `levels` is
// that count for rankAbove. Numbers and money are written in the reader's language and the company's currency.
import type { TCandidateReason } from '@centinela/shared/contracts/shifts';
import type { TFunction } from 'i18next';
import { formatMoneyDisplay, formatNumber } from '@/lib/format';

/** The count a plural reason is worded by, if it has one. */
const countOf = (reason: TCandidateReason): number | undefined => {
  const value = reason.code === 'rankAbove' ? reason.params.levels : reason.params.count;
  return typeof value === 'number' ? value : undefined;
};

/** One reason as the badge reads it, e.g. 'Rango 1 nivel por encima' / 'Rank 2 levels above'. */
export const coverageReasonText = (t: TFunction<'shifts'>, reason: TCandidateReason, language: string, currency: string): string => {
  const { params } = reason;
  const number = (value: string | number | undefined) => (typeof value === 'number' ? formatNumber(value, language) : (value ?? ''));
  return t(`reasons.${reason.code}`, {
    ...params,
    count: countOf(reason),
    hours: number(params.hours),
    km: number(params.km),
    cost: typeof params.costCents === 'number' ? formatMoneyDisplay(params.costCents, language, currency) : '',
  });
};
