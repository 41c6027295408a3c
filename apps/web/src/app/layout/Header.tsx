// The bar on top of every page: title, mobile menu toggle, communication buttons, SIP status, language, role, logout.
import type { TSessionUser } from '@centinela/shared';
import { LogOut, Menu } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { useLogout } from '@/features/auth/hooks/useLogout';
import { useLanguage } from '@/i18n/useLanguage';
import { ROLE_LABEL_KEYS, ROLE_SHORT_LABEL_KEYS } from '../roleLabels';
import { CommunicationButtons } from './CommunicationButtons';
import { SipStatusBadge } from './SipStatusBadge';

export type THeaderProps = {
  title: string;
  user: TSessionUser;
  onOpenMenu: () => void;
};

const LanguageToggle = () => {
  const { t } = useTranslation('common');
  const { language, setLanguage } = useLanguage();
  const next = language === 'es' ? 'en' : 'es';
  return (
    <Button variant="outline" size="sm" onClick={() => void setLanguage(next)} title={t('language.switch')}>
      <span lang={next}>{next === 'en' ? t('language.names.en') : t('language.names.es')}</span>
    </Button>
  );
};

export const Header = ({ title, user, onOpenMenu }: THeaderProps) => {
  const { t } = useTranslation(['shell', 'common']);
  const logout = useLogout();
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <div className="flex h-14 items-center gap-2 px-3 sm:px-6">
        <Button variant="ghost" size="icon" className="md:hidden" aria-label={t('header.openMenu')} onClick={onOpenMenu}>
          <Menu aria-hidden="true" />
        </Button>
        <h1 className="min-w-0 flex-1 truncate text-lg font-semibold text-slate-900">{title}</h1>
        <div className="hidden items-center gap-0.5 lg:flex">
          <CommunicationButtons />
        </div>
        <div className="hidden sm:block">
          <SipStatusBadge />
        </div>
        <Badge variant="neutral" className="hidden lg:inline-flex" title={t(ROLE_LABEL_KEYS[user.role])}>
          {t(ROLE_SHORT_LABEL_KEYS[user.role])}
        </Badge>
        <LanguageToggle />
        <Button variant="ghost" size="sm" onClick={() => logout.mutate()} disabled={logout.isPending}>
          <LogOut aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">{t('header.logout')}</span>
        </Button>
      </div>
      <div className="flex items-center gap-0.5 overflow-x-auto border-t border-slate-100 px-2 py-1 lg:hidden">
        <CommunicationButtons />
        <div className="ml-auto pl-2 sm:hidden">
          <SipStatusBadge />
        </div>
      </div>
    </header>
  );
};
