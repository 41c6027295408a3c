// The dashboard's stat cards and guard status list (spec "Dashboard page").
import { z } from 'zod';
import { ZId } from './common';

export const ZDashboardStats = z.object({
  totalGuards: z.number().int(),
  activePosts: z.number().int(),
  customerCompanies: z.number().int(),
  systemAlerts: z.number().int(),
});
export type TDashboardStats = z.infer<typeof ZDashboardStats>;

export const ZGuardStatus = z.object({
  id: ZId,
  name: z.string(),
  isActive: z.boolean(),
  currentPost: z.string().nullable(),
  phone: z.string().nullable(),
});
export type TGuardStatus = z.infer<typeof ZGuardStatus>;
