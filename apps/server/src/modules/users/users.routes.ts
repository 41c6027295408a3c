// Routes of the users area (spec section 7), registered from their declarations (packages/shared/src/endpoints/users.ts).
import * as api from '@centinela/shared/endpoints/users';
import { route } from '../../platform/http/route';
import { serviceBuiltResponse } from '../../platform/http/serializers';
import type { TApp } from '../../platform/http/types';
import { IMAGE_KINDS } from '../../platform/storage/file-types';
import { sendStoredFile, withUpload } from '../../platform/storage/uploads';
import { openUserPhoto, removeUserPhoto, setUserPhoto } from './users.photo';
import { getUser, listDirectory, listUsersPage } from './users.service';
import { createUser, updateUser, updateUserEmployment, updateUserSipSettings } from './users.writes';
import { deleteUser, setUserPassword } from './users.account';

export const usersRoutes = async (app: TApp) => {
  route(app, api.directory, ({ ctx, actor }) => listDirectory({ ctx, actor, input: undefined }));
  // The page's cards are built from explicit columns (users.service.ts cardColumns): production skips the check.
  route(app, api.page, ({ ctx, actor, query }) => listUsersPage({ ctx, actor, input: query }), serviceBuiltResponse(app.ctx.config));
  route(app, api.get, ({ ctx, actor, params }) => getUser({ ctx, actor, input: params }));
  route(app, api.create, ({ ctx, actor, body }) => createUser({ ctx, actor, input: body }));
  // The spec's one PUT takes three bodies; each delegates to the endpoint of its own (contracts/users.ts ZUpdateUserBody).
  route(app, api.update, ({ ctx, actor, params, body }) => {
    if (body.kind === 'sipSettings') return updateUserSipSettings({ ctx, actor, input: { id: params.id, data: body.data } });
    if (body.kind === 'employment') return updateUserEmployment({ ctx, actor, input: { id: params.id, data: body.data } });
    return updateUser({ ctx, actor, input: { id: params.id, data: body.data } });
  });
  route(app, api.updateSipSettings, ({ ctx, actor, params, body }) =>
    updateUserSipSettings({ ctx, actor, input: { id: params.id, data: body } }),
  );
  route(app, api.updateEmployment, ({ ctx, actor, params, body }) =>
    updateUserEmployment({ ctx, actor, input: { id: params.id, data: body } }),
  );
  route(app, api.setPassword, ({ ctx, actor, params, body }) => setUserPassword({ ctx, actor, input: { id: params.id, ...body } }));
  route(app, api.remove, ({ ctx, actor, params }) => deleteUser({ ctx, actor, input: params }));
  route(app, api.photo, async ({ ctx, actor, params, reply }) =>
    sendStoredFile(reply, await openUserPhoto({ ctx, actor, input: params }), 'inline'),
  );
  route(app, api.setPhoto, ({ ctx, actor, params, request }) =>
    withUpload({ ctx, request }, { accept: IMAGE_KINDS }, (upload) =>
      setUserPhoto({ ctx, actor, input: { id: params.id, upload: upload.files[0] } }),
    ),
  );
  route(app, api.removePhoto, ({ ctx, actor, params }) => removeUserPhoto({ ctx, actor, input: params }));
};
