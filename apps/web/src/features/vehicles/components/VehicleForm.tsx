// The vehicle's own data: VIN (check digit validated as typed), plate, brand, model, year, color, notes.
import { type TVehicle, ZVehicleInput } from '@centinela/shared/contracts/vehicles';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/Button';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { Textarea } from '@/components/ui/Textarea';
import { errorMessage } from '@/lib/errors';
import { useZodForm } from '@/lib/forms';
import { useVehicleActions } from '../hooks/useVehicles';

export const VehicleForm = ({
  vehicle,
  isReadOnly,
  onSaved,
  onCancel,
}: {
  vehicle?: TVehicle;
  isReadOnly?: boolean;
  onSaved: (vehicle: TVehicle) => void;
  onCancel: () => void;
}) => {
  const { t } = useTranslation('vehicles');
  const { save } = useVehicleActions();
  const form = useZodForm({
    schema: ZVehicleInput,
    defaultValues: {
      vinNumber: vehicle?.vinNumber ?? '',
      licensePlate: vehicle?.licensePlate ?? '',
      brand: vehicle?.brand ?? '',
      model: vehicle?.model ?? '',
      year: vehicle?.year === null || vehicle?.year === undefined ? '' : String(vehicle.year),
      color: vehicle?.color ?? '',
      notes: vehicle?.notes ?? '',
    },
    mode: 'onTouched',
  });
  const { register, handleSubmit, formState, errorOf, applyServerErrors } = form;
  const errors = formState.errors;
  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({ id: vehicle?.id, body: values });
      toast.success(vehicle ? t('toasts.updated') : t('toasts.created'));
      onSaved(saved);
    } catch (error) {
      if (!applyServerErrors(error)) toast.error(t('toasts.errorTitle'), { description: errorMessage(error, t('toasts.saveFailed')) });
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={vehicle ? t('editor.dataLabel') : t('editor.createTitle')}>
      <fieldset disabled={isReadOnly || formState.isSubmitting} className="grid min-w-0 gap-4 sm:grid-cols-2">
        <FormField label={t('fields.licensePlate')} isRequired error={errorOf(errors.licensePlate)}>
          <Input autoComplete="off" className="uppercase" {...register('licensePlate')} />
        </FormField>
        <FormField label={t('fields.vin')} hint={t('fields.vinHint')} error={errorOf(errors.vinNumber)}>
          <Input autoComplete="off" spellCheck={false} maxLength={20} className="font-mono uppercase" {...register('vinNumber')} />
        </FormField>
        <FormField label={t('fields.brand')} error={errorOf(errors.brand)}>
          <Input autoComplete="off" {...register('brand')} />
        </FormField>
        <FormField label={t('fields.model')} error={errorOf(errors.model)}>
          <Input autoComplete="off" {...register('model')} />
        </FormField>
        <FormField label={t('fields.year')} error={errorOf(errors.year)}>
          <Input inputMode="numeric" autoComplete="off" {...register('year')} />
        </FormField>
        <FormField label={t('fields.color')} error={errorOf(errors.color)}>
          <Input autoComplete="off" {...register('color')} />
        </FormField>
        <FormField label={t('fields.notes')} error={errorOf(errors.notes)} className="sm:col-span-2">
          <Textarea rows={3} {...register('notes')} />
        </FormField>
      </fieldset>
      {!isReadOnly && (
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={onCancel}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" disabled={formState.isSubmitting}>
            {t('common:actions.save')}
          </Button>
        </div>
      )}
    </form>
  );
};
