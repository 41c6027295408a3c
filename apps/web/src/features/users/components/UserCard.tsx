// One user on the users page (spec "Users page"): initials, name, email, role, active switch, phone with call/SMS, company, city/state, edit.
import { type TUserListItem, userFullName, userInitials } from '@centinela/shared/contracts/users';
import { Building2, MapPin, MessageCircle, MessageSquareText, Pencil, Phone } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { Switch } from '@/components/ui/Switch';
import { Tooltip } from '@/components/ui/Tooltip';
import { ROLE_SHORT_LABEL_KEYS } from '@/app/roleLabels';
import { whatsappLink } from '@/features/sms/lib';
import { formatPhoneDisplay } from '@/lib/format';
import { RANK_LABEL_KEYS } from '../lib/labels';

export type TUserCardProps = {
  user: TUserListItem;
  isBusy?: boolean;
  onToggleActive: (user: TUserListItem, isActive: boolean) => void;
  onEdit: (user: TUserListItem) => void;
  onContact: (user: TUserListItem, channel: 'call' | 'sms') => void;
};

export const UserCard = ({ user, isBusy, onToggleActive, onEdit, onContact }: TUserCardProps) => {
  const { t } = useTranslation(['users', 'common']);
  const switchId = useId();
  const name = userFullName(user);
  const phone = user.phone ?? user.mobile;
  // The WhatsApp-enabled number (mobile first) opens WhatsApp's click-to-chat in a new tab.
  const whatsapp = whatsappLink(
    user.mobileWhatsappEnabled && user.mobile ? user.mobile : user.phoneWhatsappEnabled && user.phone ? user.phone : null,
  );
  const place = [user.city, user.state].filter(Boolean).join(', ');
  // Deactivating needs can.deactivate; turning a former employee back on needs update only (users policy).
  const canToggle = user.stillEmployed ? user.can.deactivate : user.can.update;

  return (
    <Card className="flex h-full flex-col gap-3 p-4">
      <div className="flex items-start gap-3">
        <div
          aria-hidden="true"
          className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-900"
        >
          {userInitials(user)}
        </div>
        <div className="min-w-0 flex-1">
          <h3 className="truncate font-semibold text-slate-900" title={name}>
            {name}
          </h3>
          <p className="truncate text-sm text-slate-600" title={user.email}>
            {user.email}
          </p>
          <div className="mt-1.5 flex flex-wrap gap-1">
            <Badge variant={user.role === 'security_guard' ? 'neutral' : 'default'}>{t(ROLE_SHORT_LABEL_KEYS[user.role])}</Badge>
            {user.rank && user.rank !== 'guard' && <Badge variant="outline">{t(RANK_LABEL_KEYS[user.rank])}</Badge>}
            {user.isCoordinator && <Badge variant="warning">{t('card.coordinator')}</Badge>}
          </div>
        </div>
      </div>

      <dl className="grid min-w-0 gap-1.5 text-sm text-slate-700">
        <div className="flex min-w-0 items-center gap-2">
          <dt className="sr-only">{t('card.phone')}</dt>
          <Phone aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
          <dd className="min-w-0 flex-1 truncate">
            {phone ? formatPhoneDisplay(phone) : <span className="text-slate-500">{t('card.noPhone')}</span>}
          </dd>
          {phone && (
            <dd className="flex items-center gap-0.5">
              <Tooltip content={t('card.call')}>
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-8"
                  aria-label={t('card.callWho', { name })}
                  onClick={() => onContact(user, 'call')}
                >
                  <Phone aria-hidden="true" />
                </Button>
              </Tooltip>
              {whatsapp && (
                <Tooltip content={t('card.whatsapp')}>
                  <Button asChild variant="ghost" size="icon" className="size-8">
                    <a href={whatsapp} target="_blank" rel="noopener noreferrer" aria-label={t('card.whatsappWho', { name })}>
                      <MessageCircle aria-hidden="true" />
                    </a>
                  </Button>
                </Tooltip>
              )}
              <Tooltip content={t('card.sms')}>
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-8"
                  aria-label={t('card.smsWho', { name })}
                  onClick={() => onContact(user, 'sms')}
                >
                  <MessageSquareText aria-hidden="true" />
                </Button>
              </Tooltip>
            </dd>
          )}
        </div>
        <div className="flex min-w-0 items-center gap-2">
          <dt className="sr-only">{t('card.company')}</dt>
          <Building2 aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
          <dd className="min-w-0 truncate">
            {user.companyName ?? t('card.unknownCompany')}
            {user.customerName && <span className="text-slate-500"> · {user.customerName}</span>}
          </dd>
        </div>
        <div className="flex min-w-0 items-center gap-2">
          <dt className="sr-only">{t('card.location')}</dt>
          <MapPin aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
          <dd className="min-w-0 truncate">{place || <span className="text-slate-500">{t('card.noLocation')}</span>}</dd>
        </div>
      </dl>

      <div className="mt-auto flex min-h-9 items-center justify-between gap-2 border-t border-slate-100 pt-3">
        {user.isMainAdmin ? (
          <Badge variant="success">{t('card.mainAdmin')}</Badge>
        ) : (
          <div className="flex items-center gap-2">
            <Switch
              id={switchId}
              checked={user.stillEmployed}
              disabled={!canToggle || isBusy}
              aria-label={t('card.activeSwitch', { name })}
              onCheckedChange={(isChecked) => onToggleActive(user, isChecked)}
            />
            <label htmlFor={switchId} className="text-sm text-slate-700">
              {user.stillEmployed ? t('common:status.active') : t('common:status.inactive')}
            </label>
          </div>
        )}
        {user.can.update && (
          <Button variant="outline" size="sm" onClick={() => onEdit(user)} aria-label={t('card.editWho', { name })}>
            <Pencil aria-hidden="true" />
            {t('common:actions.edit')}
          </Button>
        )}
      </div>
    </Card>
  );
};
