// /novelties-incidents: tabs Novelties, Incidents and Daily Report (spec section 2; issue 17).
import { can } from '@centinela/shared';
import { useTranslation } from 'react-i18next';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/Tabs';
import { useSession } from '@/features/auth/hooks/useSession';
import { useUrlState } from '@/lib/url-state';
import { DailyReportsTab } from '../components/DailyReportsTab';
import { IncidentsTab } from '../components/IncidentsTab';
import { NoveltiesTab } from '../components/NoveltiesTab';

const TABS = ['novelties', 'incidents', 'dailyReports'] as const;

export const NoveltiesIncidentsPage = () => {
  const { t } = useTranslation('incidents');
  const { subject } = useSession();
  const [view, setView] = useUrlState({ tab: 'incidents' });
  const canAdd = can(subject, 'add', 'novelties-incidents');
  const tab = (TABS as readonly string[]).includes(view.tab) ? view.tab : 'incidents';
  return (
    <Tabs value={tab} onValueChange={(value) => setView({ tab: value })}>
      <TabsList className="w-full sm:w-auto">
        {TABS.map((key) => (
          <TabsTrigger key={key} value={key} className="flex-1 sm:flex-none">
            {t(`tabs.${key}`)}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="novelties">{tab === 'novelties' && <NoveltiesTab canAdd={canAdd} />}</TabsContent>
      <TabsContent value="incidents">{tab === 'incidents' && <IncidentsTab canAdd={canAdd} />}</TabsContent>
      <TabsContent value="dailyReports">{tab === 'dailyReports' && <DailyReportsTab canAdd={canAdd} />}</TabsContent>
    </Tabs>
  );
};
