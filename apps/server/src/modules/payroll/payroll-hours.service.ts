// Payroll hours (issue 18 part A, decision 0019): the what-if calculation through the overtime engine, and the
// company's holiday calendar (the country's statutory holidays, computed, plus the company's stored edits).
import type { TCalculateResponse, THoliday, THolidayList, ZCalculateInput, ZHolidayInput } from '@centinela/shared/contracts/payroll-hours';
import { PAYROLL_HOURS_MESSAGES, calculationRefinement, entryInstants } from '@centinela/shared/contracts/payroll-hours';
import { type THolidayCountry, holidayCountryOf, statutoryHolidays } from '@centinela/shared/rules/holidays';
import { calculateHours } from '@centinela/shared/rules/payroll-hours';
import type { TWorkEntry } from '@centinela/shared/rules/payroll-hours.types';
import { todayIn } from '@centinela/shared/rules/dates';
import { timeToMinutes } from '@centinela/shared/rules/times';
import { instantOf } from '@centinela/shared/rules/zoned-time';
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { z } from 'zod';
import type { TDbOrTx } from '../../db/client';
import { companies, payrollHolidays } from '../../db/schema';
import type { TActor } from '../../platform/access/actor';
import { found, scopeOf } from '../../platform/access/scope';
import { writeSystemLog } from '../../platform/audit/system-log';
import type { TServiceContext } from '../../platform/context';
import { FieldConflict, ValidationFailed } from '../../platform/errors';
import { assertPayrollStaff, canOnPayrollHoliday, payrollHolidaysScope } from './payroll.policy';

type TOptions<TInput> = { ctx: TServiceContext; actor: TActor; input: TInput };

const companyOf = async (db: TDbOrTx, companyId: string) => {
  const [company] = await db
    .select({ id: companies.id, timeZone: companies.timeZone, address: companies.address, isPlatform: companies.isPlatform })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  return found(company, 'company');
};

/**
 * The holiday dates of a company's calendar between two dates: the country's statutory holidays minus the dates the
 * company took off, plus the dates it added (edits apply to its own country's calendar only). Used by pay runs too.
 */
export const companyHolidayDates = async (
  db: TDbOrTx,
  companyId: string,
  from: string,
  to: string,
  country?: THolidayCountry,
): Promise<string[]> => {
  const company = await companyOf(db, companyId);
  const own = holidayCountryOf(company.address?.country);
  const chosen = country ?? own;
  const dates = new Set<string>();
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year++) {
    for (const h of statutoryHolidays(chosen, year)) if (h.date >= from && h.date <= to) dates.add(h.date);
  }
  if (chosen === own) {
    const edits = await db
      .select({ date: payrollHolidays.date, kind: payrollHolidays.kind })
      .from(payrollHolidays)
      .where(and(eq(payrollHolidays.companyId, companyId), gte(payrollHolidays.date, from), lte(payrollHolidays.date, to)));
    for (const e of edits) {
      if (e.kind === 'remove') dates.delete(e.date);
      else dates.add(e.date);
    }
  }
  return [...dates].sort();
};

type TCalculateBody = z.output<typeof ZCalculateInput>;

/** POST /api/payroll/calculate: entries → minutes per category per day and week, each with its rule. */
export const calculatePayrollHours = async ({ ctx, actor, input }: TOptions<TCalculateBody>): Promise<TCalculateResponse> => {
  assertPayrollStaff(actor, 'view');
  const company = await companyOf(ctx.db, actor.companyId);
  const timeZone = input.timeZone || company.timeZone;

  // The schema checked the entries on a UTC clock; check them again in the real zone (a DST night changes lengths).
  const fieldErrors: Record<string, string[]> = {};
  const collect = {
    addIssue: (issue: { path?: (string | number)[]; message?: string }) => {
      const key = (issue.path ?? []).map(String).join('.') || '_';
      fieldErrors[key] ??= [];
      fieldErrors[key].push(issue.message ?? 'Invalid value');
    },
  } as unknown as z.RefinementCtx;
  try {
    calculationRefinement({ ...input, timeZone }, collect, instantOf);
  } catch {
    // A zone Intl knows but Temporal refuses.
    throw ValidationFailed({ timeZone: PAYROLL_HOURS_MESSAGES.invalidTimeZone });
  }
  if (Object.keys(fieldErrors).length > 0) throw ValidationFailed(fieldErrors);

  const entries: TWorkEntry[] = input.entries.map((e) => {
    const at = entryInstants(e, timeZone, instantOf);
    if (!at) throw ValidationFailed({ entries: 'apiErrors:fields.invalidEntries' });
    let mealStartMinute = e.mealStartMinute;
    if (e.date && e.mealStart) {
      // The meal's wall-clock time, on the entry's day or (before its start) the next one.
      const startMinute = timeToMinutes(e.start);
      const mealMinute = timeToMinutes(e.mealStart);
      const date = mealMinute >= startMinute ? e.date : new Date(Date.parse(`${e.date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
      mealStartMinute = Math.max(0, Math.round((instantOf(date, mealMinute, timeZone) - at.startMs) / 60_000));
    }
    return {
      start: new Date(at.startMs).toISOString(),
      end: new Date(at.endMs).toISOString(),
      ...(e.breakMinutes !== undefined ? { breakMinutes: e.breakMinutes } : {}),
      ...(mealStartMinute !== undefined ? { mealStartMinute } : {}),
      ...(e.source ? { source: e.source } : {}),
      ...(e.ref ? { ref: e.ref } : {}),
      ...(e.rateCents !== undefined ? { rateCents: e.rateCents } : {}),
      ...(e.differentialCents !== undefined ? { differentialCents: e.differentialCents } : {}),
      ...(e.nightDifferentialCents !== undefined ? { nightDifferentialCents: e.nightDifferentialCents } : {}),
    };
  });

  const first = Math.min(...entries.map((e) => Date.parse(e.start)));
  const last = Math.max(...entries.map((e) => Date.parse(e.end)));
  const from = todayIn(timeZone, new Date(first - 86_400_000));
  const to = todayIn(timeZone, new Date(last));
  const holidays = input.holidays ?? (await companyHolidayDates(ctx.db, company.id, from, to, input.country));

  const result = calculateHours({
    ruleSet: input.ruleSet,
    timeZone,
    hireDate: input.hireDate ?? null,
    holidays,
    options: input.options ?? {},
    entries,
    ...(input.pay ? { pay: input.pay } : {}),
    ...(input.period ? { period: input.period } : {}),
  });
  return { ...result, timeZone, holidays: holidays.filter((d) => d >= from && d <= to) };
};

// Holidays ---------------------------------------------------------------------------------------------------------

const toHoliday = (actor: TActor, h: Omit<THoliday, 'can'>): THoliday => ({ ...h, can: canOnPayrollHoliday(actor, h) });

/** GET /api/payroll/holidays?year&country: statutory dates (removed ones flagged) and the company's added dates. */
export const listPayrollHolidays = async ({
  ctx,
  actor,
  input,
}: TOptions<{ year?: number; country?: THolidayCountry; companyId?: string }>): Promise<THolidayList> => {
  assertPayrollStaff(actor, 'view');
  const companyId = scopeOf(actor).companyForWrite(input.companyId);
  const company = await companyOf(ctx.db, companyId);
  const own = holidayCountryOf(company.address?.country);
  const country = input.country ?? own;
  const year = input.year ?? Number(todayIn(company.timeZone).slice(0, 4));
  const edits =
    country === own
      ? await ctx.db
          .select({ id: payrollHolidays.id, date: payrollHolidays.date, kind: payrollHolidays.kind, name: payrollHolidays.name })
          .from(payrollHolidays)
          .where(
            and(
              payrollHolidaysScope(actor, companyId),
              eq(payrollHolidays.companyId, companyId),
              gte(payrollHolidays.date, `${year}-01-01`),
              lte(payrollHolidays.date, `${year}-12-31`),
            ),
          )
          .orderBy(asc(payrollHolidays.date))
      : [];
  const removals = new Map(edits.filter((e) => e.kind === 'remove').map((e) => [e.date, e.id]));
  const items: THoliday[] = [
    ...statutoryHolidays(country, year).map((h) =>
      toHoliday(actor, {
        date: h.date,
        name: null,
        key: h.key,
        source: 'statutory',
        removed: removals.has(h.date),
        id: removals.get(h.date) ?? null,
      }),
    ),
    ...edits
      .filter((e) => e.kind === 'add')
      .map((e) => toHoliday(actor, { date: e.date, name: e.name, key: null, source: 'company', removed: false, id: e.id })),
  ].sort((a, b) => a.date.localeCompare(b.date));
  return { country, year, items };
};

type THolidayBody = z.output<typeof ZHolidayInput>;

/** POST /api/payroll/holidays: add a company date, or take a statutory date off the calendar. */
export const createPayrollHoliday = async ({ ctx, actor, input }: TOptions<THolidayBody>): Promise<THoliday> => {
  assertPayrollStaff(actor, 'edit');
  const companyId = scopeOf(actor).companyForWrite(input.companyId);
  const company = await companyOf(ctx.db, companyId);
  if (company.isPlatform) {
    throw ValidationFailed({ companyId: 'apiErrors:fields.chooseSecurityCompany' });
  }
  const statutory = statutoryHolidays(holidayCountryOf(company.address?.country), Number(input.date.slice(0, 4))).find(
    (h) => h.date === input.date,
  );
  if (input.action === 'remove' && !statutory) {
    throw ValidationFailed({ date: 'payroll:holidays.validation.notStatutory' });
  }
  if (input.action === 'add' && statutory)
    throw FieldConflict('HOLIDAY_IS_STATUTORY', { date: 'payroll:holidays.validation.alreadyHoliday' });
  const name = input.action === 'add' ? (input.name ?? null) : null;
  const id = await ctx.db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: payrollHolidays.id })
      .from(payrollHolidays)
      .where(and(eq(payrollHolidays.companyId, companyId), eq(payrollHolidays.date, input.date)))
      .limit(1);
    if (existing) throw FieldConflict('HOLIDAY_ALREADY_ON_CALENDAR', { date: 'payroll:holidays.validation.alreadyHoliday' });
    const [row] = await tx
      .insert(payrollHolidays)
      .values({ companyId, date: input.date, kind: input.action, name })
      .returning({ id: payrollHolidays.id });
    await writeSystemLog(tx, actor, {
      action: input.action === 'add' ? 'CREATE' : 'DELETE',
      entityType: 'payroll-holidays',
      entityId: row.id,
      companyId,
      message:
        input.action === 'add'
          ? { key: 'payrollHolidayAdded', params: { date: input.date, name: name ?? '' } }
          : { key: 'payrollHolidayRemoved', params: { date: input.date } },
    });
    return row.id;
  });
  return toHoliday(actor, {
    date: input.date,
    name,
    key: statutory?.key ?? null,
    source: statutory ? 'statutory' : 'company',
    removed: input.action === 'remove',
    id,
  });
};

/** DELETE /api/payroll/holidays/:id: undo a company edit (another tenant's → 404). */
export const deletePayrollHoliday = async ({ ctx, actor, input }: TOptions<{ id: string }>): Promise<void> => {
  assertPayrollStaff(actor, 'edit');
  const [row] = await ctx.db
    .select({ id: payrollHolidays.id, companyId: payrollHolidays.companyId, date: payrollHolidays.date })
    .from(payrollHolidays)
    .where(and(eq(payrollHolidays.id, input.id), payrollHolidaysScope(actor)))
    .limit(1);
  const existing = found(row, 'holiday');
  await ctx.db.transaction(async (tx) => {
    await tx.delete(payrollHolidays).where(eq(payrollHolidays.id, existing.id));
    await writeSystemLog(tx, actor, {
      action: 'DELETE',
      entityType: 'payroll-holidays',
      entityId: existing.id,
      companyId: existing.companyId,
      message: { key: 'payrollHolidayEditUndone', params: { date: existing.date } },
    });
  });
};
