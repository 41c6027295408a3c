// The reports' CSV columns: headers and closed-list values are keys of the server catalog (exports:columns.*,
// exports:values.*), written in the reader's language (quoting and formula safety: platform/documents/csv.ts).
import { centsToDecimal, type TLanguage } from '@centinela/shared';
import type {
  TAbsenceReportRow,
  TGuardActionRow,
  TOpenShiftRow,
  TOpenRosterRow,
  TPostStatusRow,
  TPostsReportRow,
  TRostersDataRow,
} from '@centinela/shared/contracts/reports';
import { csvOf, type TCsvColumn } from '../../platform/documents/csv';
import { t, textOrNull } from '../../platform/i18n/catalog';

/** Money in a CSV: the exact decimal of the cents ('24.50'), never a float (decision 0010). */
const money = (cents: number | null): string | null => (cents === null ? null : centsToDecimal(cents));

type TValueGroup = 'postStates' | 'guardActions' | 'absenceStatuses' | 'absenceCategories' | 'postStatuses' | 'ranks' | 'days' | 'flags';

/** A closed-list value in words (exports:values.<group>.<value>); an unknown value stays as it is rather than disappearing. */
const label = (group: TValueGroup, value: string | number | null | undefined, lang: TLanguage): string | null =>
  value === null || value === undefined ? null : (textOrNull(lang, `exports:values.${group}.${value}`) ?? String(value));

const dayOf = (dayOfWeek: number, lang: TLanguage) => label('days', dayOfWeek, lang) ?? String(dayOfWeek);

/** The weekday of a YYYY-MM-DD date (a calendar date, no time zone). */
const dayOfDate = (date: string, lang: TLanguage) => dayOf(new Date(`${date}T12:00:00Z`).getUTCDay(), lang);

type TOccurrenceRow = {
  date: string;
  customerCompanyName: string;
  postName: string;
  rosterName: string | null;
  shiftNumber: number;
  startTime: string;
  endTime: string;
  requiredGuards: number;
};

/** The columns that say which shift occurrence a row is (open rosters, open shifts). */
const occurrenceColumns = <T extends TOccurrenceRow>(lang: TLanguage): TCsvColumn<T>[] => [
  { header: 'exports:columns.date', value: (r) => r.date },
  { header: 'exports:columns.day', value: (r) => dayOfDate(r.date, lang) },
  { header: 'exports:columns.customer', value: (r) => r.customerCompanyName },
  { header: 'exports:columns.post', value: (r) => r.postName },
  { header: 'exports:columns.roster', value: (r) => r.rosterName ?? t(lang, 'exports:values.words.unnamedRoster') },
  { header: 'exports:columns.shift', value: (r) => r.shiftNumber },
  { header: 'exports:columns.start', value: (r) => r.startTime },
  { header: 'exports:columns.end', value: (r) => r.endTime },
  { header: 'exports:columns.required', value: (r) => r.requiredGuards },
];

export const openRostersCsv = (rows: TOpenRosterRow[], lang: TLanguage) =>
  csvOf<TOpenRosterRow>(
    [
      ...occurrenceColumns(lang),
      { header: 'exports:columns.assigned', value: (r) => r.assignedGuards },
      { header: 'exports:columns.openPlaces', value: (r) => r.openPlaces },
    ],
    rows,
    lang,
  );

export const postsCsv = (rows: TPostsReportRow[], lang: TLanguage) =>
  csvOf<TPostsReportRow>(
    [
      { header: 'exports:columns.customer', value: (r) => r.customerCompanyName },
      { header: 'exports:columns.post', value: (r) => r.postName },
      {
        header: 'exports:columns.status',
        value: (r) => label('postStatuses', r.status, lang),
      },
      { header: 'exports:columns.city', value: (r) => r.city },
      { header: 'exports:columns.timeZone', value: (r) => r.timeZone },
      { header: 'exports:columns.requiredRank', value: (r) => label('ranks', r.requiredRank, lang) },
      { header: 'exports:columns.billRate', value: (r) => money(r.billRateCents) },
      { header: 'exports:columns.payRate', value: (r) => money(r.payRateCents) },
      // Today's billed and paid rates (rate card, payroll pay rate) and the pay ≥ bill warning: empty for viewers without rates.
      { header: 'exports:columns.billedToday', value: (r) => money(r.margin?.billRateCents ?? null) },
      { header: 'exports:columns.paidToday', value: (r) => money(r.margin?.payRateCents ?? null) },
      { header: 'exports:columns.payAtOrAboveBill', value: (r) => (r.margin?.payAtOrAboveBill ? label('flags', 'yes', lang) : null) },
      { header: 'exports:columns.activeRosters', value: (r) => r.activeRosters },
      { header: 'exports:columns.weeklyShifts', value: (r) => r.weeklyShifts },
      { header: 'exports:columns.weeklyRequiredHours', value: (r) => r.weeklyRequiredHours },
      { header: 'exports:columns.weeklyAssignedHours', value: (r) => r.weeklyAssignedHours },
      { header: 'exports:columns.assignedGuards', value: (r) => r.assignedGuards },
    ],
    rows,
    lang,
  );

export const postStatusCsv = (rows: TPostStatusRow[], lang: TLanguage) =>
  csvOf<TPostStatusRow>(
    [
      { header: 'exports:columns.customer', value: (r) => r.customerCompanyName },
      { header: 'exports:columns.post', value: (r) => r.postName },
      { header: 'exports:columns.date', value: (r) => r.date },
      { header: 'exports:columns.day', value: (r) => dayOfDate(r.date, lang) },
      { header: 'exports:columns.shifts', value: (r) => r.shifts },
      { header: 'exports:columns.filled', value: (r) => r.filledGuards },
      { header: 'exports:columns.required', value: (r) => r.requiredGuards },
      { header: 'exports:columns.state', value: (r) => label('postStates', r.state, lang) },
    ],
    rows,
    lang,
  );

export const rostersDataCsv = (rows: TRostersDataRow[], lang: TLanguage) =>
  csvOf<TRostersDataRow>(
    [
      { header: 'exports:columns.date', value: (r) => r.date },
      { header: 'exports:columns.day', value: (r) => dayOfDate(r.date, lang) },
      { header: 'exports:columns.customer', value: (r) => r.customerCompanyName },
      { header: 'exports:columns.post', value: (r) => r.postName },
      { header: 'exports:columns.roster', value: (r) => r.rosterName ?? t(lang, 'exports:values.words.unnamedRoster') },
      { header: 'exports:columns.shift', value: (r) => r.shiftNumber },
      { header: 'exports:columns.start', value: (r) => r.startTime },
      { header: 'exports:columns.end', value: (r) => r.endTime },
      { header: 'exports:columns.guard', value: (r) => r.guardName ?? t(lang, 'exports:values.words.unassigned') },
      { header: 'exports:columns.hours', value: (r) => r.hours },
    ],
    rows,
    lang,
  );

/** 'Absence: Sick'; 'Absence' alone for a reader who does not receive the category (absences policy). */
const absenceLabel = (absence: NonNullable<TGuardActionRow['absence']>, lang: TLanguage) => {
  const word = t(lang, 'exports:values.words.absence');
  const category = absence.categoryName ?? label('absenceCategories', absence.categoryKey, lang);
  return category ? `${word}: ${category}` : word;
};

export const guardActionsCsv = (rows: TGuardActionRow[], lang: TLanguage) =>
  csvOf<TGuardActionRow>(
    [
      { header: 'exports:columns.action', value: (r) => label('guardActions', r.action, lang) },
      { header: 'exports:columns.shiftDate', value: (r) => r.date },
      { header: 'exports:columns.customer', value: (r) => r.customerCompanyName },
      { header: 'exports:columns.post', value: (r) => r.postName },
      { header: 'exports:columns.roster', value: (r) => r.rosterName ?? t(lang, 'exports:values.words.unnamedRoster') },
      { header: 'exports:columns.start', value: (r) => r.startTime },
      { header: 'exports:columns.end', value: (r) => r.endTime },
      { header: 'exports:columns.guard', value: (r) => r.guardName },
      { header: 'exports:columns.performedBy', value: (r) => r.performedByName },
      {
        header: 'exports:columns.reason',
        value: (r) => (r.absence ? [absenceLabel(r.absence, lang), r.reason].filter(Boolean).join(' · ') : r.reason),
      },
      { header: 'exports:columns.when', value: (r) => r.at },
    ],
    rows,
    lang,
  );

export const openShiftsCsv = (rows: TOpenShiftRow[], lang: TLanguage) =>
  csvOf<TOpenShiftRow>(
    [
      ...occurrenceColumns(lang),
      { header: 'exports:columns.counted', value: (r) => r.countedGuards },
      { header: 'exports:columns.absent', value: (r) => r.absentGuards },
      { header: 'exports:columns.opened', value: (r) => r.openedGuards },
      { header: 'exports:columns.openPlaces', value: (r) => r.openPlaces },
    ],
    rows,
    lang,
  );

/** `withReason`: the category and notes columns, for readers who receive them (absences policy); others get neither. */
export const absencesCsv = (rows: TAbsenceReportRow[], lang: TLanguage, withReason: boolean) => {
  const columns: (TCsvColumn<TAbsenceReportRow> & { isReason?: true })[] = [
    { header: 'exports:columns.guard', value: (r) => r.guardName },
    {
      header: 'exports:columns.category',
      value: (r) => r.categoryName ?? label('absenceCategories', r.categoryKey, lang),
      isReason: true,
    },
    { header: 'exports:columns.from', value: (r) => r.startDate },
    { header: 'exports:columns.to', value: (r) => r.endDate },
    { header: 'exports:columns.daysInRange', value: (r) => r.days },
    { header: 'exports:columns.customer', value: (r) => r.customerCompanyName },
    { header: 'exports:columns.post', value: (r) => r.postName },
    { header: 'exports:columns.shift', value: (r) => r.shiftTime },
    { header: 'exports:columns.status', value: (r) => label('absenceStatuses', r.status, lang) },
    { header: 'exports:columns.notes', value: (r) => r.notes ?? null, isReason: true },
  ];
  return csvOf<TAbsenceReportRow>(
    columns.filter((c) => withReason || !c.isReason),
    rows,
    lang,
  );
};
