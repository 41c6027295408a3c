// /settings/email-templates (issue 20): one template per kind, in Spanish and English, with its variables listed, a live
// preview (sample values) and a reset to the default. The server refuses unknown variables and unbalanced braces
// naming them; the page says so before saving too (same check, packages/shared).
import { can, LANGUAGES, type TLanguage } from '@centinela/shared';
import {
  EMAIL_TEMPLATE_KINDS,
  renderTemplate,
  type TEmailTemplate,
  type TEmailTemplateKind,
  templateProblem,
} from '@centinela/shared/contracts/email-templates';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { confirmAction } from '@/components/ui/AlertDialog';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/Card';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { PageHeader } from '@/components/ui/PageHeader';
import { Spinner } from '@/components/ui/Spinner';
import { Textarea } from '@/components/ui/Textarea';
import { useSession } from '@/features/auth/hooks/useSession';
import { cn } from '@/lib/cn';
import { errorMessage } from '@/lib/errors';
import type { TNsKey } from '@/i18n/keys';
import { useEmailTemplates, useResetTemplate, useSaveTemplate } from '../hooks/useCompanySettings';

/** Each kind's name. */
const KIND_NAME_KEYS: Record<TEmailTemplateKind, TNsKey<'companySettings'>> = {
  'notification.alert': 'companySettings:templates.kindNames.notification_alert',
  'notification.shift': 'companySettings:templates.kindNames.notification_shift',
  'notification.system': 'companySettings:templates.kindNames.notification_system',
  'notification.emergency': 'companySettings:templates.kindNames.notification_emergency',
  'notification.report': 'companySettings:templates.kindNames.notification_report',
  'notification.maintenance': 'companySettings:templates.kindNames.notification_maintenance',
  'notification.digest': 'companySettings:templates.kindNames.notification_digest',
  'self-registration': 'companySettings:templates.kindNames.self-registration',
  'opportunity-quote': 'companySettings:templates.kindNames.opportunity-quote',
  invoice: 'companySettings:templates.kindNames.invoice',
  'report-delivery': 'companySettings:templates.kindNames.report-delivery',
  test: 'companySettings:templates.kindNames.test',
};

const SAMPLE: Record<string, string> = {
  recipientName: 'Luis Rivera',
  companyName: 'Centinela Security',
  title: 'Documento por vencer: Licencia',
  message: 'Licencia de Luis Rivera vence el 03/12/2026 (en 10 días).',
  link: 'https://centinela.example/users',
  count: '3',
  items: '• …',
  expiresAt: '03/12/2026',
  quoteNumber: 'Q-1024',
  invoiceNumber: 'F-2026-0042',
  dueDate: '12/28/2026',
  total: '$1,250.00',
  reportName: 'Asistencia',
  period: '11/2026',
};

const Editor = ({ template, isReadOnly }: { template: TEmailTemplate; isReadOnly: boolean }) => {
  const { t } = useTranslation(['companySettings', 'apiErrors', 'common']);
  const [subject, setSubject] = useState(template.subject);
  const [body, setBody] = useState(template.body);
  const save = useSaveTemplate();
  const reset = useResetTemplate();
  useEffect(() => {
    setSubject(template.subject);
    setBody(template.body);
  }, [template]);
  const problem = useMemo(() => {
    for (const [field, text] of [
      ['subject', subject],
      ['body', body],
    ] as const) {
      const p = templateProblem(text, template.variables);
      if (p) return { field, ...p };
    }
    return null;
  }, [subject, body, template.variables]);
  const problemText = problem
    ? problem.code === 'UNKNOWN_VARIABLE'
      ? t('apiErrors:TEMPLATE_UNKNOWN_VARIABLE', { name: problem.name })
      : t('apiErrors:TEMPLATE_UNBALANCED_BRACES', { name: problem.name })
    : null;

  const onSave = async () => {
    try {
      await save.mutateAsync({ kind: template.kind, language: template.language, body: { subject, body } });
      toast.success(t('templates.saved'));
    } catch (error) {
      toast.error(t('toasts.saveFailed'), { description: errorMessage(error) });
    }
  };
  const onReset = async () => {
    const ok = await confirmAction({
      title: t('templates.resetTitle'),
      description: t('templates.resetDescription'),
      confirmLabel: t('templates.reset'),
    });
    if (!ok) return;
    try {
      await reset.mutateAsync({ kind: template.kind, language: template.language });
      toast.success(t('templates.resetDone'));
    } catch (error) {
      toast.error(t('toasts.saveFailed'), { description: errorMessage(error) });
    }
  };

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <div className="grid content-start gap-4">
        <FormField label={t('templates.subject')} error={problem?.field === 'subject' ? (problemText ?? undefined) : undefined}>
          <Input value={subject} onChange={(e) => setSubject(e.target.value)} disabled={isReadOnly} />
        </FormField>
        <FormField label={t('templates.body')} error={problem?.field === 'body' ? (problemText ?? undefined) : undefined}>
          <Textarea rows={10} value={body} onChange={(e) => setBody(e.target.value)} disabled={isReadOnly} />
        </FormField>
        <div>
          <p className="mb-1 text-sm font-medium text-slate-700">{t('templates.variables')}</p>
          <ul className="flex flex-wrap gap-1.5" aria-label={t('templates.variables')}>
            {template.variables.map((v) => (
              <li key={v}>
                <code className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700">{`{{${v}}}`}</code>
              </li>
            ))}
          </ul>
        </div>
        {!isReadOnly && (
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={onReset} disabled={!template.isCustom || reset.isPending}>
              {t('templates.reset')}
            </Button>
            <Button onClick={onSave} disabled={Boolean(problem) || save.isPending}>
              {t('common:actions.save')}
            </Button>
          </div>
        )}
      </div>
      <section aria-label={t('templates.preview')} className="rounded-lg border border-slate-200 bg-slate-50 p-4">
        <p className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">{t('templates.preview')}</p>
        <p className="font-semibold text-slate-900">{renderTemplate(subject, SAMPLE)}</p>
        <pre className="mt-3 font-sans text-sm whitespace-pre-wrap text-slate-700">{renderTemplate(body, SAMPLE)}</pre>
      </section>
    </div>
  );
};

export const EmailTemplatesPage = () => {
  const { t } = useTranslation(['companySettings', 'apiErrors', 'common']);
  const { subject } = useSession();
  const templates = useEmailTemplates();
  const [kind, setKind] = useState<TEmailTemplateKind>('notification.alert');
  const [language, setLanguage] = useState<TLanguage>('es');
  const isReadOnly = !(subject && can(subject, 'edit', 'settings'));
  if (templates.isPending) {
    return (
      <div className="flex justify-center py-12">
        <Spinner />
      </div>
    );
  }
  const list = templates.data ?? [];
  const current = list.find((x) => x.kind === kind && x.language === language);
  return (
    <div className="grid gap-6">
      <PageHeader description={t('templates.description')} />
      <div className="grid gap-6 lg:grid-cols-[16rem_1fr]">
        <nav aria-label={t('templates.kinds')}>
          <ul className="grid gap-1">
            {EMAIL_TEMPLATE_KINDS.map((k) => {
              const custom = list.some((x) => x.kind === k && x.isCustom);
              return (
                <li key={k}>
                  <button
                    type="button"
                    aria-current={k === kind ? 'true' : undefined}
                    onClick={() => setKind(k)}
                    className={cn(
                      'flex w-full items-center justify-between gap-2 rounded-md px-3 py-2 text-left text-sm',
                      k === kind ? 'bg-brand-50 font-semibold text-brand-800' : 'text-slate-700 hover:bg-slate-100',
                    )}
                  >
                    {t(KIND_NAME_KEYS[k])}
                    {custom && <Badge variant="neutral">{t('templates.custom')}</Badge>}
                  </button>
                </li>
              );
            })}
          </ul>
        </nav>
        <Card>
          <CardHeader className="flex-row items-center justify-between gap-3">
            <CardTitle>{t(KIND_NAME_KEYS[kind])}</CardTitle>
            <fieldset className="flex gap-1">
              <legend className="sr-only">{t('templates.language')}</legend>
              {LANGUAGES.map((l) => (
                <Button
                  key={l}
                  size="sm"
                  variant={l === language ? 'default' : 'outline'}
                  aria-pressed={l === language}
                  onClick={() => setLanguage(l)}
                >
                  {t(`common:language.names.${l}`)}
                </Button>
              ))}
            </fieldset>
          </CardHeader>
          <CardContent>{current && <Editor key={`${kind}|${language}`} template={current} isReadOnly={isReadOnly} />}</CardContent>
        </Card>
      </div>
    </div>
  );
};
