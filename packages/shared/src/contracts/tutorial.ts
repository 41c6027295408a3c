// The tutorial (spec: /tutorial): a guided tour per role over the real screens, with each user's progress saved, and a
// checklist of first steps that ticks itself from the company's real data (the server counts the rows).
import { z } from 'zod';

export const TUTORIAL_TOURS = ['admin', 'customerAdmin', 'guard'] as const;
export type TTutorialTour = (typeof TUTORIAL_TOURS)[number];

export const TUTORIAL_STATUSES = ['notStarted', 'active', 'completed', 'skipped'] as const;
export type TTutorialStatus = (typeof TUTORIAL_STATUSES)[number];

/** Every checklist item of every tour; each tour shows its own (TUTORIAL_CHECKLISTS). */
export const TUTORIAL_CHECKLIST_KEYS = [
  'addCustomer',
  'addPost',
  'addGuard',
  'addRoster',
  'assignGuard',
  'publishProtocol',
  'requestService',
  'readProtocols',
  'setMobile',
] as const;
export type TTutorialChecklistKey = (typeof TUTORIAL_CHECKLIST_KEYS)[number];

export const TUTORIAL_CHECKLISTS: Record<TTutorialTour, readonly TTutorialChecklistKey[]> = {
  admin: ['addCustomer', 'addPost', 'addGuard', 'addRoster', 'assignGuard', 'publishProtocol'],
  customerAdmin: ['requestService', 'setMobile'],
  guard: ['readProtocols', 'setMobile'],
};

export const ZTutorialProgressInput = z.object({
  /** The step the user is on (0-based). */
  step: z.number().int().min(0).max(50),
  status: z.enum(TUTORIAL_STATUSES).exclude(['notStarted']),
});
export type TTutorialProgressInput = z.input<typeof ZTutorialProgressInput>;

export const ZTutorialProgress = z.object({
  tour: z.enum(TUTORIAL_TOURS),
  step: z.number().int(),
  status: z.enum(TUTORIAL_STATUSES),
  updatedAt: z.string().nullable(),
  checklist: z.array(z.object({ key: z.enum(TUTORIAL_CHECKLIST_KEYS), isDone: z.boolean() })),
});
export type TTutorialProgress = z.infer<typeof ZTutorialProgress>;
