// Everything a page past the sign-in screen needs before it renders: every translation namespace of the current
// language (the sign-in page does not need them: its JavaScript budget). zod's CSP-safe setting is made by main.tsx.
import { type ReactNode, use } from 'react';
import { currentLanguage, loadAllCatalogs } from '@/i18n';

const configured = new Map<string, Promise<void>>();

/** One promise per language, settled promises marked so React's use() does not suspend again. */
export const prepareApp = (): Promise<void> => {
  const language = currentLanguage();
  let ready = configured.get(language);
  if (!ready) {
    const promise: Promise<void> = loadAllCatalogs(language).then(() => {
      Object.assign(promise, { status: 'fulfilled', value: undefined });
    });
    promise.catch(() => configured.delete(language));
    configured.set(language, promise);
    ready = promise;
  }
  return ready;
};

/** Renders its children once prepareApp() is done (suspends until then). */
export const AppReady = ({ children }: { children: ReactNode }) => {
  use(prepareApp());
  return children;
};
