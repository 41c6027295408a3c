// GET /api/health: whether the app and its database answer (load balancers and the deploy check read it).
import { z } from 'zod';

export const ZHealth = z.object({ status: z.literal('ok'), database: z.string() });
export type THealth = z.infer<typeof ZHealth>;

/** The 503 answer when the database does not answer. */
export const ZHealthUnavailable = z.object({ status: z.literal('unavailable'), message: z.string(), code: z.string() });
export type THealthUnavailable = z.infer<typeof ZHealthUnavailable>;
