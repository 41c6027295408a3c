// Absences tab of the user editor (mounted by features/users); the categories page is a route of its manifest (area.ts).
export { AbsencesTab } from './components/AbsencesTab';
