// Current shift assignments of a guard (spec: customer, post, roster, day, shift number, start and end in 12-hour time).
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/Spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/Table';
import { useLanguage } from '@/i18n/useLanguage';
import { errorMessage } from '@/lib/errors';
import { formatTime } from '@/lib/format';
import { useShiftAssignments } from '../hooks/useUsers';

/** 0 = Sunday … 6 = Saturday, in the UI language (2023-01-01 was a Sunday). */
const weekdayName = (dayOfWeek: number, language: string) =>
  new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2023, 0, 1 + dayOfWeek)));

export const ShiftAssignmentsSection = ({ userId }: { userId: string }) => {
  const { t } = useTranslation('users');
  const { language } = useLanguage();
  const query = useShiftAssignments(userId, true);

  if (query.isPending) return <Spinner label={t('shifts.loading')} />;
  if (query.isError) return <p className="text-sm text-red-700">{errorMessage(query.error)}</p>;
  if (query.data.length === 0) return <p className="text-sm text-slate-600">{t('shifts.none')}</p>;
  return (
    <Table aria-label={t('sections.shifts')}>
      <TableHeader>
        <TableRow>
          <TableHead>{t('shifts.customer')}</TableHead>
          <TableHead>{t('shifts.post')}</TableHead>
          <TableHead>{t('shifts.roster')}</TableHead>
          <TableHead>{t('shifts.day')}</TableHead>
          <TableHead>{t('shifts.shiftNumber')}</TableHead>
          <TableHead>{t('shifts.start')}</TableHead>
          <TableHead>{t('shifts.end')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {query.data.map((a) => (
          <TableRow key={a.id}>
            <TableCell>{a.customerName}</TableCell>
            <TableCell>{a.postName}</TableCell>
            <TableCell>{a.rosterName ?? a.postName}</TableCell>
            <TableCell className="capitalize">{weekdayName(a.dayOfWeek, language)}</TableCell>
            <TableCell>{a.shiftNumber}</TableCell>
            <TableCell className="whitespace-nowrap">{formatTime(a.startTime)}</TableCell>
            <TableCell className="whitespace-nowrap">{formatTime(a.endTime)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
