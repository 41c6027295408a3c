// The options of a guard rank select, in the reader's language, after a first empty option whose words say what no rank
// means there (a placeholder, "any rank", "every rank"). The users, posts and rate card forms share it.
import { GUARD_RANKS } from '@centinela/shared';
import { useTranslation } from 'react-i18next';
import { RANK_LABEL_KEYS } from '../lib/labels';

export const RankOptions = ({ emptyLabel }: { emptyLabel: string }) => {
  const { t } = useTranslation(['users']);
  return (
    <>
      <option value="">{emptyLabel}</option>
      {GUARD_RANKS.map((rank) => (
        <option key={rank} value={rank}>
          {t(RANK_LABEL_KEYS[rank])}
        </option>
      ))}
    </>
  );
};
