// What the opportunities area's events do (platform/events/emit.ts): the guards assigned to a special service are told
// (once per service), and the owner is reminded when a follow-up comes due.
import { OPPORTUNITY_FOLLOW_UP_DUE, OPPORTUNITY_GUARDS_ASSIGNED } from '@centinela/shared/events/opportunities';
import { defineSubscriber } from '../../platform/events/emit';
import { notify } from '../notifications/notify';

const linkOf = (opportunityId: string) => `/opportunities-report?id=${opportunityId}`;

export const opportunitiesSubscribers = [
  defineSubscriber({
    name: 'opportunities.notify-assigned-guards',
    event: OPPORTUNITY_GUARDS_ASSIGNED,
    inTransaction: (tx, { companyId, payload: p }) =>
      notify(tx, {
        companyId,
        recipientIds: p.guardIds,
        kind: 'opportunity.assigned',
        type: 'shift',
        priority: 'medium',
        params: { title: p.title, from: p.startDate, to: p.endDate, time: `${p.startTime}–${p.endTime}` },
        link: linkOf(p.opportunityId),
        source: { entityType: 'opportunities', entityId: p.opportunityId },
        dedupeKey: `opportunity-assigned:${p.opportunityId}`,
      }),
  }),
  defineSubscriber({
    name: 'opportunities.notify-follow-up',
    event: OPPORTUNITY_FOLLOW_UP_DUE,
    inTransaction: (tx, { companyId, payload: p }) =>
      notify(tx, {
        companyId,
        recipientIds: [p.ownerId],
        kind: 'opportunity.followUp',
        type: 'system',
        priority: 'medium',
        params: { title: p.title, note: p.note ? `: ${p.note}` : '' },
        link: linkOf(p.opportunityId),
        source: { entityType: 'opportunities', entityId: p.opportunityId },
        dedupeKey: `opportunity-follow-up:${p.opportunityId}:${p.at}`,
      }),
  }),
];
