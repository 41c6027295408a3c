// 'Set new password': admins set another user's password (that user's sessions end); users changing their own give
// their current password first. The shared rules (length, no email, name or company name in it, not the demo password,
// no repetition or sequence) are checked here, the server adds the common-password list; its field errors show on
// their fields, translated.
import { passwordRulesIssue, type TPasswordOwner } from '@centinela/shared';
import { USER_MESSAGES, ZSetUserPassword } from '@centinela/shared/contracts/users';
import { KeyRound } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { EditorForm, FormDialog } from '@/components/form-dialog';
import { Button } from '@/components/ui/Button';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { useSession } from '@/features/auth/hooks/useSession';
import { useZodForm } from '@/lib/forms';
import { useSetUserPassword } from '../hooks/useUsers';

/** The shared password rules (passwordRulesIssue), the current password (own only) and the repeat. */
const passwordFormOf = (owner: TPasswordOwner, isSelf: boolean) =>
  z
    .object({ password: ZSetUserPassword.shape.password, currentPassword: z.string(), confirm: z.string() })
    .superRefine(({ password, currentPassword, confirm }, ctx) => {
      if (isSelf && !currentPassword)
        ctx.addIssue({ code: 'custom', path: ['currentPassword'], message: USER_MESSAGES.currentPasswordRequired });
      const issue = ZSetUserPassword.shape.password.safeParse(password).success ? passwordRulesIssue(password, owner) : null;
      if (issue) ctx.addIssue({ code: 'custom', path: ['password'], message: USER_MESSAGES[issue] });
      if (password !== confirm) ctx.addIssue({ code: 'custom', path: ['confirm'], message: 'users:password.mismatch' });
    });

const PasswordForm = ({ userId, owner, isSelf }: { userId: string; owner: TPasswordOwner; isSelf: boolean }) => {
  const { t } = useTranslation('users');
  const mutation = useSetUserPassword();
  const schema = useMemo(() => passwordFormOf(owner, isSelf), [owner, isSelf]);
  const form = useZodForm({ schema, defaultValues: { currentPassword: '', password: '', confirm: '' } });
  const { register, formState, errorOf } = form;
  return (
    <EditorForm
      form={form}
      submit={({ password, currentPassword }) => mutation.mutateAsync({ id: userId, password, ...(isSelf ? { currentPassword } : {}) })}
      success={t('password.done')}
      errorTitle={t('toasts.errorTitle')}
      errorFallback={t('toasts.updateFailed')}
      submitLabel={t('password.save')}
    >
      {isSelf && (
        <FormField label={t('password.current')} isRequired error={errorOf(formState.errors.currentPassword)}>
          <Input type="password" autoComplete="current-password" {...register('currentPassword')} />
        </FormField>
      )}
      <FormField label={t('password.new')} isRequired error={errorOf(formState.errors.password)} hint={t('fields.passwordHint')}>
        <Input type="password" autoComplete="new-password" {...register('password')} />
      </FormField>
      <FormField label={t('password.confirm')} isRequired error={errorOf(formState.errors.confirm)}>
        <Input type="password" autoComplete="new-password" {...register('confirm')} />
      </FormField>
    </EditorForm>
  );
};

export const SetPasswordDialog = ({ userId, name, owner }: { userId: string; name: string; owner: TPasswordOwner }) => {
  const { t } = useTranslation('users');
  const { user: me } = useSession();
  const isSelf = me?.id === userId;
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setIsOpen(true)}>
        <KeyRound aria-hidden="true" />
        {t('password.action')}
      </Button>
      <FormDialog
        open={isOpen}
        onClose={() => setIsOpen(false)}
        title={t('password.title')}
        description={isSelf ? t('password.ownDescription') : t('password.description', { name })}
      >
        {isOpen && <PasswordForm userId={userId} owner={owner} isSelf={isSelf} />}
      </FormDialog>
    </>
  );
};
