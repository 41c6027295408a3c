// The customer company, post and guard filters of the posts, rosters and reports pages, filled from the posts' options:
// searchable comboboxes, since these lists run long (hundreds of posts and guards).
import { useTranslation } from 'react-i18next';
import { Combobox } from '@/components/ui/Combobox';
import { usePostFormOptions, usePostOptions } from '../hooks/usePosts';

export type TFilterProps = { value: string; onChange: (value: string) => void };

export const CustomerCompanyFilter = ({ value, onChange }: TFilterProps) => {
  const { t } = useTranslation('posts');
  const options = usePostFormOptions();
  return (
    <Combobox
      label={t('filters.customer')}
      allLabel={t('filters.allCustomers')}
      options={options.data?.customerCompanies ?? []}
      value={value}
      onChange={onChange}
    />
  );
};

/** The posts of one customer company ('' = of all of them). */
const PostFilter = ({ customerCompanyId, value, onChange }: TFilterProps & { customerCompanyId: string }) => {
  const { t } = useTranslation('posts');
  const posts = usePostOptions(customerCompanyId);
  return (
    <Combobox label={t('filters.post')} allLabel={t('filters.allPosts')} options={posts.data ?? []} value={value} onChange={onChange} />
  );
};

export type TCustomerPostFiltersProps = {
  customerCompanyId: string;
  postId: string;
  onCustomerCompanyChange: (customerCompanyId: string) => void;
  onPostChange: (postId: string) => void;
};

/** A customer company, then one of its posts: picking another customer clears the post. */
export const CustomerPostFilters = ({ customerCompanyId, postId, onCustomerCompanyChange, onPostChange }: TCustomerPostFiltersProps) => (
  <>
    <CustomerCompanyFilter
      value={customerCompanyId}
      onChange={(id) => {
        onCustomerCompanyChange(id);
        onPostChange('');
      }}
    />
    <PostFilter customerCompanyId={customerCompanyId} value={postId} onChange={onPostChange} />
  </>
);

/** Shown only when the user may see guards (the options then list some). */
export const GuardFilter = ({ value, onChange }: TFilterProps) => {
  const { t } = useTranslation('posts');
  const options = usePostFormOptions();
  const guards = options.data?.guards ?? [];
  if (guards.length === 0) return null;
  return <Combobox label={t('filters.guard')} allLabel={t('filters.allGuards')} options={guards} value={value} onChange={onChange} />;
};
