// A guard's kit, read-only, in the user editor: what was issued to them and not returned (staff who may view the
// uniforms area only). Issues and returns are made on /uniforms-accessories.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadingState } from '@/components/ui/LoadingState';
import { useCompanyLocale } from '@/features/auth/hooks/useSession';
import { useLanguage } from '@/i18n/useLanguage';
import { errorMessage } from '@/lib/errors';
import { formatDay, formatMoneyDisplay } from '@/lib/format';
import { useUniformIssues } from '../hooks/useUniforms';

export const GuardKitTab = ({ guardId }: { guardId: string }) => {
  const { t } = useTranslation('uniformsAccessories');
  const { language } = useLanguage();
  const { currency } = useCompanyLocale();
  const issues = useUniformIssues({ guardId, status: 'open' }, 1, 100);
  return (
    <section className="grid gap-3" aria-label={t('kit.title')}>
      <p className="text-sm text-slate-600">{t('kit.description')}</p>
      {issues.isPending ? (
        <LoadingState label={t('states.loading')} />
      ) : issues.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(issues.error, t('states.fetchFailed'))}
        </p>
      ) : issues.data.items.length === 0 ? (
        <p className="text-sm text-slate-600">{t('kit.empty')}</p>
      ) : (
        <ul className="grid gap-1 text-sm">
          {issues.data.items.map((issue) => (
            <li key={issue.id} className="flex flex-wrap justify-between gap-2 border-b border-slate-100 py-1">
              <span>
                {t('kit.line', {
                  quantity: issue.quantity,
                  name: issue.itemName,
                  size: issue.size,
                  date: formatDay(issue.issuedOn, language),
                })}
              </span>
              <span className="tabular-nums text-slate-600">
                {formatMoneyDisplay(issue.unitCostCents * issue.quantity, language, currency)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <Link to="/uniforms-accessories?tab=issues" className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
        {t('kit.manage')}
      </Link>
    </section>
  );
};
