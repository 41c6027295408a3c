// The SMS area's events (modules/sms).
import { z } from 'zod';
import { ZId } from '../contracts/common';
import { defineEvent } from './define';

export const SMS_RECEIVED = defineEvent({
  type: 'sms.received',
  entityType: 'sms',
  action: 'CREATE',
  schema: z.object({ messageId: ZId, from: z.string(), text: z.string() }),
  description: "A text message reached the company's line.",
});

export const SMS_EVENTS = [SMS_RECEIVED] as const;
