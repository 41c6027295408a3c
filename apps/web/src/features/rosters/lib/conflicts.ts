// People-facing text of availability conflicts, from their type and fields (the server's English message is the fallback).
import type { TConflict } from '@centinela/shared/contracts/rosters';
import type { TFunction } from 'i18next';
import { formatDay, formatTime } from '@/lib/format';

const time = (value: string | null | undefined) => (value ? formatTime(value) : '');
const day = (value: string | null | undefined, language: string) => (value ? formatDay(value, language) : '');

export const conflictText = (t: TFunction, language: string, conflict: TConflict): string => {
  switch (conflict.type) {
    case 'overlap':
      return t('rosters:conflicts.overlap', {
        post: conflict.postName ?? '',
        date: day(conflict.date, language),
        start: time(conflict.startTime),
        end: time(conflict.endTime),
      });
    case 'special_service':
      return t('rosters:conflicts.specialService', {
        title: conflict.title ?? '',
        post: conflict.postName ?? '',
        date: day(conflict.date, language),
        start: time(conflict.startTime),
        end: time(conflict.endTime),
      });
    case 'banned':
      return t('rosters:conflicts.banned');
    case 'absent':
      return t('rosters:conflicts.absent', { date: day(conflict.date, language) });
    case 'not_employed':
      return t('rosters:conflicts.notEmployed');
    case 'rank':
      return t('rosters:conflicts.rank', {
        rank: conflict.rank ? t(`users:ranks.${conflict.rank}`) : t('rosters:conflicts.noRank'),
        required: conflict.requiredRank ? t(`users:ranks.${conflict.requiredRank}`) : '',
      });
    case 'document':
      return conflict.expiredOn
        ? t('rosters:conflicts.documentExpired', { document: conflict.documentName ?? '', date: day(conflict.expiredOn, language) })
        : t('rosters:conflicts.documentMissing', { document: conflict.documentName ?? '' });
    case 'rest':
      return t('rosters:conflicts.rest', {
        hours: conflict.restHours ?? 0,
        min: conflict.minRestHours ?? 0,
        post: conflict.postName ?? '',
        date: day(conflict.date, language),
      });
    case 'weekly_hours':
      return t('rosters:conflicts.weeklyHours', { hours: conflict.weeklyHours ?? 0, threshold: conflict.thresholdHours ?? 0 });
    default:
      return conflict.message;
  }
};
