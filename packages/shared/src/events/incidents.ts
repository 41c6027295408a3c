// The incidents area's events (modules/incidents): an incident filed, and its severity changed.
import { z } from 'zod';
import { ZDateTime, ZId } from '../contracts/common';
import { SEVERITY_LEVELS } from '../contracts/incidents';
import { defineEvent } from './define';

const ZIncidentFacts = z.object({
  incidentId: ZId,
  /** The company's incident number ('N.º 12'). */
  number: z.number().int().min(1),
  title: z.string(),
  severityLevel: z.enum(SEVERITY_LEVELS).nullable(),
  /** The company's own name of the severity ('Grave'), when it has one. */
  severityName: z.string().nullable(),
  postName: z.string().nullable(),
  /** Who reported it: the reporting guard's name, else the filing user's e-mail. */
  reportedBy: z.string(),
  occurredAt: ZDateTime,
});
export type TIncidentFacts = z.infer<typeof ZIncidentFacts>;

export const INCIDENT_REPORTED = defineEvent({
  type: 'incidents.reported',
  entityType: 'incidents',
  action: 'CREATE',
  schema: ZIncidentFacts,
  description: 'An incident was filed (by a guard or by staff).',
});

export const INCIDENT_SEVERITY_CHANGED = defineEvent({
  type: 'incidents.severity-changed',
  entityType: 'incidents',
  action: 'UPDATE',
  schema: ZIncidentFacts.extend({ previousSeverityLevel: z.enum(SEVERITY_LEVELS).nullable() }),
  description: "An incident's severity level was changed.",
});

export const INCIDENTS_EVENTS = [INCIDENT_REPORTED, INCIDENT_SEVERITY_CHANGED] as const;
