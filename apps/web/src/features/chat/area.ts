// The chat area's web manifest (app/area.ts): the header's chat panel, no pages of its own.
import { defineArea } from '@/app/area';

export const chatArea = defineArea({
  name: 'chat',
  namespace: 'chat',
  // Delivered to the channel's members only: their channel list (unread counts) and open channel are read again.
  liveQueryPrefixes: { chat: ['/api/chat'] },
});
