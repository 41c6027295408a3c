// The post editor: site and customer, address and geofence, time zone, requirements, contact, rates, post orders.
import { POST_STATUSES } from '@centinela/shared';
import { type TPost, ZPostInput } from '@centinela/shared/contracts/posts';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { EditorForm } from '@/components/form-dialog';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { FormMoneyInput } from '@/components/ui/MoneyInput';
import { InlineWarning } from '@/components/ui/InlineWarning';
import { formatMoneyDisplay } from '@/lib/format';
import { Select } from '@/components/ui/Select';
import { useCompanyLocale } from '@/features/auth/hooks/useSession';
import { AddressFields, addressValues } from '@/features/companies/components/AddressFields';
import { useZodForm } from '@/lib/forms';
import { timeZoneLabel, timeZoneOptions } from '@/features/companies/lib/time-zones';
import { isApiError } from '@/lib/api';
import { usePostFormOptions, useSavePost } from '../hooks/usePosts';
import { RichTextEditor } from './RichText';
import { RankOptions } from '@/features/users/components/RankOptions';

type TValues = z.input<typeof ZPostInput>;
type TOutput = z.output<typeof ZPostInput>;

const text = (value: number | string | null | undefined) => (value === null || value === undefined ? '' : String(value));

const valuesOf = (post: TPost | undefined, customerCompanyId: string): TValues => ({
  customerCompanyId: post?.customerCompanyId ?? customerCompanyId,
  name: post?.name ?? '',
  address: addressValues(post?.address),
  latitude: text(post?.latitude),
  longitude: text(post?.longitude),
  geofenceRadiusM: post?.geofenceRadiusM ?? 100,
  timeZone: post?.timeZone ?? '',
  status: post?.status ?? 'active',
  postOrders: post?.postOrders ?? '',
  requiredRank: post?.requiredRank ?? '',
  siteContactName: post?.siteContactName ?? '',
  siteContactPhone: post?.siteContactPhone ?? '',
  billRateCents: post?.billRateCents ?? null,
  payRateCents: post?.payRateCents ?? null,
  assignedGuardId: post?.assignedGuardId ?? '',
});

export const PostForm = ({
  post,
  defaultCustomerCompanyId,
  canSeeRates,
  isReadOnly,
  onSaved,
  onCancel,
}: {
  post?: TPost;
  defaultCustomerCompanyId: string;
  canSeeRates: boolean;
  isReadOnly?: boolean;
  onSaved: () => void;
  onCancel: () => void;
}) => {
  const { t, i18n } = useTranslation(['posts', 'common', 'users']);
  const save = useSavePost();
  const options = usePostFormOptions();
  const form = useZodForm({ schema: ZPostInput, defaultValues: valuesOf(post, defaultCustomerCompanyId), mode: 'onTouched' });
  const { register, formState, control, errorOf } = form;
  const errors = formState.errors;
  const defaultZone = options.data?.defaultTimeZone ?? '';
  const ordersId = useId();
  const { currency } = useCompanyLocale();

  // Rates are not shown to those who may not see them: keep what is stored.
  const bodyOf = (values: TOutput) =>
    canSeeRates ? values : { ...values, billRateCents: post?.billRateCents ?? null, payRateCents: post?.payRateCents ?? null };

  return (
    <EditorForm
      form={form}
      submit={(values) => save.mutateAsync({ id: post?.id, body: bodyOf(values) })}
      success={post ? t('toasts.updated') : t('toasts.created')}
      errorTitle={t('toasts.errorTitle')}
      errorFallback={post ? t('toasts.updateFailed') : t('toasts.createFailed')}
      errorText={(error) => (isApiError(error) && error.status === 409 ? t('toasts.nameTaken') : undefined)}
      onDone={onSaved}
      onCancel={onCancel}
      isReadOnly={isReadOnly}
      submitLabel={post ? t('actions.update') : t('actions.create')}
      label={post ? t('editor.editTitle', { name: post.name }) : t('editor.createTitle')}
      formClassName="gap-5"
      className="gap-5"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField className="sm:col-span-2" label={t('fields.name')} isRequired error={errorOf(errors.name)}>
          <Input autoComplete="off" {...register('name')} />
        </FormField>
        <FormField
          label={t('fields.customerCompany')}
          isRequired
          error={errors.customerCompanyId ? t('validation.chooseCustomer') : undefined}
        >
          <Select {...register('customerCompanyId')}>
            <option value="">{t('fields.chooseCustomer')}</option>
            {(options.data?.customerCompanies ?? []).map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label={t('fields.status')} error={errorOf(errors.status)}>
          <Select {...register('status')}>
            {POST_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`common:status.${status}`)}
              </option>
            ))}
          </Select>
        </FormField>
      </div>

      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-semibold text-slate-800">{t('sections.location')}</legend>
        <AddressFields form={form} prefix="address" errors={errors.address} />
        <div className="grid gap-4 sm:grid-cols-3">
          <FormField label={t('fields.latitude')} error={errors.latitude ? t('validation.latitude') : undefined}>
            <Input inputMode="decimal" autoComplete="off" {...register('latitude')} />
          </FormField>
          <FormField label={t('fields.longitude')} error={errors.longitude ? t('validation.longitude') : undefined}>
            <Input inputMode="decimal" autoComplete="off" {...register('longitude')} />
          </FormField>
          <FormField label={t('fields.geofenceRadius')} hint={t('fields.geofenceHint')} error={errorOf(errors.geofenceRadiusM)}>
            <Input type="number" min={10} max={10000} {...register('geofenceRadiusM')} />
          </FormField>
        </div>
        <FormField label={t('fields.timeZone')} error={errorOf(errors.timeZone)}>
          <Select {...register('timeZone')}>
            <option value="">{t('fields.companyTimeZone', { zone: timeZoneLabel(defaultZone) })}</option>
            {timeZoneOptions(post?.timeZone).map((zone) => (
              <option key={zone} value={zone}>
                {timeZoneLabel(zone)}
              </option>
            ))}
          </Select>
        </FormField>
      </fieldset>

      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-semibold text-slate-800">{t('sections.staffing')}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t('fields.requiredRank')} error={errorOf(errors.requiredRank)}>
            <Select {...register('requiredRank')}>
              <RankOptions emptyLabel={t('fields.anyRank')} />
            </Select>
          </FormField>
          <FormField label={t('fields.assignedGuard')} hint={t('fields.assignedGuardHint')} error={errorOf(errors.assignedGuardId)}>
            <Select {...register('assignedGuardId')}>
              <option value="">{t('fields.noGuard')}</option>
              {post?.assignedGuardId && !(options.data?.guards ?? []).some((g) => g.value === post.assignedGuardId) && (
                <option value={post.assignedGuardId}>{post.assignedGuardName}</option>
              )}
              {(options.data?.guards ?? []).map((g) => (
                <option key={g.value} value={g.value}>
                  {g.label}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label={t('fields.siteContactName')} error={errorOf(errors.siteContactName)}>
            <Input autoComplete="off" {...register('siteContactName')} />
          </FormField>
          <FormField label={t('fields.siteContactPhone')} error={errorOf(errors.siteContactPhone)}>
            <Input type="tel" autoComplete="off" {...register('siteContactPhone')} />
          </FormField>
          {canSeeRates && (
            <>
              <FormField label={t('fields.billRate')} hint={t('fields.perHour')} error={errorOf(errors.billRateCents)}>
                <FormMoneyInput control={control} name="billRateCents" currency={currency} />
              </FormField>
              <FormField label={t('fields.payRate')} hint={t('fields.perHour')} error={errorOf(errors.payRateCents)}>
                <FormMoneyInput control={control} name="payRateCents" currency={currency} />
              </FormField>
              {post?.margin?.payAtOrAboveBill && (
                <div className="sm:col-span-2">
                  <InlineWarning>
                    {t('fields.payAtOrAboveBill', {
                      pay: formatMoneyDisplay(post.margin.payRateCents ?? 0, i18n.language, currency),
                      bill: formatMoneyDisplay(post.margin.billRateCents ?? 0, i18n.language, currency),
                    })}
                  </InlineWarning>
                </div>
              )}
            </>
          )}
        </div>
      </fieldset>

      <FormField id={ordersId} label={t('fields.postOrders')} error={errorOf(errors.postOrders)}>
        {/* FormField hands its id to its child; the editor passes it on to its textarea. */}
        <Controller
          control={control}
          name="postOrders"
          render={({ field }) => (
            <RichTextEditor id={ordersId} value={field.value ?? ''} onChange={field.onChange} onBlur={field.onBlur} name={field.name} />
          )}
        />
      </FormField>
    </EditorForm>
  );
};
