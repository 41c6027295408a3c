// The current UI language and a setter that persists it (localStorage key 'language').
import { DEFAULT_LANGUAGE, type TLanguage } from '@centinela/shared';
import { useTranslation } from 'react-i18next';
import { isLanguage, setLanguage } from './index';

export const useLanguage = () => {
  const { i18n } = useTranslation();
  const language: TLanguage = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
  return { language, setLanguage };
};
