// An availability conflict in words, in a language (the web's rosters:conflicts.* texts, the same the roster editor
// shows): for the server's refusals that name why a guard cannot take a shift. The conflict's own `message` is English.
import { formatTime12h, type TLanguage } from '@centinela/shared';
import type { TConflict } from '@centinela/shared/contracts/rosters';
import { t } from '../../platform/i18n/catalog';
import { formatDay } from '../../platform/i18n/format';

const time = (value: string | null | undefined) => (value ? formatTime12h(value) : '');

export const conflictWords = (language: TLanguage, conflict: TConflict): string => {
  const day = (value: string | null | undefined) => formatDay(value, language);
  switch (conflict.type) {
    case 'overlap':
      return t(language, 'rosters:conflicts.overlap', {
        post: conflict.postName ?? '',
        date: day(conflict.date),
        start: time(conflict.startTime),
        end: time(conflict.endTime),
      });
    case 'special_service':
      return t(language, 'rosters:conflicts.specialService', {
        title: conflict.title ?? '',
        post: conflict.postName ?? '',
        date: day(conflict.date),
        start: time(conflict.startTime),
        end: time(conflict.endTime),
      });
    case 'banned':
      return t(language, 'rosters:conflicts.banned');
    case 'absent':
      return t(language, 'rosters:conflicts.absent', { date: day(conflict.date) });
    case 'not_employed':
      return t(language, 'rosters:conflicts.notEmployed');
    case 'rank':
      return t(language, 'rosters:conflicts.rank', {
        rank: conflict.rank ? t(language, `users:ranks.${conflict.rank}`) : t(language, 'rosters:conflicts.noRank'),
        required: conflict.requiredRank ? t(language, `users:ranks.${conflict.requiredRank}`) : '',
      });
    case 'document':
      return conflict.expiredOn
        ? t(language, 'rosters:conflicts.documentExpired', { document: conflict.documentName ?? '', date: day(conflict.expiredOn) })
        : t(language, 'rosters:conflicts.documentMissing', { document: conflict.documentName ?? '' });
    case 'rest':
      return t(language, 'rosters:conflicts.rest', {
        hours: conflict.restHours ?? 0,
        min: conflict.minRestHours ?? 0,
        post: conflict.postName ?? '',
        date: day(conflict.date),
      });
    case 'weekly_hours':
      return t(language, 'rosters:conflicts.weeklyHours', { hours: conflict.weeklyHours ?? 0, threshold: conflict.thresholdHours ?? 0 });
    default:
      return conflict.message;
  }
};

/** The blocking conflicts as one phrase per language ('Banned from this post; Absent on 12/31/2026'). */
export const blockingReasons = (conflicts: readonly TConflict[]) => (language: TLanguage) =>
  conflicts
    .filter((c) => c.severity === 'blocking')
    .map((c) => conflictWords(language, c))
    .join('; ');
