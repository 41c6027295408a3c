// The protocols area's events (modules/protocols): a version published, and a reminder to acknowledge it.
import { z } from 'zod';
import { ZId } from '../contracts/common';
import { defineEvent } from './define';

const ZProtocolVersion = z.object({
  protocolId: ZId,
  title: z.string(),
  version: z.number().int().min(1),
  /** The guards asked to acknowledge this version. */
  guardIds: z.array(ZId),
});

export const PROTOCOL_PUBLISHED = defineEvent({
  type: 'protocols.published',
  entityType: 'protocols',
  action: 'UPDATE',
  schema: ZProtocolVersion,
  description: "A protocol's new version was published: the guards of its posts are asked to acknowledge it.",
});

export const PROTOCOL_REMINDED = defineEvent({
  type: 'protocols.reminded',
  entityType: 'protocols',
  action: 'UPDATE',
  schema: ZProtocolVersion,
  description: 'The guards who have not acknowledged the current version were reminded.',
});

export const PROTOCOLS_EVENTS = [PROTOCOL_PUBLISHED, PROTOCOL_REMINDED] as const;
