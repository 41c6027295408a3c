// GET /api/health. Schemas: contracts/health.ts. When the database does not answer the route answers 503
// { status: 'unavailable', message, code } itself (not the shared error body).
import { ZHealth } from '../contracts/health';
import { defineEndpoint } from './define';

export const get = defineEndpoint({
  method: 'GET',
  path: '/api/health',
  tag: 'health',
  access: 'public',
  summary: "Whether the app and its database answer (503 { status: 'unavailable' } when the database does not)",
  response: ZHealth,
});
