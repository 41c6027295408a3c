// /settings: every settings page (spec section 2's settings group), grouped by subject, each with a line on what it
// changes. The ones the user may open are links (the same check as the sidebar's settings group); pages not built yet
// and pages the user's role may not open stay listed, marked.
import { can } from '@centinela/shared';
import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { HubCard, HubSection } from '@/components/ui/HubCard';
import { PageHeader } from '@/components/ui/PageHeader';
import { useSession } from '@/features/auth/hooks/useSession';
import { SETTINGS_HUB_GROUPS, type TAreaAppRoute, type TSettingsHubGroup } from '../area';
import { SETTINGS_GROUP_RESOURCE } from '../navigation';
import { APP_ROUTES, findAppRoute, isBuiltRoute } from '../routes';

type TSettingsCard = {
  path: string;
  icon: LucideIcon;
  titleKey: TAreaAppRoute['titleKey'];
  descriptionKey: NonNullable<TAreaAppRoute['settingsHub']>['descriptionKey'];
};

/** The settings pages by group, each with its icon: the routes whose manifest gives them a settings-hub card. */
export const SETTINGS_GROUPS: { key: TSettingsHubGroup; pages: TSettingsCard[] }[] = SETTINGS_HUB_GROUPS.map((key) => ({
  key,
  pages: APP_ROUTES.flatMap((route) => (route.settingsHub?.group === key ? [{ route, card: route.settingsHub }] : []))
    .sort((a, b) => a.card.order - b.card.order)
    .map(({ route, card }) => ({ path: route.path, icon: card.icon, titleKey: route.titleKey, descriptionKey: card.descriptionKey })),
}));

/** '/settings/email-templates' → 'emailTemplates' (the card's id and test id). */
const keyOf = (path: string) => path.slice('/settings/'.length).replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

export const SettingsHubPage = () => {
  const { t } = useTranslation(['shell']);
  const { subject } = useSession();
  const mayOpen = (path: string) => {
    const route = findAppRoute(path);
    return route !== undefined && can(subject, 'view', SETTINGS_GROUP_RESOURCE) && can(subject, 'view', route.resource);
  };
  return (
    <div className="mx-auto max-w-7xl">
      <PageHeader description={t('settingsHub.description')} />
      <div className="grid gap-8">
        {SETTINGS_GROUPS.map((group) => (
          <HubSection key={group.key} id={`settings-group-${group.key}`} title={t(`settingsHub.groups.${group.key}`)}>
            {group.pages.map(({ path, icon, titleKey, descriptionKey }) => {
              const key = keyOf(path);
              return (
                <HubCard
                  key={path}
                  id={`settings-${key}`}
                  to={path}
                  title={t(titleKey)}
                  description={t(descriptionKey)}
                  icon={icon}
                  closedReason={!isBuiltRoute(path) ? t('settingsHub.notAvailable') : mayOpen(path) ? null : t('settingsHub.noAccess')}
                  testId={`settings-card-${key}`}
                />
              );
            })}
          </HubSection>
        ))}
      </div>
    </div>
  );
};
