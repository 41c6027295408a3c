// The sign-in form: company (picked from the list, or its sign-in code typed: CompanyField), email, password,
// remember-me; it sends nothing until the three fields are filled. Plain React state rather than react-hook-form + zod:
// three required fields do not need them, and the sign-in page has a JavaScript budget (scripts/check-bundle-size.mjs).
// The server validates with ZLoginRequest.
import type { TLoginRequest } from '@centinela/shared';
import { Eye, EyeOff } from 'lucide-react';
import { type ComponentProps, type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { Checkbox } from '@/components/ui/Checkbox';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { Label } from '@/components/ui/Label';
import { Spinner } from '@/components/ui/Spinner';
import { CompanyField } from './CompanyField';

export type TLoginFormProps = {
  onSubmit: (input: TLoginRequest) => void;
  isSubmitting?: boolean;
};

export const LoginForm = ({ onSubmit, isSubmitting = false }: TLoginFormProps) => {
  const { t } = useTranslation('auth');
  const [isPasswordVisible, setIsPasswordVisible] = useState(false);
  const [values, setValues] = useState({ company: '', companyCode: '', email: '', password: '', rememberMe: false });
  const [isByCode, setIsByCode] = useState(false);
  const [isSubmitted, setIsSubmitted] = useState(false);
  const company = isByCode ? values.companyCode.trim() : values.company;
  const missing = {
    company: company === '',
    email: values.email.trim() === '',
    password: values.password === '',
  };
  const errors = isSubmitted ? missing : { company: false, email: false, password: false };
  const field = (name: 'email' | 'password') => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: event.target.value })),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setIsSubmitted(true);
    if (missing.company || missing.email || missing.password) return;
    onSubmit({ company, email: values.email.trim().toLowerCase(), password: values.password, rememberMe: values.rememberMe });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-busy={isSubmitting}>
      <CompanyField
        isByCode={isByCode}
        onByCodeChange={setIsByCode}
        value={isByCode ? values.companyCode : values.company}
        onChange={(value) => setValues((v) => (isByCode ? { ...v, companyCode: value } : { ...v, company: value }))}
        isMissing={errors.company}
      />

      <FormField label={t('login.email')} isRequired error={errors.email ? t('login.emailRequired') : undefined}>
        <Input
          type="email"
          autoComplete="username"
          inputMode="email"
          required
          placeholder={t('login.emailPlaceholder')}
          {...field('email')}
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
        <PasswordInput isVisible={isPasswordVisible} onToggle={() => setIsPasswordVisible((v) => !v)} {...field('password')} />
      </FormField>

      <div className="flex items-center gap-2">
        <Checkbox
          id="remember-me"
          checked={values.rememberMe}
          onCheckedChange={(checked) => setValues((v) => ({ ...v, rememberMe: checked === true }))}
        />
        <Label htmlFor="remember-me" className="font-normal text-slate-700">
          {t('login.rememberMe')}
        </Label>
      </div>

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
