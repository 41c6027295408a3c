// Create or edit an opportunity (spec section 3): every field of the entity, the section 5 rules on the form (the same
// schema as the server; past dates against the company's today). Staff also keep internal notes and the guards' pay
// rate; a customer company admin's request is for their own company.
import { isDateString, OPPORTUNITY_PRIORITIES, SERVICE_TYPES, todayIn } from '@centinela/shared';
import {
  OPPORTUNITY_MESSAGES,
  opportunityOrderIssues,
  type TOpportunity,
  ZOpportunityFields,
} from '@centinela/shared/contracts/opportunities';
import { useMemo } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { toast } from 'sonner';
import { EditorForm, FormDialog } from '@/components/form-dialog';
import { FormDateInput } from '@/components/ui/DateInput';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { FormMoneyInput } from '@/components/ui/MoneyInput';
import { Select } from '@/components/ui/Select';
import { Textarea } from '@/components/ui/Textarea';
import { useCompanyLocale, useSession } from '@/features/auth/hooks/useSession';
import { type TNsKey, translateExternal } from '@/i18n/keys';
import { fieldErrorText, useZodForm } from '@/lib/forms';
import { useCustomerOptions, useOpportunityActions } from '../hooks/useOpportunities';

export type TOpportunityEditorTarget = { mode: 'create' } | { mode: 'edit'; opportunity: TOpportunity };

/** The form's field → its label key, where the two names differ (most share the name: fields.<name>). */
const LABEL_KEYS: Partial<Record<string, TNsKey<'opportunities'>>> = {
  customerCompanyId: 'opportunities:fields.client',
  hourlyRateCents: 'opportunities:fields.hourlyRate',
  totalBudgetCents: 'opportunities:fields.totalBudget',
  payRateCents: 'opportunities:fields.payRate',
};

/**
 * The shared schema's fields and its cross-field rules (end not before start), plus past dates against the company's
 * today (unless an existing request keeps its dates). Issue 29: those rules waited until every field was valid (zod
 * skips a refinement once a field fails), so errors came one round at a time. Here the rules read the raw values beside
 * the fields (an intersection parses both and reports both sides' issues; the rules' side adds nothing to the output), so
 * every error shows at the first submit.
 */
const opportunityFormSchema = (today: string, kept?: Pick<TOpportunity, 'startDate' | 'endDate'>) =>
  z.intersection(
    ZOpportunityFields,
    z
      .unknown()
      .superRefine((raw, ctx) => {
        const v = (raw ?? {}) as Record<'startDate' | 'endDate' | 'startTime' | 'endTime', unknown>;
        for (const issue of opportunityOrderIssues(v as Parameters<typeof opportunityOrderIssues>[0]))
          ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
        const keepsDates = kept && kept.startDate === v.startDate && kept.endDate === v.endDate;
        if (!keepsDates && typeof v.startDate === 'string' && isDateString(v.startDate) && v.startDate < today)
          ctx.addIssue({ code: 'custom', path: ['startDate'], message: OPPORTUNITY_MESSAGES.pastDate });
      })
      .transform(() => ({})),
  );

const OpportunityForm = ({ target }: { target: TOpportunityEditorTarget }) => {
  const { t } = useTranslation(['opportunities', 'common']);
  const { user } = useSession();
  const { currency, timeZone } = useCompanyLocale();
  const isCustomer = user?.role === 'customer_company_admin';
  const customers = useCustomerOptions(!isCustomer);
  const { save } = useOpportunityActions();
  const o = target.mode === 'edit' ? target.opportunity : undefined;
  const staff = o ? o.can.staff : !isCustomer;
  const today = todayIn(timeZone);
  const schema = useMemo(() => opportunityFormSchema(today, o), [today, o]);
  const form = useZodForm({
    schema,
    defaultValues: {
      title: o?.title ?? '',
      description: o?.description ?? '',
      customerCompanyId: o?.customerCompanyId ?? (isCustomer ? (user?.customerId ?? '') : ''),
      location: o?.location ?? '',
      serviceType: o?.serviceType ?? 'event_security',
      priority: o?.priority ?? 'medium',
      startDate: o?.startDate ?? '',
      endDate: o?.endDate ?? '',
      startTime: o?.startTime ?? '',
      endTime: o?.endTime ?? '',
      guardsRequired: o?.guardsRequired ?? 1,
      hourlyRateCents: o?.hourlyRateCents ?? (null as unknown as number),
      totalBudgetCents: o?.totalBudgetCents ?? (null as unknown as number),
      contactPerson: o?.contactPerson ?? '',
      contactPhone: o?.contactPhone ?? '',
      contactEmail: o?.contactEmail ?? '',
      specialRequirements: o?.specialRequirements ?? '',
      equipmentNeeded: o?.equipmentNeeded ?? '',
      internalNotes: o?.internalNotes ?? '',
      payRateCents: o?.payRateCents ?? null,
      postId: o?.postId ?? null,
      rosterId: o?.rosterId ?? null,
      shiftId: o?.shiftId ?? null,
    },
    mode: 'onTouched',
  });
  const { register, formState, errorOf, control } = form;
  const errors = formState.errors;
  // The toast names what is wrong: each field with its rule ("Fecha de inicio: No se permiten fechas pasadas."). A field
  // name comes from the error object at run time, so the key it shares is looked up (a field without one reads as its name).
  const labelOf = (name: string) => {
    const key = LABEL_KEYS[name];
    return key ? t(key) : (translateExternal(`opportunities:fields.${name}`) ?? name);
  };
  const invalidToast = (invalid: FieldErrors) => {
    const lines = Object.entries(invalid).flatMap(([name, error]) => {
      const text = fieldErrorText(error as Parameters<typeof fieldErrorText>[0]);
      return text ? [`${labelOf(name)}: ${text}`] : [];
    });
    toast.error(t('validation.checkFields', { count: lines.length }), { description: lines.join('\n') });
  };

  return (
    <EditorForm
      form={form}
      submit={(values) => save.mutateAsync({ id: o?.id, body: values })}
      success={o ? t('toasts.updated') : isCustomer ? t('toasts.requestSent') : t('toasts.draftSaved')}
      errorTitle={t('toasts.errorTitle')}
      errorFallback={o ? t('toasts.updateFailed') : t('toasts.createFailed')}
      onInvalid={invalidToast}
      // Staff start a draft (submitted later from the list); a customer's request arrives as sent (pending).
      submitLabel={o ? t('common:actions.save') : isCustomer ? t('actions.submitRequest') : t('actions.saveDraft')}
      className="sm:grid-cols-2"
    >
      <FormField label={t('fields.title')} isRequired error={errorOf(errors.title)} className="sm:col-span-2">
        <Input autoComplete="off" {...register('title')} />
      </FormField>
      <FormField label={t('fields.description')} isRequired error={errorOf(errors.description)} className="sm:col-span-2">
        <Textarea rows={3} {...register('description')} />
      </FormField>
      {isCustomer ? (
        <input type="hidden" {...register('customerCompanyId')} />
      ) : (
        <FormField label={t('fields.client')} isRequired error={errorOf(errors.customerCompanyId)}>
          <Select {...register('customerCompanyId')}>
            <option value="">{t('fields.chooseClient')}</option>
            {(customers.data ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </Select>
        </FormField>
      )}
      <FormField label={t('fields.location')} isRequired error={errorOf(errors.location)}>
        <Input autoComplete="off" {...register('location')} />
      </FormField>
      <FormField label={t('fields.serviceType')} isRequired error={errorOf(errors.serviceType)}>
        <Select {...register('serviceType')}>
          {SERVICE_TYPES.map((s) => (
            <option key={s} value={s}>
              {t(`serviceTypes.${s}`)}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label={t('fields.priority')} isRequired error={errorOf(errors.priority)}>
        <Select {...register('priority')}>
          {OPPORTUNITY_PRIORITIES.map((p) => (
            <option key={p} value={p}>
              {t(`priorities.${p}`)}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label={t('fields.startDate')} isRequired error={errorOf(errors.startDate)}>
        <FormDateInput control={control} name="startDate" />
      </FormField>
      <FormField label={t('fields.endDate')} isRequired error={errorOf(errors.endDate)}>
        <FormDateInput control={control} name="endDate" />
      </FormField>
      <FormField label={t('fields.startTime')} isRequired error={errorOf(errors.startTime)}>
        <Input type="time" {...register('startTime')} />
      </FormField>
      <FormField label={t('fields.endTime')} isRequired error={errorOf(errors.endTime)}>
        <Input type="time" {...register('endTime')} />
      </FormField>
      <FormField label={t('fields.guardsRequired')} isRequired error={errorOf(errors.guardsRequired)}>
        <Input type="number" min={1} inputMode="numeric" {...register('guardsRequired', { valueAsNumber: true })} />
      </FormField>
      <FormField label={t('fields.hourlyRate')} isRequired error={errorOf(errors.hourlyRateCents)}>
        <FormMoneyInput control={control} name="hourlyRateCents" currency={currency} />
      </FormField>
      <FormField label={t('fields.totalBudget')} isRequired error={errorOf(errors.totalBudgetCents)}>
        <FormMoneyInput control={control} name="totalBudgetCents" currency={currency} />
      </FormField>
      <FormField label={t('fields.contactPerson')} isRequired error={errorOf(errors.contactPerson)}>
        <Input autoComplete="off" {...register('contactPerson')} />
      </FormField>
      <FormField label={t('fields.contactPhone')} isRequired error={errorOf(errors.contactPhone)}>
        <Input type="tel" autoComplete="off" {...register('contactPhone')} />
      </FormField>
      <FormField label={t('fields.contactEmail')} isRequired error={errorOf(errors.contactEmail)}>
        <Input type="email" autoComplete="off" {...register('contactEmail')} />
      </FormField>
      <FormField label={t('fields.specialRequirements')} error={errorOf(errors.specialRequirements)} className="sm:col-span-2">
        <Textarea rows={2} {...register('specialRequirements')} />
      </FormField>
      <FormField label={t('fields.equipmentNeeded')} error={errorOf(errors.equipmentNeeded)} className="sm:col-span-2">
        <Textarea rows={2} {...register('equipmentNeeded')} />
      </FormField>
      {staff && (
        <>
          <FormField label={t('fields.payRate')} error={errorOf(errors.payRateCents)} hint={t('fields.payRateHint')}>
            <FormMoneyInput control={control} name="payRateCents" currency={currency} />
          </FormField>
          <FormField label={t('fields.internalNotes')} error={errorOf(errors.internalNotes)} className="sm:col-span-2">
            <Textarea rows={2} {...register('internalNotes')} />
          </FormField>
        </>
      )}
    </EditorForm>
  );
};

export const OpportunityEditorDialog = ({ target, onClose }: { target: TOpportunityEditorTarget | null; onClose: () => void }) => {
  const { t } = useTranslation(['opportunities', 'common']);
  return (
    <FormDialog
      open={target !== null}
      onClose={onClose}
      title={target?.mode === 'edit' ? t('editor.editTitle') : t('editor.createTitle')}
      description={t('editor.description')}
      className="max-w-3xl"
    >
      {target && <OpportunityForm target={target} />}
    </FormDialog>
  );
};
