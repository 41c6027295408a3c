// What other features use from the uniforms and accessories area: a guard's kit in the user editor.
export { GuardKitTab } from './components/GuardKitTab';
