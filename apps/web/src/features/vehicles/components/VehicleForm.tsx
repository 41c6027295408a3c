// The vehicle's own data: VIN (check digit validated as typed), plate, brand, model, year, color, notes.
import { type TVehicle, ZVehicleInput } from '@centinela/shared/contracts/vehicles';
import { useTranslation } from 'react-i18next';
import { EditorForm } from '@/components/form-dialog';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { Textarea } from '@/components/ui/Textarea';
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
  const { register, formState, errorOf } = form;
  const errors = formState.errors;
  return (
    <EditorForm
      form={form}
      submit={(values) => save.mutateAsync({ id: vehicle?.id, body: values })}
      success={vehicle ? t('toasts.updated') : t('toasts.created')}
      errorTitle={t('toasts.errorTitle')}
      errorFallback={t('toasts.saveFailed')}
      onDone={onSaved}
      onCancel={isReadOnly ? false : onCancel}
      isReadOnly={isReadOnly}
      label={vehicle ? t('editor.dataLabel') : t('editor.createTitle')}
      className="sm:grid-cols-2"
    >
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
    </EditorForm>
  );
};
