// Internal chat (issue 14): channels, messages, push-to-talk clips, direct messages, presence (chat.service.ts;
// who sees what: chat.policy.ts).
import * as api from '@centinela/shared/endpoints/chat';
import { route } from '../../platform/http/route';
import type { TApp } from '../../platform/http/types';
import { AUDIO_KINDS } from '../../platform/storage/file-types';
import { sendStoredFile, withUpload } from '../../platform/storage/uploads';
import { CHAT_LIMITS } from '@centinela/shared/contracts/chat';
import {
  createChannel,
  listChannels,
  listContacts,
  listMessages,
  loadChannel,
  markRead,
  openDirect,
  openVoice,
  sendMessage,
  sendVoice,
  setPresence,
  updateChannel,
} from './chat.service';

export const chatRoutes = async (app: TApp) => {
  route(app, api.channels, ({ ctx, actor }) => listChannels({ ctx, actor }));
  route(app, api.createChannel, ({ ctx, actor, body }) => createChannel({ ctx, actor, input: body }));
  route(app, api.updateChannel, ({ ctx, actor, params, body }) => updateChannel({ ctx, actor, channelId: params.id, input: body }));
  route(app, api.openDirect, ({ ctx, actor, body }) => openDirect({ ctx, actor, userId: body.userId }));
  route(app, api.messages, ({ ctx, actor, params, query }) =>
    listMessages({ ctx, actor, channelId: params.id, before: query.before, limit: query.limit }),
  );
  route(app, api.send, ({ ctx, actor, params, body }) => sendMessage({ ctx, actor, channelId: params.id, body: body.body }));
  route(app, api.sendVoice, async ({ ctx, actor, params, request }) => {
    // Membership first: a non-member's upload is never read.
    await loadChannel(ctx.db, actor, params.id);
    return withUpload({ ctx, request }, { accept: AUDIO_KINDS, maxBytes: CHAT_LIMITS.voiceMaxBytes }, (upload) =>
      sendVoice({ ctx, actor, channelId: params.id, upload }),
    );
  });
  route(app, api.voiceAudio, async ({ ctx, actor, params, reply }) =>
    sendStoredFile(reply, await openVoice({ ctx, actor, messageId: params.id }), 'inline'),
  );
  route(app, api.markRead, ({ ctx, actor, params }) => markRead({ ctx, actor, channelId: params.id }));
  route(app, api.presence, ({ ctx, actor }) => listContacts({ ctx, actor }));
  route(app, api.setPresence, ({ ctx, actor, body }) => setPresence({ ctx, actor, input: body }));
};
