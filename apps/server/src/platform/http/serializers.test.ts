import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serviceBuiltResponse } from './serializers';

const ZItem = z.object({ id: z.uuid(), name: z.string() });
const ID = '6b1a1f4e-3c2d-4b5a-9e8f-0a1b2c3d4e5f';

const appFor = async (env: 'production' | 'test') => {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.get('/items', { ...serviceBuiltResponse({ env }), schema: { response: { 200: z.array(ZItem) } } }, async () => [
    { id: ID, name: 'Portón norte', stray: 'not in the contract' },
  ]);
  await app.ready();
  return app;
};

const apps: Awaited<ReturnType<typeof appFor>>[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
});

describe('serviceBuiltResponse', () => {
  it('outside production keeps the schema check, which drops what the contract does not name', async () => {
    const app = await appFor('test');
    apps.push(app);
    const res = await app.inject({ url: '/items' });
    expect(res.json()).toEqual([{ id: ID, name: 'Portón norte' }]);
  });

  it('in production writes the service-built answer as it is, without checking each item', async () => {
    const app = await appFor('production');
    apps.push(app);
    const res = await app.inject({ url: '/items' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([{ id: ID, name: 'Portón norte', stray: 'not in the contract' }]);
  });
});
