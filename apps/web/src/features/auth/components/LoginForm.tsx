// The sign-in form: company, email, password, remember-me; it sends nothing until the three fields are filled.
import { type TLoginRequest, ZLoginRequest } from '@centinela/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Eye, EyeOff, RotateCw } from 'lucide-react';
import { type ComponentProps, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { Checkbox } from '@/components/ui/Checkbox';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { Label } from '@/components/ui/Label';
import { Select } from '@/components/ui/Select';
import { Spinner } from '@/components/ui/Spinner';
import { useCompanies } from '../hooks/useCompanies';

export type TLoginFormProps = {
  onSubmit: (input: TLoginRequest) => void;
  isSubmitting?: boolean;
};

export const LoginForm = ({ onSubmit, isSubmitting = false }: TLoginFormProps) => {
  const { t } = useTranslation('auth');
  const companies = useCompanies();
  const [isPasswordVisible, setIsPasswordVisible] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<TLoginRequest, unknown, TLoginRequest>({
    resolver: zodResolver(ZLoginRequest),
    defaultValues: { company: '', email: '', password: '', rememberMe: false },
  });

  const companyOptions = companies.data ?? [];
  const isCompanyListEmpty = companies.isSuccess && companyOptions.length === 0;
  const companyPlaceholder = companies.isPending
    ? t('login.companiesLoading')
    : companies.isError
      ? t('login.companiesError')
      : isCompanyListEmpty
        ? t('login.companiesEmpty')
        : t('login.companyPlaceholder');

  return (
    <form noValidate onSubmit={handleSubmit((input) => onSubmit(input))} className="flex flex-col gap-4" aria-busy={isSubmitting}>
      <FormField
        label={t('login.company')}
        isRequired
        error={errors.company ? t('login.companyRequired') : undefined}
        hint={
          companies.isError ? (
            <span className="flex items-center gap-2 text-red-700" role="alert">
              {t('login.companiesError')}
              <Button variant="link" size="sm" className="h-auto text-xs" onClick={() => void companies.refetch()}>
                <RotateCw aria-hidden="true" className="size-3" />
                {t('common:actions.retry')}
              </Button>
            </span>
          ) : isCompanyListEmpty ? (
            <span role="status">{t('login.companiesEmpty')}</span>
          ) : undefined
        }
      >
        <Select
          required
          disabled={!companies.isSuccess || isCompanyListEmpty}
          placeholder={companyPlaceholder}
          options={companyOptions}
          {...register('company')}
        />
      </FormField>

      <FormField label={t('login.email')} isRequired error={errors.email ? t('login.emailRequired') : undefined}>
        <Input
          type="email"
          autoComplete="username"
          inputMode="email"
          required
          placeholder={t('login.emailPlaceholder')}
          {...register('email')}
        />
      </FormField>

      <FormField
        label={t('login.password')}
        isRequired
        error={errors.password ? t('login.passwordRequired') : undefined}
        labelAside={
          <Button variant="link" size="sm" className="h-auto text-xs font-medium">
            {t('login.forgotPassword')}
          </Button>
        }
      >
        <PasswordInput isVisible={isPasswordVisible} onToggle={() => setIsPasswordVisible((v) => !v)} {...register('password')} />
      </FormField>

      <Controller
        control={control}
        name="rememberMe"
        render={({ field }) => (
          <div className="flex items-center gap-2">
            <Checkbox
              id="remember-me"
              checked={field.value ?? false}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              onBlur={field.onBlur}
            />
            <Label htmlFor="remember-me" className="font-normal text-slate-700">
              {t('login.rememberMe')}
            </Label>
          </div>
        )}
      />

      <Button type="submit" size="lg" className="mt-1 w-full" disabled={isSubmitting}>
        {isSubmitting && <Spinner className="text-white" />}
        {isSubmitting ? t('login.submitting') : t('login.submit')}
      </Button>
    </form>
  );
};

type TPasswordInputProps = ComponentProps<'input'> & { isVisible: boolean; onToggle: () => void };

const PasswordInput = ({ isVisible, onToggle, id, ...props }: TPasswordInputProps) => {
  const { t } = useTranslation('auth');
  return (
    <div className="relative">
      <Input id={id} type={isVisible ? 'text' : 'password'} autoComplete="current-password" required className="pr-10" {...props} />
      <button
        type="button"
        onClick={onToggle}
        aria-label={isVisible ? t('login.hidePassword') : t('login.showPassword')}
        aria-pressed={isVisible}
        className="absolute top-1/2 right-1.5 flex size-7 -translate-y-1/2 items-center justify-center rounded text-slate-500 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
      >
        {isVisible ? <EyeOff className="size-4" aria-hidden="true" /> : <Eye className="size-4" aria-hidden="true" />}
      </button>
    </div>
  );
};
