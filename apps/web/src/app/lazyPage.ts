// React.lazy for modules with named exports: lazyPage(() => import('./X'), 'XPage').
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export type TLazyPage = LazyExoticComponent<ComponentType>;

export const lazyPage = <TModule extends Record<TName, ComponentType>, TName extends keyof TModule & string>(
  load: () => Promise<TModule>,
  name: TName,
): TLazyPage => lazy(async () => ({ default: (await load())[name] }));
