// The sign-in screen (spec section 2 "Login screen"): brand panel, form, language selector; on success → /dashboard.
import type { TLoginRequest } from '@centinela/shared';
import { CalendarClock, ShieldCheck, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { BrandMark } from '@/components/brand/BrandMark';
import { LanguageSelect } from '@/components/LanguageSelect';
import { errorMessage } from '@/lib/errors';
import { LoginForm } from '../components/LoginForm';
import { noteSignInThroughForm } from '../sign-in-moment';
import { useLogin } from '../hooks/useLogin';

export const LoginPage = () => {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const login = useLogin();

  const submit = (input: TLoginRequest) => {
    login.mutate(input, {
      onSuccess: () => {
        const toastLeft = noteSignInThroughForm();
        toast.success(t('login.success'), { onAutoClose: toastLeft, onDismiss: toastLeft });
        void navigate('/dashboard', { replace: true });
      },
      onError: (error) => {
        toast.error(t('login.failedTitle'), { description: errorMessage(error, t('login.invalidCredentials')) });
      },
    });
  };

  const highlights = [
    { icon: Users, text: t('brand.highlightWorkforce') },
    { icon: CalendarClock, text: t('brand.highlightShifts') },
    { icon: ShieldCheck, text: t('brand.highlightIncidents') },
  ];

  return (
    <div className="grid min-h-full lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <aside className="relative hidden overflow-hidden bg-brand-950 p-10 text-white lg:flex lg:flex-col lg:justify-between">
        <div aria-hidden="true" className="pointer-events-none absolute -top-32 -right-32 size-96 rounded-full bg-brand-700/30 blur-3xl" />
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -bottom-40 -left-24 size-96 rounded-full bg-brand-500/20 blur-3xl"
        />
        <BrandMark isInverted className="relative" />
        <div className="relative max-w-md">
          <p className="text-3xl font-semibold leading-tight tracking-tight">{t('brand.headline')}</p>
          <p className="mt-4 text-base text-brand-100">{t('brand.tagline')}</p>
          <ul className="mt-8 space-y-4">
            {highlights.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-3 text-sm text-brand-50">
                <span className="flex size-9 items-center justify-center rounded-lg bg-white/10">
                  <Icon className="size-4" aria-hidden="true" />
                </span>
                {text}
              </li>
            ))}
          </ul>
        </div>
        <p className="relative text-xs text-brand-200">{t('brand.footer', { year: new Date().getFullYear() })}</p>
      </aside>

      <main className="flex min-h-full flex-col bg-slate-50">
        <div className="flex items-start justify-between gap-4 p-4 sm:p-6">
          <BrandMark className="lg:invisible" />
          <LanguageSelect />
        </div>
        <div className="flex flex-1 items-start justify-center px-4 pb-10 sm:items-center">
          <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{t('login.title')}</h1>
            <p className="mt-1 mb-6 text-sm text-slate-600">{t('login.subtitle')}</p>
            <LoginForm onSubmit={submit} isSubmitting={login.isPending} />
          </div>
        </div>
      </main>
    </div>
  );
};
