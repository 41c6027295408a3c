// Absences tab of the user editor (mounted by features/users); the categories page is registered in app/routes.tsx.
export { AbsencesTab } from './components/AbsencesTab';
