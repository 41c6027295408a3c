// 'Set new password' (admins): the user's other sessions end on the server.
import { ZSetUserPassword } from '@centinela/shared/contracts/users';
import { KeyRound } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/Button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/Dialog';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { errorMessage } from '@/lib/errors';
import { useSetUserPassword } from '../hooks/useUsers';
import { translateFieldError } from '../lib/form-errors';

export const SetPasswordDialog = ({ userId, name }: { userId: string; name: string }) => {
  const { t } = useTranslation('users');
  const [isOpen, setIsOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const mutation = useSetUserPassword();

  const open = (next: boolean) => {
    setIsOpen(next);
    setPassword('');
    setConfirm('');
    setErrors({});
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const parsed = ZSetUserPassword.safeParse({ password });
    const next = {
      password: parsed.success
        ? undefined
        : translateFieldError(t, { message: parsed.error.issues[0]?.message, type: parsed.error.issues[0]?.code }),
      confirm: password === confirm ? undefined : t('password.mismatch'),
    };
    setErrors(next);
    if (next.password || next.confirm) return;
    try {
      await mutation.mutateAsync({ id: userId, password });
      toast.success(t('password.done'));
      open(false);
    } catch (error) {
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
              <DialogDescription>{t('password.description', { name })}</DialogDescription>
            </DialogHeader>
            <FormField label={t('password.new')} isRequired error={errors.password}>
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
