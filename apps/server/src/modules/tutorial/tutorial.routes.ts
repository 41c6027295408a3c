// Routes of the tutorial, registered from their declarations (packages/shared/src/endpoints/tutorial.ts).
import * as api from '@centinela/shared/endpoints/tutorial';
import { route } from '../../platform/http/route';
import type { TApp } from '../../platform/http/types';
import { getTutorialProgress, saveTutorialProgress } from './tutorial.service';

export const tutorialRoutes = async (app: TApp) => {
  route(app, api.progress, ({ ctx, actor }) => getTutorialProgress({ ctx, actor, input: undefined }));
  route(app, api.saveProgress, ({ ctx, actor, body }) => saveTutorialProgress({ ctx, actor, input: body }));
};
