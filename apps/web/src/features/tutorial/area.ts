// The tutorial area's web manifest (app/area.ts).
import { GraduationCap } from 'lucide-react';
import { defineArea } from '@/app/area';

export const tutorialArea = defineArea({
  name: 'tutorial',
  namespace: 'tutorial',
  routes: [
    {
      path: '/tutorial',
      resource: 'tutorial',
      titleKey: 'shell:routes.tutorial',
      page: 'TutorialPage',
      sidebar: { order: 200, icon: GraduationCap },
    },
  ],
});
