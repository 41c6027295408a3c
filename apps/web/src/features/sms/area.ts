// The SMS area's web manifest (app/area.ts): the header's SMS inbox, no pages of its own.
import { defineArea } from '@/app/area';

export const smsArea = defineArea({
  name: 'sms',
  namespace: 'sms',
  liveQueryPrefixes: { sms: ['/api/sms'] },
});
