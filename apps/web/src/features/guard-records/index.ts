// Tabs of the user editor for a guard's records; mounted by features/users.
export type { TEditedUser, TEditedUserProps } from './types';
export { BannedPostsTab } from './components/BannedPostsTab';
export { DocumentsTab } from './components/DocumentsTab';
export { FaceRecognitionTab } from './components/FaceRecognitionTab';
export { MemosTab } from './components/MemosTab';
export { SipTab } from './components/SipTab';
