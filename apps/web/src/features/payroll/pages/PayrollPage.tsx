// /payroll: attendance, deductions settings, payroll (pay runs), processed payrolls, completed special services, the
// holiday calendar and the what-if calculator (part A's HolidayCalendar and PayrollCalculator).
// Tab, period, guard filter and the open run live in the URL (list kit).
import { addDays, todayIn } from '@centinela/shared';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/Card';
import { PageHeader } from '@/components/ui/PageHeader';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/Tabs';
import { useCompanyLocale } from '@/features/auth/hooks/useSession';
import { useUrlState } from '@/lib/url-state';
import { AttendanceTab } from '../components/AttendanceTab';
import { PayrollCalculator } from '../components/PayrollCalculator';
import { DeductionsTab } from '../components/DeductionsTab';
import { HolidayCalendar } from '../components/HolidayCalendar';
import { RunsTab } from '../components/RunsTab';
import { SpecialServicesTab } from '../components/SpecialServicesTab';

export const PayrollPage = () => {
  const { t } = useTranslation('payrollRuns');
  const { timeZone } = useCompanyLocale();
  const today = todayIn(timeZone);
  const [view, setView] = useUrlState({ tab: 'runs', from: addDays(today, -13), to: today, guardId: '', issuesOnly: '', run: '' });
  return (
    <div className="mx-auto max-w-7xl">
      <PageHeader description={t('page.description')} />
      <Tabs value={view.tab} onValueChange={(tab) => setView({ tab, run: '' })}>
        <TabsList className="mb-4 h-auto flex-wrap justify-start">
          <TabsTrigger value="attendance">{t('tabs.attendance')}</TabsTrigger>
          <TabsTrigger value="deductions">{t('tabs.deductions')}</TabsTrigger>
          <TabsTrigger value="runs">{t('tabs.runs')}</TabsTrigger>
          <TabsTrigger value="processed">{t('tabs.processed')}</TabsTrigger>
          <TabsTrigger value="services">{t('tabs.services')}</TabsTrigger>
          <TabsTrigger value="holidays">{t('tabs.holidays')}</TabsTrigger>
          <TabsTrigger value="calculator">{t('tabs.calculator')}</TabsTrigger>
        </TabsList>
        <Card className="p-4">
          <TabsContent value="attendance">
            <AttendanceTab period={view} setPeriod={setView} />
          </TabsContent>
          <TabsContent value="deductions">
            <DeductionsTab />
          </TabsContent>
          <TabsContent value="runs">
            <RunsTab view="open" runId={view.run} setRunId={(run) => setView({ run })} />
          </TabsContent>
          <TabsContent value="processed">
            <RunsTab view="processed" runId={view.run} setRunId={(run) => setView({ run })} />
          </TabsContent>
          <TabsContent value="services">
            <SpecialServicesTab period={view} setPeriod={setView} />
          </TabsContent>
          <TabsContent value="holidays">
            <HolidayCalendar />
          </TabsContent>
          <TabsContent value="calculator">
            <PayrollCalculator timeZone={timeZone} />
          </TabsContent>
        </Card>
      </Tabs>
    </div>
  );
};
