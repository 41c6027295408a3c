// 'Set new password': admins set another user's password (that user's sessions end); users changing their own give
// their current password first. The shared rules (length, no email or name in it) are checked here, the server
// adds the common-password list; its field errors show on their fields, translated.
import { type TPasswordOwner, personalPasswordIssue } from '@centinela/shared';
import { USER_MESSAGES, ZSetUserPassword } from '@centinela/shared/contracts/users';
import { KeyRound } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/Button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/Dialog';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { useSession } from '@/features/auth/hooks/useSession';
import { isApiError } from '@/lib/api';
import { errorMessage } from '@/lib/errors';
import { useSetUserPassword } from '../hooks/useUsers';
import { fieldErrorText } from '@/lib/forms';

type TErrors = { currentPassword?: string; password?: string; confirm?: string };

export const SetPasswordDialog = ({ userId, name, owner }: { userId: string; name: string; owner: TPasswordOwner }) => {
  const { t } = useTranslation('users');
  const { user: me } = useSession();
  const isSelf = me?.id === userId;
  const [isOpen, setIsOpen] = useState(false);
  const [currentPassword, setCurrentPassword] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<TErrors>({});
  const mutation = useSetUserPassword();
  const translate = (message: string | undefined) => (message ? fieldErrorText(t, { message }) : undefined);

  const open = (next: boolean) => {
    setIsOpen(next);
    setCurrentPassword('');
    setPassword('');
    setConfirm('');
    setErrors({});
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    // Empty → 'required'; too short → the length rule (ZPassword says which); then the owner's email or name.
    const parsed = ZSetUserPassword.safeParse({ password });
    const personal = parsed.success ? personalPasswordIssue(password, owner) : null;
    const next: TErrors = {
      currentPassword: isSelf && !currentPassword ? translate(USER_MESSAGES.currentPasswordRequired) : undefined,
      password: !parsed.success ? translate(parsed.error.issues[0]?.message) : personal ? translate(USER_MESSAGES[personal]) : undefined,
      confirm: password === confirm ? undefined : t('password.mismatch'),
    };
    setErrors(next);
    if (next.currentPassword || next.password || next.confirm) return;
    try {
      await mutation.mutateAsync({ id: userId, password, ...(isSelf ? { currentPassword } : {}) });
      toast.success(t('password.done'));
      open(false);
    } catch (error) {
      const fieldErrors = isApiError(error)
        ? (error.details as { fieldErrors?: Record<string, string[]> } | undefined)?.fieldErrors
        : undefined;
      if (fieldErrors?.password || fieldErrors?.currentPassword) {
        setErrors({ password: translate(fieldErrors.password?.[0]), currentPassword: translate(fieldErrors.currentPassword?.[0]) });
        return;
      }
      toast.error(t('toasts.errorTitle'), { description: errorMessage(error, t('toasts.updateFailed')) });
    }
  };

  return (
    <>
      <Button variant="outline" onClick={() => open(true)}>
        <KeyRound aria-hidden="true" />
        {t('password.action')}
      </Button>
      <Dialog open={isOpen} onOpenChange={open}>
        <DialogContent>
          <form onSubmit={submit} className="grid gap-4" noValidate>
            <DialogHeader>
              <DialogTitle>{t('password.title')}</DialogTitle>
              <DialogDescription>{isSelf ? t('password.ownDescription') : t('password.description', { name })}</DialogDescription>
            </DialogHeader>
            {isSelf && (
              <FormField label={t('password.current')} isRequired error={errors.currentPassword}>
                <Input
                  type="password"
                  autoComplete="current-password"
                  value={currentPassword}
                  onChange={(e) => setCurrentPassword(e.target.value)}
                />
              </FormField>
            )}
            <FormField label={t('password.new')} isRequired error={errors.password} hint={t('fields.passwordHint')}>
              <Input type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} />
            </FormField>
            <FormField label={t('password.confirm')} isRequired error={errors.confirm}>
              <Input type="password" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} />
            </FormField>
            <DialogFooter>
              <Button variant="outline" onClick={() => open(false)}>
                {t('common:actions.cancel')}
              </Button>
              <Button type="submit" disabled={mutation.isPending}>
                {t('password.save')}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
};
