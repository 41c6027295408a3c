// Create or edit a post in a dialog.
import type { TPost } from '@centinela/shared/contracts/posts';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/form-dialog';
import { PostForm } from './PostForm';
import { PostPayRates } from './PostPayRates';

export type TPostEditorTarget = { mode: 'create' } | { mode: 'edit'; post: TPost };

export const PostEditorDialog = ({
  target,
  defaultCustomerCompanyId,
  canEdit,
  canSeeRates,
  payRates = false,
  onClose,
}: {
  target: TPostEditorTarget | null;
  defaultCustomerCompanyId: string;
  canEdit: boolean;
  canSeeRates: boolean;
  /** Payroll staff: the post's effective-dated pay rates (view), and adding or deleting them (edit). */
  payRates?: { canEdit: boolean } | false;
  onClose: () => void;
}) => {
  const { t } = useTranslation('posts');
  const post = target?.mode === 'edit' ? target.post : undefined;
  return (
    <FormDialog
      open={target !== null}
      onClose={onClose}
      title={post ? t('editor.editTitle', { name: post.name }) : t('editor.createTitle')}
      description={post ? t('editor.editDescription') : t('editor.createDescription')}
      className="max-w-3xl"
    >
      {target && (
        <PostForm
          post={post}
          defaultCustomerCompanyId={defaultCustomerCompanyId}
          canSeeRates={canSeeRates}
          isReadOnly={Boolean(post) && !canEdit}
          onSaved={onClose}
          onCancel={onClose}
        />
      )}
      {post && payRates && <PostPayRates postId={post.id} canEdit={payRates.canEdit} />}
    </FormDialog>
  );
};
