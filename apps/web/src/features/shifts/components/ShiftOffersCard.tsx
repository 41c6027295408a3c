// The open shifts offered to the signed-in guard (issue 12: "the first to accept gets it"), on their dashboard: date,
// post, times and when the offer ends, with Accept. Hidden when there is nothing to accept (admins never have any).
import type { TShiftOffer } from '@centinela/shared/contracts/shifts';
import { CalendarClock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card';
import { useCompanyLocale } from '@/features/auth/hooks/useSession';
import { errorMessage } from '@/lib/errors';
import { formatDate, formatTime } from '@/lib/format';
import { useAcceptOffer, useMyShiftOffers } from '../hooks/useShifts';

export const ShiftOffersCard = ({ className }: { className?: string }) => {
  const { t, i18n } = useTranslation('shifts');
  const { timeZone } = useCompanyLocale();
  const dayOf = (date: string) => formatDate(date, i18n.language, timeZone);
  const offers = useMyShiftOffers();
  const accept = useAcceptOffer();
  const open = (offers.data ?? []).filter((offer) => offer.status === 'open');
  if (open.length === 0) return null;

  const onAccept = (offer: TShiftOffer) =>
    accept.mutate(offer.id, {
      onSuccess: () => toast.success(t('offers.accepted', { post: offer.postName, date: dayOf(offer.date) })),
      onError: (error) => toast.error(errorMessage(error, t('offers.acceptFailed'))),
    });

  return (
    <Card aria-labelledby="shift-offers-title" className={className} id="shift-offers">
      <CardHeader>
        <CardTitle id="shift-offers-title" className="flex items-center gap-2">
          <CalendarClock aria-hidden className="size-5 text-primary" />
          {t('offers.title')}
        </CardTitle>
        <CardDescription>{t('offers.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y divide-border" aria-label={t('offers.title')}>
          {open.map((offer) => (
            <li key={offer.id} className="flex flex-wrap items-center justify-between gap-3 py-3" aria-label={offer.postName}>
              <div className="min-w-0">
                <p className="font-medium">{offer.postName}</p>
                <p className="text-sm text-muted-foreground">
                  {t('offers.when', {
                    date: dayOf(offer.date),
                    start: formatTime(offer.startTime),
                    end: formatTime(offer.endTime),
                  })}
                </p>
              </div>
              <Button
                onClick={() => onAccept(offer)}
                disabled={accept.isPending}
                aria-label={t('offers.acceptLabel', { post: offer.postName, date: dayOf(offer.date) })}
              >
                {t('offers.accept')}
              </Button>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
};
