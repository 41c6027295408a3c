// Endpoints of the tutorial (spec: /tutorial; every signed-in user may view it). Schemas: contracts/tutorial.ts.
import { ZTutorialProgress, ZTutorialProgressInput } from '../contracts/tutorial';
import { defineEndpoint } from './define';

const tag = 'tutorial';
const access = { action: 'view', resource: 'tutorial' } as const;

export const progress = defineEndpoint({
  method: 'GET',
  path: '/api/tutorial/progress',
  tag,
  access,
  summary: "The signed-in user's tour (by role), where they are in it, and their first-steps checklist computed from real data",
  response: ZTutorialProgress,
});

export const saveProgress = defineEndpoint({
  method: 'PUT',
  path: '/api/tutorial/progress',
  tag,
  access,
  summary: "Saves the signed-in user's place in their tour (active, completed or skipped)",
  body: ZTutorialProgressInput,
  response: ZTutorialProgress,
  errors: [400],
});
