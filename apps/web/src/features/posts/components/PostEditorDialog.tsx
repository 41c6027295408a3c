// Create or edit a post in a dialog.
import type { TPost } from '@centinela/shared/contracts/posts';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/Dialog';
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
    <Dialog open={target !== null} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>{post ? t('editor.editTitle', { name: post.name }) : t('editor.createTitle')}</DialogTitle>
          <DialogDescription>{post ? t('editor.editDescription') : t('editor.createDescription')}</DialogDescription>
        </DialogHeader>
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
      </DialogContent>
    </Dialog>
  );
};
