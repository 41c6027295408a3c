// People-facing text of availability conflicts, from their type and fields (the server's English message is the fallback).
import type { TConflict } from '@centinela/shared/contracts/rosters';
import { i18n } from '@/i18n';
import { formatDay, formatTime } from '@/lib/format';

const time = (value: string | null | undefined) => (value ? formatTime(value) : '');
const day = (value: string | null | undefined, language: string) => (value ? formatDay(value, language) : '');

export const conflictText = (language: string, conflict: TConflict): string => {
  switch (conflict.type) {
    case 'overlap':
      return i18n.t('rosters:conflicts.overlap', {
        post: conflict.postName ?? '',
        date: day(conflict.date, language),
        start: time(conflict.startTime),
        end: time(conflict.endTime),
      });
    case 'special_service':
      return i18n.t('rosters:conflicts.specialService', {
        title: conflict.title ?? '',
        post: conflict.postName ?? '',
        date: day(conflict.date, language),
        start: time(conflict.startTime),
        end: time(conflict.endTime),
      });
    case 'banned':
      return i18n.t('rosters:conflicts.banned');
    case 'absent':
      return i18n.t('rosters:conflicts.absent', { date: day(conflict.date, language) });
    case 'not_employed':
      return i18n.t('rosters:conflicts.notEmployed');
    case 'rank':
      return i18n.t('rosters:conflicts.rank', {
        rank: conflict.rank ? i18n.t(`users:ranks.${conflict.rank}`) : i18n.t('rosters:conflicts.noRank'),
        required: conflict.requiredRank ? i18n.t(`users:ranks.${conflict.requiredRank}`) : '',
      });
    case 'document':
      return conflict.expiredOn
        ? i18n.t('rosters:conflicts.documentExpired', { document: conflict.documentName ?? '', date: day(conflict.expiredOn, language) })
        : i18n.t('rosters:conflicts.documentMissing', { document: conflict.documentName ?? '' });
    case 'rest':
      return i18n.t('rosters:conflicts.rest', {
        hours: conflict.restHours ?? 0,
        min: conflict.minRestHours ?? 0,
        post: conflict.postName ?? '',
        date: day(conflict.date, language),
      });
    case 'weekly_hours':
      return i18n.t('rosters:conflicts.weeklyHours', { hours: conflict.weeklyHours ?? 0, threshold: conflict.thresholdHours ?? 0 });
    default:
      return conflict.message;
  }
};
