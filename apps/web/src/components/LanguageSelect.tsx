// Language picker (es/en) for screens without the app header, such as the login page.
import { Languages } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/i18n/useLanguage';
import { isLanguage } from '@/i18n';
import { Select } from './ui/Select';

export const LanguageSelect = ({ className }: { className?: string }) => {
  const { t } = useTranslation('common');
  const { language, setLanguage } = useLanguage();
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 flex items-center gap-1.5 text-xs font-medium text-slate-600">
        <Languages className="size-3.5" aria-hidden="true" />
        {t('language.label')}
      </label>
      <Select
        id={id}
        className="h-8 w-36"
        value={language}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void setLanguage(event.target.value);
        }}
        options={[
          { value: 'es', label: t('language.names.es') },
          { value: 'en', label: t('language.names.en') },
        ]}
      />
    </div>
  );
};
