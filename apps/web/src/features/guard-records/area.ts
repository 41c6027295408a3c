// The guard records area's web manifest (app/area.ts): its tabs are mounted by features/users, no pages of its own.
import { defineArea } from '@/app/area';

export const guardRecordsArea = defineArea({
  name: 'guard-records',
  namespace: 'guardRecords',
  liveQueryPrefixes: {
    'user-documents': ['/api/users'],
    'user-memos': ['/api/users'],
    'banned-posts': ['/api/users', '/api/rosters'],
    'face-recognition': ['/api/users'],
  },
});
