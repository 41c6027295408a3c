// What the incidents area's events do (platform/events/emit.ts): an incident filed at an alert severity (high,
// critical), or raised to one, tells the company admins at once — in app, and by e-mail/SMS by their preferences —
// except the admin who did it; once per incident, even if its severity goes down and up again.
import { ALERT_SEVERITY_LEVELS } from '@centinela/shared/contracts/incidents';
import { INCIDENT_REPORTED, INCIDENT_SEVERITY_CHANGED, type TIncidentFacts } from '@centinela/shared/events/incidents';
import type { TDbOrTx } from '../../db/client';
import { defineSubscriber, type TEmittedEvent } from '../../platform/events/emit';
import { formatInstant } from '../../platform/i18n/format';
import { companyTimeZone } from '../companies/companies.queries';
import { companyAdminIds, notify } from '../notifications/notify';

const alertAdmins = async (
  tx: TDbOrTx,
  { companyId, actorUserId, payload: p }: Pick<TEmittedEvent, 'companyId' | 'actorUserId'> & { payload: TIncidentFacts },
) => {
  if (!p.severityLevel || !ALERT_SEVERITY_LEVELS.includes(p.severityLevel)) return;
  const zone = await companyTimeZone(tx, companyId);
  await notify(tx, {
    companyId,
    recipientIds: (await companyAdminIds(tx, companyId)).filter((id) => id !== actorUserId),
    kind: 'incident.reported',
    type: 'alert',
    priority: p.severityLevel === 'critical' ? 'critical' : 'high',
    params: {
      title: p.title,
      severity: p.severityName ?? p.severityLevel,
      post: p.postName ?? '—',
      guard: p.reportedBy,
      time: formatInstant(new Date(p.occurredAt), zone, 'es'),
    },
    link: `/novelties-incidents?tab=incidents&incident=${p.incidentId}`,
    source: { entityType: 'incidents', entityId: p.incidentId },
    dedupeKey: `incident-alert:${p.incidentId}`,
  });
};

export const incidentsSubscribers = [
  defineSubscriber({ name: 'incidents.alert-admins-on-report', event: INCIDENT_REPORTED, inTransaction: alertAdmins }),
  defineSubscriber({ name: 'incidents.alert-admins-on-severity', event: INCIDENT_SEVERITY_CHANGED, inTransaction: alertAdmins }),
];
