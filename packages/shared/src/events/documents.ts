// Document expiry, shared by the areas whose records expire (a guard's documents: users; a vehicle's: vehicles).
import { z } from 'zod';
import { ZDateString } from '../contracts/common';

/** The lead-time threshold reached: a number of days before expiry (the company's lead days), or expired. */
export const ZExpiryThreshold = z.union([z.literal('expired'), z.number().int().min(0).max(365)]);

export const ZExpiryFacts = z.object({
  expiryDate: ZDateString,
  /** Days from the company's today to the expiry date (negative once expired). */
  daysLeft: z.number().int(),
  threshold: ZExpiryThreshold,
});
