// Routes of the emergency directory, registered from their declarations (packages/shared/src/endpoints/emergency-directory.ts).
import * as api from '@centinela/shared/endpoints/emergency-directory';
import { route } from '../../platform/http/route';
import type { TApp } from '../../platform/http/types';
import {
  createEmergencyContact,
  deleteEmergencyContact,
  listDirectoryPosts,
  listEmergencyContacts,
  updateEmergencyContact,
} from './emergency-directory.service';

export const emergencyDirectoryRoutes = async (app: TApp) => {
  route(app, api.list, ({ ctx, actor, query }) => listEmergencyContacts({ ctx, actor, input: query }));
  route(app, api.posts, ({ ctx, actor }) => listDirectoryPosts({ ctx, actor, input: undefined }));
  route(app, api.create, ({ ctx, actor, body }) => createEmergencyContact({ ctx, actor, input: body }));
  route(app, api.update, ({ ctx, actor, params, body }) => updateEmergencyContact({ ctx, actor, input: { id: params.id, data: body } }));
  route(app, api.remove, ({ ctx, actor, params }) => deleteEmergencyContact({ ctx, actor, input: params }));
};
