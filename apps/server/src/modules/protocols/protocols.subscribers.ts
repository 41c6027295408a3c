// What the protocols area's events do (platform/events/emit.ts): the guards asked to acknowledge a published version,
// or reminded to, are notified.
import { PROTOCOL_PUBLISHED, PROTOCOL_REMINDED } from '@centinela/shared/events/protocols';
import { defineSubscriber } from '../../platform/events/emit';
import { notify } from '../notifications/notify';

export const protocolsSubscribers = [
  defineSubscriber({
    name: 'protocols.notify-published',
    event: PROTOCOL_PUBLISHED,
    inTransaction: (tx, { companyId, payload: p }) =>
      notify(tx, {
        companyId,
        recipientIds: p.guardIds,
        kind: 'protocol.published',
        type: 'system',
        priority: 'high',
        params: { title: p.title, version: p.version },
        link: `/protocols?protocol=${p.protocolId}`,
        source: { entityType: 'protocols', entityId: p.protocolId },
        dedupeKey: `protocol.published:${p.protocolId}:${p.version}`,
      }),
  }),
  defineSubscriber({
    name: 'protocols.notify-reminded',
    event: PROTOCOL_REMINDED,
    inTransaction: (tx, { companyId, payload: p }) =>
      notify(tx, {
        companyId,
        recipientIds: p.guardIds,
        kind: 'protocol.reminder',
        type: 'system',
        priority: 'high',
        params: { title: p.title, version: p.version },
        link: `/protocols?protocol=${p.protocolId}`,
        source: { entityType: 'protocols', entityId: p.protocolId },
      }),
  }),
];
