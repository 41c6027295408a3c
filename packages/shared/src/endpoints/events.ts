// GET /api/events: live updates as server-sent events (platform/events; decision 0008). The browser opens it with
// EventSource (lib/live-updates.ts); resumable with Last-Event-ID.
import { defineEndpoint } from './define';

export const stream = defineEndpoint({
  method: 'GET',
  path: '/api/events',
  tag: 'events',
  access: 'signed-in',
  summary: 'Server-sent events the signed-in user may read (resumable with Last-Event-ID)',
  kind: 'stream',
});
