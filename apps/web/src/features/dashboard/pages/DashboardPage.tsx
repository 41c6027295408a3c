// The dashboard (spec "Dashboard page"). Company staff: four stat cards, Recent Activity and Guard Status. A security
// guard: his own day — check-in, next shift, upcoming shifts, pay stubs, absences, open offers (issue 29). A customer
// company admin: their posts today, their open incidents and the guards on their posts (issue 29).
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/PageHeader';
import { useSession } from '@/features/auth/hooks/useSession';
import { CustomerDashboard } from '../components/customer/CustomerDashboard';
import { GuardDashboard } from '../components/guard/GuardDashboard';
import { GuardStatusCard } from '../components/GuardStatusCard';
import { RecentActivityCard } from '../components/RecentActivityCard';
import { StatCards } from '../components/StatCards';

const StaffDashboard = () => (
  <>
    <StatCards />
    <div className="mt-6 grid items-start gap-6 lg:grid-cols-5">
      <RecentActivityCard className="min-w-0 lg:col-span-3" />
      <GuardStatusCard className="min-w-0 lg:col-span-2" />
    </div>
  </>
);

export const DashboardPage = () => {
  const { t } = useTranslation('dashboard');
  const { user, company } = useSession();
  const role = user?.role;
  const audience = role === 'security_guard' ? 'guard' : role === 'customer_company_admin' ? 'customer' : null;
  const description = audience
    ? user?.name
      ? t(`${audience}.greeting`, { name: user.name })
      : t(`${audience}.greetingNoName`)
    : user?.name
      ? t('greeting', { name: user.name, company: company?.name ?? '' })
      : t('greetingNoName', { company: company?.name ?? '' });
  return (
    <div className="mx-auto max-w-7xl">
      <PageHeader description={description} />
      {audience === 'guard' ? <GuardDashboard /> : audience === 'customer' ? <CustomerDashboard /> : <StaffDashboard />}
    </div>
  );
};
