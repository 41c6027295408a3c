// The uniforms and accessories area's web manifest (app/area.ts).
import { Shirt } from 'lucide-react';
import { defineArea } from '@/app/area';

export const uniformsAccessoriesArea = defineArea({
  name: 'uniforms-accessories',
  namespace: 'uniformsAccessories',
  routes: [
    {
      path: '/uniforms-accessories',
      resource: 'uniforms-accessories',
      titleKey: 'shell:routes.uniformsAccessories',
      page: 'UniformsAccessoriesPage',
      sidebar: { order: 130, icon: Shirt },
    },
  ],
  liveQueryPrefixes: { 'uniforms-accessories': ['/api/uniform-'] },
});
