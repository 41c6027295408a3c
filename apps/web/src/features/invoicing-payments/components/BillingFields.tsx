// Fields the invoicing editors share (rate cards, recurring charges, a draft's manual lines): the tax profile picker
// (each profile with today's rate) and the customer + post pickers (the post list follows the customer; the record's
// own customer and post show while the lists load or when they no longer list them).
import type { ReactNode } from 'react';
import type { Control, FieldErrors, FieldValues, UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/FormField';
import { fieldErrorText } from '@/lib/forms';
import { useBillingPosts, useCustomerOptions, useTaxProfiles } from '../hooks/useInvoicing';
import { formatPercent } from '../lib/billing';
import { FormSelect } from './FormSelect';

// The editors' forms differ; each has these fields (react-hook-form's generics do not narrow across them).
type TAnyControl = Control<FieldValues, unknown, FieldValues>;

/** A titled group of an editor's fields, two columns from the small breakpoint. */
export const EditorSection = ({ legend, children }: { legend: string; children: ReactNode }) => (
  <fieldset className="grid min-w-0 gap-4 sm:grid-cols-2">
    <legend className="mb-1 text-sm font-semibold text-slate-800">{legend}</legend>
    {children}
  </fieldset>
);

/** The tax profile select: "no tax", then each profile with its rate in force today. */
export const TaxProfileField = ({
  control,
  label,
  noTaxLabel,
  error,
}: {
  control: unknown;
  label: string;
  noTaxLabel: string;
  error?: unknown;
}) => {
  const { i18n } = useTranslation();
  const taxProfiles = useTaxProfiles();
  return (
    <FormField label={label} error={fieldErrorText(error as never)}>
      <FormSelect control={control as TAnyControl} name="taxProfileId">
        <option value="">{noTaxLabel}</option>
        {(taxProfiles.data?.items ?? []).map((p) => (
          <option key={p.id} value={p.id}>
            {p.kind === 'exempt' ? p.name : `${p.name} (${formatPercent(p.rateTodayMilliPercent, i18n.language)})`}
          </option>
        ))}
      </FormSelect>
    </FormField>
  );
};

/** The post select of a customer: "none" (every post / the whole customer), then its posts. */
export const PostField = ({
  control,
  customerCompanyId,
  label,
  hint,
  noneLabel,
  error,
  current,
  disabled,
}: {
  control: unknown;
  customerCompanyId: string;
  label: string;
  hint?: string;
  noneLabel: string;
  error?: unknown;
  /** The record's own post, listed while the customer's posts load or when they no longer list it. */
  current?: { postId: string | null; postName: string | null } | null;
  disabled?: boolean;
}) => {
  const posts = useBillingPosts(customerCompanyId);
  const items = posts.data?.items ?? [];
  const isMissing = current?.postId && !items.some((p) => p.id === current.postId);
  return (
    <FormField label={label} hint={hint} error={fieldErrorText(error as never)}>
      <FormSelect control={control as TAnyControl} name="postId" disabled={disabled}>
        <option value="">{noneLabel}</option>
        {isMissing && <option value={current.postId ?? ''}>{current.postName}</option>}
        {items.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
          </option>
        ))}
      </FormSelect>
    </FormField>
  );
};

/** The customer select (choosing another clears the post) and its post select. */
export const CustomerPostFields = ({
  control,
  setValue,
  errors,
  customerCompanyId,
  record,
  words,
}: {
  control: unknown;
  setValue: unknown;
  errors: FieldErrors;
  customerCompanyId: string;
  /** The edited record: its customer and post (null when adding). */
  record?: { customerCompanyId: string; customerCompanyName: string; postId: string | null; postName: string | null } | null;
  words: { customer: string; chooseCustomer: string; post: string; postHint: string; noPost: string };
}) => {
  const customers = useCustomerOptions();
  const options = (customers.data ?? []).map((c) => ({ value: c.id, label: c.name }));
  if (record && !options.some((o) => o.value === record.customerCompanyId))
    options.unshift({ value: record.customerCompanyId, label: record.customerCompanyName });
  return (
    <>
      <FormField label={words.customer} isRequired error={fieldErrorText(errors.customerCompanyId)}>
        <FormSelect
          control={control as TAnyControl}
          name="customerCompanyId"
          onValueChange={() => (setValue as UseFormSetValue<FieldValues>)('postId', '')}
          placeholder={words.chooseCustomer}
          options={options}
        />
      </FormField>
      <PostField
        control={control}
        customerCompanyId={customerCompanyId}
        label={words.post}
        hint={words.postHint}
        noneLabel={words.noPost}
        error={errors.postId}
        current={record && record.customerCompanyId === customerCompanyId ? record : null}
        disabled={!customerCompanyId}
      />
    </>
  );
};
