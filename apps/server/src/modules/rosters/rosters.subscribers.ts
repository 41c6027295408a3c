// What the rosters area's events do (platform/events/emit.ts): a roster save, a single unassign or taking a guard off
// every roster (POST /api/rosters/remove-guard) tells the guard which shifts they gained or lost: one notification per
// guard, roster and direction, naming the post (and the roster's own name when it has one) and listing the shifts in
// the company's language.
import { formatTime12h, minutesToTime, type TLanguage } from '@centinela/shared';
import type { TEventPayload } from '@centinela/shared/events/define';
import { ROSTER_ASSIGNMENTS_CHANGED, type TAssignmentChange } from '@centinela/shared/events/rosters';
import { eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { companies } from '../../db/schema';
import { textOrNull } from '../../platform/i18n/catalog';
import { defineSubscriber } from '../../platform/events/emit';
import { notify } from '../notifications/notify';

/** A minute of the day on the 12-hour clock every text uses (spec section 5; issue 29): 420 → '7:00 AM'. */
const hhmm = (minute: number) => formatTime12h(minutesToTime(minute));

/** One notification per guard and direction, naming the post (and the roster's own name) and listing the shifts. */
const notifyGuards = async (
  tx: TDbOrTx,
  companyId: string,
  { rosterId, rosterName, postName, changes }: TEventPayload<typeof ROSTER_ASSIGNMENTS_CHANGED>,
) => {
  const [company] = await tx.select({ language: companies.defaultLanguage }).from(companies).where(eq(companies.id, companyId)).limit(1);
  const language: TLanguage = company?.language === 'en' ? 'en' : 'es';
  // Short day names: messages:days.<0–6> (Sunday = 0).
  const days = Array.from({ length: 7 }, (_, d) => textOrNull(language, `messages:days.${d}`) ?? String(d));
  const groups = new Map<string, TAssignmentChange[]>();
  for (const c of changes) {
    const key = `${c.guardId}|${c.change}`;
    groups.set(key, [...(groups.get(key) ?? []), c]);
  }
  for (const [key, list] of groups) {
    const [guardId, change] = key.split('|') as [string, 'added' | 'removed'];
    const sorted = [...list].sort((a, b) => a.dayOfWeek - b.dayOfWeek || a.startMinute - b.startMinute);
    await notify(tx, {
      companyId,
      recipientIds: [guardId],
      kind: change === 'added' ? 'shift.assigned' : 'shift.unassigned',
      type: 'shift',
      priority: 'medium',
      params: {
        count: sorted.length,
        roster: rosterName && rosterName !== postName ? `${postName} (${rosterName})` : postName,
        shifts: sorted.map((s) => `${days[s.dayOfWeek]} ${hhmm(s.startMinute)} – ${hhmm(s.endMinute)}`).join(', '),
      },
      link: `/rosters?edit=${rosterId}`,
      source: { entityType: 'rosters', entityId: rosterId },
    });
  }
};

export const rostersSubscribers = [
  defineSubscriber({
    name: 'rosters.notify-guards',
    event: ROSTER_ASSIGNMENTS_CHANGED,
    inTransaction: (tx, { companyId, payload }) => notifyGuards(tx, companyId, payload),
  }),
];
