// The dashboard (spec "Dashboard page"): four stat cards, Recent Activity and Guard Status; above them, a guard's
// open shift offers when there are any (issue 12).
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/PageHeader';
import { useSession } from '@/features/auth/hooks/useSession';
import { PhoneCheckInCard } from '@/features/attendance/components/PhoneCheckInCard';
import { ShiftOffersCard } from '@/features/shifts/components/ShiftOffersCard';
import { GuardStatusCard } from '../components/GuardStatusCard';
import { RecentActivityCard } from '../components/RecentActivityCard';
import { StatCards } from '../components/StatCards';

export const DashboardPage = () => {
  const { t } = useTranslation('dashboard');
  const { user, company } = useSession();
  return (
    <div className="mx-auto max-w-7xl">
      <PageHeader
        description={
          user?.name
            ? t('greeting', { name: user.name, company: company?.name ?? '' })
            : t('greetingNoName', { company: company?.name ?? '' })
        }
      />
      {/* Offers are made to guards only: nobody else asks for them. */}
      {user?.role === 'security_guard' && <PhoneCheckInCard className="mb-6" />}
      {user?.role === 'security_guard' && <ShiftOffersCard className="mb-6" />}
      <StatCards />
      <div className="mt-6 grid items-start gap-6 lg:grid-cols-5">
        <RecentActivityCard className="min-w-0 lg:col-span-3" />
        <GuardStatusCard className="min-w-0 lg:col-span-2" />
      </div>
    </div>
  );
};
