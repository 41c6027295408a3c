// The company's sign-in settings (issue 29): whether the sign-in page's company picker lists it (saved as it is switched:
// PUT /api/companies/:id with listedAtSignIn only) and its sign-in code, which users of a hidden company type instead.
import type { TCompany } from '@centinela/shared/contracts/companies';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { Label } from '@/components/ui/Label';
import { Switch } from '@/components/ui/Switch';
import { errorMessage } from '@/lib/errors';
import { useUpdateCompanySettings } from '../hooks/useCompanySettings';

export const SignInSettingsForm = ({ company, isReadOnly }: { company: TCompany; isReadOnly: boolean }) => {
  const { t } = useTranslation('companySettings');
  const switchId = useId();
  const save = useUpdateCompanySettings(company.id);
  const [isListed, setIsListed] = useState(company.listedAtSignIn);

  const change = async (checked: boolean) => {
    setIsListed(checked);
    try {
      await save.mutateAsync({ listedAtSignIn: checked });
      toast.success(t('toasts.saved'));
    } catch (error) {
      setIsListed(!checked);
      toast.error(t('toasts.saveFailed'), { description: errorMessage(error) });
    }
  };

  return (
    <div className="grid gap-5">
      <div className="flex items-start gap-3">
        <Switch
          id={switchId}
          checked={isListed}
          onCheckedChange={(checked) => void change(checked)}
          disabled={isReadOnly || save.isPending}
          aria-describedby={`${switchId}-hint`}
          className="mt-0.5"
        />
        <div className="grid gap-1">
          <Label htmlFor={switchId}>{t('signIn.listed')}</Label>
          <p id={`${switchId}-hint`} className="text-xs text-slate-600">
            {t('signIn.listedHint')}
          </p>
        </div>
      </div>
      <FormField label={t('signIn.code')} hint={t('signIn.codeHint')} className="max-w-xs">
        <Input readOnly value={company.signInCode} className="font-mono tracking-widest" onFocus={(event) => event.target.select()} />
      </FormField>
    </div>
  );
};
