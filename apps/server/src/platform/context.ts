// What every service receives besides the actor and the input: the database and shared services.
import type { TConfig } from '../config';
import type { TDb } from '../db/client';
import type { TSecretBox } from './crypto/secrets';

export type TServiceContext = {
  db: TDb;
  config: TConfig;
  secrets: TSecretBox;
};
