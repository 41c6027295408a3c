// Deactivation from the card switch (spec section 4 "Employment"): two confirmations. The second warns that a guard
// leaves every assigned shift and asks for the termination date and reason the employment rule requires.
import { isDateString, todayIn } from '@centinela/shared';
import { type TUserListItem, USER_MESSAGES, userFullName } from '@centinela/shared/contracts/users';
import { TriangleAlert } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '@/components/ui/AlertDialog';
import { Button } from '@/components/ui/Button';
import { FormField } from '@/components/ui/FormField';
import { DateInput } from '@/components/ui/DateInput';
import { Textarea } from '@/components/ui/Textarea';
import { useCompanyLocale } from '@/features/auth/hooks/useSession';
import { fieldErrorText } from '@/lib/forms';

export type TDeactivation = { terminationDate: string; terminationReason: string };

type TProps = {
  user: TUserListItem | null;
  onCancel: () => void;
  onConfirm: (user: TUserListItem, termination: TDeactivation) => void;
};

export const DeactivateUserDialog = ({ user, onCancel, onConfirm }: TProps) => {
  const { t } = useTranslation(['users', 'common']);
  const formId = useId();
  // "Today" is the company's date, never the browser's (decision 0010).
  const { timeZone } = useCompanyLocale();
  const [step, setStep] = useState<1 | 2>(1);
  const [terminationDate, setTerminationDate] = useState(() => todayIn(timeZone));
  const [terminationReason, setTerminationReason] = useState('');
  const [errors, setErrors] = useState<{ date?: string; reason?: string }>({});

  useEffect(() => {
    if (!user) return;
    setStep(1);
    setTerminationDate(todayIn(timeZone));
    setTerminationReason('');
    setErrors({});
  }, [user, timeZone]);

  if (!user) return null;
  const name = userFullName(user);
  const isGuard = user.role === 'security_guard';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = {
      date: !terminationDate
        ? fieldErrorText({ message: USER_MESSAGES.terminationDateRequired })
        : isDateString(terminationDate)
          ? undefined
          : t('users:validation.invalidDate'),
      reason: terminationReason.trim() ? undefined : fieldErrorText({ message: USER_MESSAGES.terminationReasonRequired }),
    };
    setErrors(next);
    if (next.date || next.reason) return;
    onConfirm(user, { terminationDate, terminationReason: terminationReason.trim() });
  };

  return (
    <AlertDialog open onOpenChange={(isOpen) => !isOpen && onCancel()}>
      <AlertDialogContent className="max-w-lg">
        {step === 1 ? (
          <>
            <AlertDialogTitle>{t('deactivate.title')}</AlertDialogTitle>
            <AlertDialogDescription>{t('deactivate.first', { name })}</AlertDialogDescription>
            <AlertDialogFooter>
              <AlertDialogCancel>{t('common:actions.cancel')}</AlertDialogCancel>
              <Button variant="destructive" onClick={() => setStep(2)}>
                {t('deactivate.continue')}
              </Button>
            </AlertDialogFooter>
          </>
        ) : (
          <form id={formId} onSubmit={submit} className="grid gap-4" noValidate>
            <AlertDialogTitle>{t('deactivate.secondTitle')}</AlertDialogTitle>
            <AlertDialogDescription asChild>
              <div className="grid gap-2">
                {isGuard && (
                  <p className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900">
                    <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                    <span>{t('deactivate.guardWarning', { name })}</span>
                  </p>
                )}
                <p>{t('deactivate.second', { name })}</p>
              </div>
            </AlertDialogDescription>
            <FormField label={t('fields.terminationDate')} isRequired error={errors.date}>
              <DateInput value={terminationDate} onChange={setTerminationDate} />
            </FormField>
            <FormField label={t('fields.terminationReason')} isRequired error={errors.reason}>
              <Textarea value={terminationReason} rows={2} onChange={(event) => setTerminationReason(event.target.value)} />
            </FormField>
            <AlertDialogFooter>
              <AlertDialogCancel type="button">{t('common:actions.cancel')}</AlertDialogCancel>
              <Button type="submit" variant="destructive">
                {t('deactivate.confirm')}
              </Button>
            </AlertDialogFooter>
          </form>
        )}
      </AlertDialogContent>
    </AlertDialog>
  );
};
