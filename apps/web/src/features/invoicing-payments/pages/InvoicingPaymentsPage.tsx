// /invoicing-payments: the spec's sections (overview, client invoicing, payment processing, recurring billing, financial
// reporting, client accounts) as tabs, plus rate cards and taxes (issue 30). The overview opens first. The tab lives in the URL (?tab=);
// another tab leaves the open invoice or statement and the dates, whose meaning differs from tab to tab.
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/PageHeader';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/Tabs';
import { useUrlState } from '@/lib/url-state';
import { AccountsTab } from '../components/accounts/AccountsTab';
import { InvoicesTab } from '../components/invoices/InvoicesTab';
import { OverviewTab } from '../components/overview/OverviewTab';
import { PaymentsTab } from '../components/payments/PaymentsTab';
import { RateCardsTab } from '../components/RateCardsTab';
import { FinancialReportsTab } from '../components/reports/FinancialReportsTab';
import { RecurringBillingTab } from '../components/recurring/RecurringBillingTab';
import { InvoicingSettingsForm } from '../components/settings/InvoicingSettingsForm';
import { TaxProfilesTab } from '../components/TaxProfilesTab';

/** Every tab in the order shown: the spec's sections, then rate cards, taxes and the settings. */
const TABS = [
  'overview',
  'clientInvoicing',
  'paymentProcessing',
  'recurringBilling',
  'financialReporting',
  'clientAccounts',
  'rateCards',
  'taxes',
  'settings',
] as const;
/** The overview opens first, as the spec orders the sections. */
const DEFAULT_TAB = 'overview';

export const InvoicingPaymentsPage = () => {
  const { t } = useTranslation('invoicingPayments');
  const [view, setView] = useUrlState({ tab: DEFAULT_TAB, invoice: '', account: '', from: '', to: '' });
  const tab = (TABS as readonly string[]).includes(view.tab) ? view.tab : DEFAULT_TAB;
  return (
    <div className="mx-auto max-w-7xl">
      <PageHeader description={t('page.description')} />
      {/* Another tab leaves the open invoice or statement: coming back shows the list. */}
      <Tabs value={tab} onValueChange={(next) => setView({ tab: next, invoice: '', account: '', from: '', to: '' })}>
        <TabsList aria-label={t('tabs.label')} className="mb-4 h-auto flex-wrap justify-start">
          {TABS.map((value) => (
            <TabsTrigger key={value} value={value}>
              {t(`tabs.${value}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="overview" className="mt-0">
          <OverviewTab />
        </TabsContent>
        <TabsContent value="clientInvoicing" className="mt-0">
          <InvoicesTab />
        </TabsContent>
        <TabsContent value="paymentProcessing" className="mt-0">
          <PaymentsTab />
        </TabsContent>
        <TabsContent value="recurringBilling" className="mt-0">
          <RecurringBillingTab />
        </TabsContent>
        <TabsContent value="financialReporting" className="mt-0">
          <FinancialReportsTab />
        </TabsContent>
        <TabsContent value="clientAccounts" className="mt-0">
          <AccountsTab />
        </TabsContent>
        <TabsContent value="rateCards" className="mt-0">
          <RateCardsTab />
        </TabsContent>
        <TabsContent value="taxes" className="mt-0">
          <TaxProfilesTab />
        </TabsContent>
        <TabsContent value="settings" className="mt-0">
          <InvoicingSettingsForm />
        </TabsContent>
      </Tabs>
    </div>
  );
};
