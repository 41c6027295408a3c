// HTTP side of users (spec section 7): the users page, the editor, SIP settings, passwords, photos, the phone directory.
import { ZErrorBody, ZId } from '@centinela/shared';
import { ZCreateUser, ZDirectoryUser, ZSetUserPassword, ZUserDetail, ZUsersPage, ZUsersPageQuery } from '@centinela/shared/contracts/users';
import { z } from 'zod';
import { actorOf } from '../../platform/http/access-hook';
import type { TApp } from '../../platform/http/types';
import { IMAGE_KINDS } from '../../platform/storage/file-types';
import { receiveUpload, sendStoredFile } from '../../platform/storage/uploads';
import { openUserPhoto, removeUserPhoto, setUserPhoto } from './users.photo';
import { createUser, deleteUser, getUser, listDirectory, listUsersPage, setUserPassword, updateUser } from './users.service';

const ZParams = z.object({ id: ZId });
const tags = ['users'];

export const usersRoutes = async (app: TApp) => {
  app.get(
    '/api/users',
    {
      // The phone's directory: every signed-in user has a phone; the service narrows what each may see.
      config: { access: 'signed-in' },
      schema: { tags, response: { 200: z.array(ZDirectoryUser) } },
    },
    async (request) => listDirectory({ ctx: app.ctx, actor: actorOf(request), input: undefined }),
  );

  app.get(
    '/api/users/paginated',
    {
      config: { access: { action: 'view', resource: 'users' } },
      schema: { tags, querystring: ZUsersPageQuery, response: { 200: ZUsersPage } },
    },
    async (request) => listUsersPage({ ctx: app.ctx, actor: actorOf(request), input: request.query }),
  );

  app.get(
    '/api/users/:id',
    {
      config: { access: { action: 'view', resource: 'users' } },
      schema: { tags, params: ZParams, response: { 200: ZUserDetail } },
    },
    async (request) => getUser({ ctx: app.ctx, actor: actorOf(request), input: request.params }),
  );

  app.post(
    '/api/users',
    {
      config: { access: { action: 'add', resource: 'users' } },
      schema: { tags, body: ZCreateUser, response: { 201: ZUserDetail, 409: ZErrorBody } },
    },
    async (request, reply) => reply.status(201).send(await createUser({ ctx: app.ctx, actor: actorOf(request), input: request.body })),
  );

  app.put(
    '/api/users/:id',
    {
      config: { access: { action: 'edit', resource: 'users' } },
      schema: {
        tags,
        params: ZParams,
        // One of ZUpdateUser (user fields), ZUpdateSipSettings ({sipSettings}) or ZUpdateEmployment ({stillEmployed});
        // the service picks the schema by shape (userUpdateKind) so field errors stay precise.
        body: z.record(z.string(), z.unknown()),
        response: { 200: ZUserDetail, 409: ZErrorBody },
      },
    },
    async (request) => updateUser({ ctx: app.ctx, actor: actorOf(request), input: { id: request.params.id, body: request.body } }),
  );

  app.post(
    '/api/users/:id/password',
    {
      config: { access: { action: 'edit', resource: 'users' } },
      schema: { tags, params: ZParams, body: ZSetUserPassword },
    },
    async (request, reply) => {
      await setUserPassword({ ctx: app.ctx, actor: actorOf(request), input: { id: request.params.id, ...request.body } });
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/api/users/:id',
    {
      config: { access: { action: 'delete', resource: 'users' } },
      schema: { tags, params: ZParams, response: { 204: z.null(), 409: ZErrorBody } },
    },
    async (request, reply) => {
      await deleteUser({ ctx: app.ctx, actor: actorOf(request), input: request.params });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/users/:id/photo',
    { config: { access: { action: 'view', resource: 'users' } }, schema: { tags, params: ZParams } },
    async (request, reply) =>
      sendStoredFile(reply, await openUserPhoto({ ctx: app.ctx, actor: actorOf(request), input: request.params }), 'inline'),
  );

  app.put(
    '/api/users/:id/photo',
    {
      config: { access: { action: 'edit', resource: 'users' } },
      schema: { tags, params: ZParams, response: { 200: z.object({ photoFileId: ZId }) } },
    },
    async (request) => {
      const upload = await receiveUpload(request, { accept: IMAGE_KINDS, maxBytes: app.ctx.config.uploadMaxBytes });
      try {
        return await setUserPhoto({ ctx: app.ctx, actor: actorOf(request), input: { id: request.params.id, upload: upload.files[0] } });
      } finally {
        await upload.cleanup();
      }
    },
  );

  app.delete(
    '/api/users/:id/photo',
    { config: { access: { action: 'edit', resource: 'users' } }, schema: { tags, params: ZParams } },
    async (request, reply) => {
      await removeUserPhoto({ ctx: app.ctx, actor: actorOf(request), input: request.params });
      return reply.status(204).send(null);
    },
  );
};
