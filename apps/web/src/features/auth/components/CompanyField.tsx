// The sign-in form's company: the picker of GET /api/auth/companies (spec: loading, error with retry, none available),
// or — behind "Company not listed?" — the company's sign-in code, for a company its admins hid from the picker
// (issue 29). The form sends either as `company`: the picker's id or the typed code.
import { RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { Select } from '@/components/ui/Select';
import { useCompanies } from '../hooks/useCompanies';

export type TCompanyFieldProps = {
  isByCode: boolean;
  onByCodeChange: (isByCode: boolean) => void;
  /** The picked company's id, or the typed code (by mode). */
  value: string;
  onChange: (value: string) => void;
  isMissing: boolean;
};

export const CompanyField = ({ isByCode, onByCodeChange, value, onChange, isMissing }: TCompanyFieldProps) => {
  const { t } = useTranslation(['auth', 'common']);
  const companies = useCompanies();
  const toggle = (
    <Button variant="link" size="sm" className="h-auto text-xs font-medium" onClick={() => onByCodeChange(!isByCode)}>
      {isByCode ? t('login.chooseFromList') : t('login.notListed')}
    </Button>
  );

  if (isByCode) {
    return (
      <FormField
        label={t('login.companyCode')}
        isRequired
        hint={t('login.companyCodeHint')}
        error={isMissing ? t('login.companyCodeRequired') : undefined}
        labelAside={toggle}
      >
        <Input
          name="companyCode"
          required
          autoComplete="organization"
          autoCapitalize="characters"
          spellCheck={false}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </FormField>
    );
  }

  const options = companies.data ?? [];
  const isEmpty = companies.isSuccess && options.length === 0;
  const placeholder = companies.isPending
    ? t('login.companiesLoading')
    : companies.isError
      ? t('login.companiesError')
      : isEmpty
        ? t('login.companiesEmpty')
        : t('login.companyPlaceholder');
  return (
    <FormField
      label={t('login.company')}
      isRequired
      error={isMissing ? t('login.companyRequired') : undefined}
      labelAside={toggle}
      hint={
        companies.isError ? (
          <span className="flex items-center gap-2 text-red-700" role="alert">
            {t('login.companiesError')}
            <Button variant="link" size="sm" className="h-auto text-xs" onClick={() => void companies.refetch()}>
              <RotateCw aria-hidden="true" className="size-3" />
              {t('common:actions.retry')}
            </Button>
          </span>
        ) : isEmpty ? (
          <span role="status">{t('login.companiesEmpty')}</span>
        ) : undefined
      }
    >
      <Select
        name="company"
        required
        disabled={!companies.isSuccess || isEmpty}
        placeholder={placeholder}
        options={options}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </FormField>
  );
};
