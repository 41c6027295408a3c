// Assignment (post and/or guard, with history), the mileage and fuel log, and inspections: a defect found keeps the
// vehicle out of service until someone marks it fixed.
import { todayIn } from '@centinela/shared';
import { IMAGE_FILE_ACCEPT } from '@centinela/shared/contracts/guard-records';
import {
  type TVehicleDetail,
  type TVehicleInspection,
  VEHICLE_CHECKLIST_ITEMS,
  ZVehicleLogInput,
} from '@centinela/shared/contracts/vehicles';
import { Check, Wrench } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { FormAlert, useFormSubmit } from '@/components/form-dialog';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { Checkbox } from '@/components/ui/Checkbox';
import { DateInput, FormDateInput } from '@/components/ui/DateInput';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { FormMoneyInput } from '@/components/ui/MoneyInput';
import { Select } from '@/components/ui/Select';
import { Textarea } from '@/components/ui/Textarea';
import { useCompanyLocale } from '@/features/auth/hooks/useSession';
import { useLanguage } from '@/i18n/useLanguage';
import { errorMessage } from '@/lib/errors';
import { formatDateTime, formatDay, formatMoneyDisplay, formatNumber } from '@/lib/format';
import { useZodForm } from '@/lib/forms';
import { useVehicleActions, useVehicleFormOptions } from '../hooks/useVehicles';
import { useUploadError } from './VehicleFilesSection';

export const VehicleAssignmentSection = ({ vehicle }: { vehicle: TVehicleDetail }) => {
  const { t } = useTranslation('vehicles');
  const { language } = useLanguage();
  const { timeZone } = useCompanyLocale();
  const options = useVehicleFormOptions(vehicle.can.update);
  const { assign } = useVehicleActions();
  const [postId, setPostId] = useState(vehicle.assignedPostId ?? '');
  const [guardId, setGuardId] = useState(vehicle.assignedGuardId ?? '');
  const save = async () => {
    try {
      await assign.mutateAsync({ id: vehicle.id, body: { postId: postId || null, guardId: guardId || null } });
      toast.success(t('toasts.assigned'));
    } catch (error) {
      toast.error(t('toasts.errorTitle'), { description: errorMessage(error, t('toasts.saveFailed')) });
    }
  };
  return (
    <section className="grid gap-4">
      {vehicle.can.update && (
        <div className="grid items-end gap-3 sm:grid-cols-[1fr_1fr_auto]">
          <FormField label={t('assignment.post')}>
            <Select value={postId} onChange={(event) => setPostId(event.target.value)}>
              <option value="">{t('assignment.noPost')}</option>
              {(options.data?.posts ?? []).map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label={t('assignment.guard')}>
            <Select value={guardId} onChange={(event) => setGuardId(event.target.value)}>
              <option value="">{t('assignment.noGuard')}</option>
              {(options.data?.guards ?? []).map((g) => (
                <option key={g.id} value={g.id}>
                  {g.name}
                </option>
              ))}
            </Select>
          </FormField>
          <Button onClick={() => void save()} disabled={assign.isPending}>
            {t('assignment.save')}
          </Button>
        </div>
      )}
      <h3 className="font-semibold text-slate-900">{t('assignment.history')}</h3>
      {vehicle.assignments.length === 0 ? (
        <p className="text-sm text-slate-600">{t('assignment.empty')}</p>
      ) : (
        <ul className="grid gap-1 text-sm" aria-label={t('assignment.history')}>
          {vehicle.assignments.map((a) => (
            <li key={a.id} className="flex flex-wrap gap-x-2">
              <span className="font-medium">{[a.postName, a.guardName].filter(Boolean).join(' · ') || t('assignment.removed')}</span>
              <span className="text-slate-600">
                {formatDateTime(a.startedAt, language, timeZone)} →{' '}
                {a.endedAt ? formatDateTime(a.endedAt, language, timeZone) : t('assignment.current')}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};

export const VehicleLogSection = ({ vehicle }: { vehicle: TVehicleDetail }) => {
  const { t } = useTranslation('vehicles');
  const { language } = useLanguage();
  const { timeZone, currency } = useCompanyLocale();
  const { addLog } = useVehicleActions();
  const form = useZodForm({
    schema: ZVehicleLogInput,
    defaultValues: { date: todayIn(timeZone), odometer: undefined as unknown as number, fuelLiters: null, fuelCostCents: null, notes: '' },
    mode: 'onTouched',
  });
  const { register, control, formState, errorOf, reset } = form;
  const onSubmit = useFormSubmit(form, {
    submit: (values) => addLog.mutateAsync({ id: vehicle.id, body: values }),
    success: t('toasts.logAdded'),
    errorTitle: t('toasts.errorTitle'),
    errorFallback: t('toasts.saveFailed'),
    onDone: () =>
      reset({ date: todayIn(timeZone), odometer: undefined as unknown as number, fuelLiters: null, fuelCostCents: null, notes: '' }),
  });
  return (
    <section className="grid gap-4">
      {vehicle.can.update && (
        <form onSubmit={onSubmit} noValidate className="grid items-end gap-3 sm:grid-cols-5" aria-label={t('log.add')}>
          <FormField label={t('log.date')} isRequired error={errorOf(formState.errors.date)}>
            <FormDateInput control={control} name="date" />
          </FormField>
          <FormField label={t('log.odometer')} isRequired error={errorOf(formState.errors.odometer)}>
            <Input type="number" min={0} {...register('odometer', { valueAsNumber: true })} />
          </FormField>
          <FormField label={t('log.fuelLiters')} error={errorOf(formState.errors.fuelLiters)}>
            <Input
              type="number"
              min={0}
              step="0.01"
              {...register('fuelLiters', { setValueAs: (v: string) => (v === '' ? null : Number(v)) })}
            />
          </FormField>
          <FormField label={t('log.fuelCost')} error={errorOf(formState.errors.fuelCostCents)}>
            <FormMoneyInput control={control} name="fuelCostCents" currency={currency} />
          </FormField>
          <Button type="submit" disabled={formState.isSubmitting}>
            {t('log.add')}
          </Button>
          <FormAlert errors={formState.errors} className="sm:col-span-5" />
        </form>
      )}
      {vehicle.logs.length === 0 ? (
        <p className="text-sm text-slate-600">{t('log.empty')}</p>
      ) : (
        <div className="overflow-auto rounded-md border border-slate-200">
          <table className="w-full text-sm" aria-label={t('log.title')}>
            <thead className="bg-slate-50 text-left">
              <tr>
                <th className="px-3 py-2">{t('log.date')}</th>
                <th className="px-3 py-2 text-right">{t('log.odometer')}</th>
                <th className="px-3 py-2 text-right">{t('log.fuelLiters')}</th>
                <th className="px-3 py-2 text-right">{t('log.fuelCost')}</th>
              </tr>
            </thead>
            <tbody>
              {vehicle.logs.map((l) => (
                <tr key={l.id} className="border-t border-slate-100">
                  <td className="px-3 py-1.5">{formatDay(l.date, language)}</td>
                  <td className="px-3 py-1.5 text-right tabular-nums">{formatNumber(l.odometer, language)}</td>
                  <td className="px-3 py-1.5 text-right tabular-nums">
                    {l.fuelLiters === null ? '—' : formatNumber(l.fuelLiters, language)}
                  </td>
                  <td className="px-3 py-1.5 text-right tabular-nums">
                    {l.fuelCostCents === null ? '—' : formatMoneyDisplay(l.fuelCostCents, language, currency)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
};

/** The photos of one inspection, and (for editors) a picker to add more. */
const InspectionPhotos = ({ vehicle, inspection }: { vehicle: TVehicleDetail; inspection: TVehicleInspection }) => {
  const { t } = useTranslation('vehicles');
  const { language } = useLanguage();
  const inputId = useId();
  const { uploadInspectionPhotos } = useVehicleActions();
  const uploadError = useUploadError();
  const [pickerKey, setPickerKey] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const send = async (files: File[]) => {
    setProblem(null);
    if (files.length === 0) return;
    try {
      await uploadInspectionPhotos.mutateAsync({ id: vehicle.id, inspectionId: inspection.id, files });
      toast.success(t('toasts.photosUploaded', { count: files.length }));
    } catch (error) {
      setProblem(uploadError(error));
    } finally {
      setPickerKey((k) => k + 1);
    }
  };
  return (
    <div className="mt-2 grid gap-2">
      {inspection.photos.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={t('inspections.photos')}>
          {inspection.photos.map((photo, index) => (
            <li key={photo.id}>
              <a href={photo.url} target="_blank" rel="noreferrer">
                <img
                  src={photo.url}
                  alt={t('inspections.photoAlt', { number: index + 1, date: formatDay(inspection.date, language) })}
                  className="size-16 rounded border border-slate-200 object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      {vehicle.can.update && (
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
            {t('inspections.addPhotos')}
          </label>
          <input
            key={pickerKey}
            id={inputId}
            type="file"
            multiple
            accept={IMAGE_FILE_ACCEPT}
            className="text-sm"
            disabled={uploadInspectionPhotos.isPending}
            onChange={(event) => void send([...(event.target.files ?? [])])}
          />
        </div>
      )}
      {problem && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {problem}
        </p>
      )}
    </div>
  );
};

export const VehicleInspectionsSection = ({ vehicle }: { vehicle: TVehicleDetail }) => {
  const { t } = useTranslation('vehicles');
  const { language } = useLanguage();
  const { timeZone } = useCompanyLocale();
  const formId = useId();
  const { addInspection, fixDefect } = useVehicleActions();
  const [date, setDate] = useState(todayIn(timeZone));
  const [failed, setFailed] = useState<Set<string>>(new Set());
  const [defects, setDefects] = useState('');
  const [notes, setNotes] = useState('');

  const save = async () => {
    try {
      await addInspection.mutateAsync({
        id: vehicle.id,
        body: {
          date,
          checklist: VEHICLE_CHECKLIST_ITEMS.map((item) => ({ item, isOk: !failed.has(item) })),
          defects: defects
            .split('\n')
            .map((line) => line.trim())
            .filter(Boolean),
          notes,
        },
      });
      toast.success(t('toasts.inspected'));
      setFailed(new Set());
      setDefects('');
      setNotes('');
    } catch (error) {
      toast.error(t('toasts.errorTitle'), { description: errorMessage(error, t('toasts.saveFailed')) });
    }
  };

  return (
    <section className="grid gap-4">
      {vehicle.can.update && (
        <form
          className="grid gap-3 rounded-md border border-dashed border-slate-300 p-3"
          aria-label={t('inspections.add')}
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <FormField label={t('inspections.date')} className="max-w-48">
            <DateInput value={date} onChange={(value) => setDate(value ?? '')} />
          </FormField>
          <fieldset>
            <legend className="mb-2 text-sm font-medium text-slate-800">{t('inspections.checklist')}</legend>
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-5">
              {VEHICLE_CHECKLIST_ITEMS.map((item) => (
                <div key={item} className="flex items-center gap-2">
                  <Checkbox
                    id={`${formId}-${item}`}
                    checked={!failed.has(item)}
                    onCheckedChange={(checked) =>
                      setFailed((previous) => {
                        const next = new Set(previous);
                        if (checked === true) next.delete(item);
                        else next.add(item);
                        return next;
                      })
                    }
                  />
                  <label htmlFor={`${formId}-${item}`} className="text-sm">
                    {t(`checklist.${item}`)}
                  </label>
                </div>
              ))}
            </div>
          </fieldset>
          <FormField label={t('inspections.defects')} hint={t('inspections.defectsHint')}>
            <Textarea rows={2} value={defects} onChange={(event) => setDefects(event.target.value)} />
          </FormField>
          <FormField label={t('inspections.notes')}>
            <Input value={notes} onChange={(event) => setNotes(event.target.value)} autoComplete="off" />
          </FormField>
          <Button type="submit" className="justify-self-start" disabled={addInspection.isPending}>
            <Wrench aria-hidden="true" />
            {t('inspections.add')}
          </Button>
        </form>
      )}
      {vehicle.inspections.length === 0 ? (
        <p className="text-sm text-slate-600">{t('inspections.empty')}</p>
      ) : (
        <ul className="grid gap-3" aria-label={t('inspections.title')}>
          {vehicle.inspections.map((inspection) => {
            const failedItems = inspection.checklist.filter((c) => !c.isOk);
            return (
              <li key={inspection.id} className="rounded-md border border-slate-200 p-3 text-sm">
                <div className="font-medium text-slate-900">
                  {formatDay(inspection.date, language)}
                  {inspection.inspectedByName && <span className="font-normal text-slate-600"> · {inspection.inspectedByName}</span>}
                </div>
                <div className="text-slate-700">
                  {failedItems.length === 0
                    ? t('inspections.allOk')
                    : t('inspections.failedItems', {
                        items: failedItems.map((c) => t(`checklist.${c.item}`, { defaultValue: c.item })).join(', '),
                      })}
                </div>
                {inspection.notes && <div className="text-slate-600">{inspection.notes}</div>}
                {inspection.defects.length > 0 && (
                  <ul className="mt-2 grid gap-1">
                    {inspection.defects.map((d) => (
                      <li key={d.id} className="flex flex-wrap items-center gap-2">
                        <Badge variant={d.fixedAt ? 'success' : 'danger'}>
                          {d.fixedAt ? t('inspections.fixed') : t('inspections.open')}
                        </Badge>
                        <span>{d.description}</span>
                        {!d.fixedAt && vehicle.can.update && (
                          <Button
                            variant="outline"
                            size="sm"
                            aria-label={t('inspections.markFixed', { defect: d.description })}
                            onClick={() => fixDefect.mutate({ id: vehicle.id, defectId: d.id })}
                          >
                            <Check aria-hidden="true" />
                            {t('inspections.fix')}
                          </Button>
                        )}
                      </li>
                    ))}
                  </ul>
                )}
                <InspectionPhotos vehicle={vehicle} inspection={inspection} />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
};
