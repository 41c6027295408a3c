// The edited user as the user editor hands it to the guard-record tabs.
import type { TRole, TSipSettingsPublic } from '@centinela/shared';

export type TEditedUser = {
  id: string;
  role: TRole;
  companyId: string;
  name?: string | null;
  lastName?: string | null;
  sipSettings?: TSipSettingsPublic | null;
};

export type TEditedUserProps = { user: TEditedUser };
