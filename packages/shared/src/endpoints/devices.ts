// Endpoints of kiosk devices (decision 0013): admins register, list and revoke them (attendance permission); the
// tablet pairs with a one-time code (public, rate-limited) and then calls device-only endpoints.
import { z } from 'zod';
import { ZIdParams } from '../contracts/common';
import { ZDevice, ZDeviceInput, ZDeviceListQuery, ZDeviceMe, ZDevicePairInput, ZDeviceRegistered } from '../contracts/devices';
import { defineEndpoint } from './define';

const tag = 'devices';

export const list = defineEndpoint({
  method: 'GET',
  path: '/api/devices',
  tag,
  access: { action: 'view', resource: 'attendance' },
  summary: "The company's kiosk devices",
  query: ZDeviceListQuery,
  response: z.array(ZDevice),
});

export const register = defineEndpoint({
  method: 'POST',
  path: '/api/devices',
  tag,
  access: { action: 'add', resource: 'attendance' },
  summary: 'Registers a kiosk for posts and returns its one-time pairing code (10 minutes)',
  body: ZDeviceInput,
  status: 201,
  response: ZDeviceRegistered,
  errors: [400],
});

export const revoke = defineEndpoint({
  method: 'POST',
  path: '/api/devices/:id/revoke',
  summary: 'Revokes a kiosk device: it is refused from its next request',
  tag,
  access: { action: 'edit', resource: 'attendance' },
  params: ZIdParams,
  response: ZDevice,
  errors: [404],
});

export const pair = defineEndpoint({
  method: 'POST',
  path: '/api/devices/pair',
  tag,
  access: 'public',
  summary: 'The tablet exchanges the pairing code for its device cookie',
  body: ZDevicePairInput,
  response: ZDeviceMe,
  errors: [400, 429],
});

export const me = defineEndpoint({
  method: 'GET',
  path: '/api/devices/me',
  tag,
  access: { principal: 'device' },
  summary: 'The paired device: its company, posts and time zone',
  response: ZDeviceMe,
  errors: [401],
});
