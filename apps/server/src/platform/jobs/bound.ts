// The job runner of this process, for code that has only the caller's transaction (notify(), emit()): buildApp binds
// it once. Null until then, and in a process built without a runner: in-app effects still happen, queued ones do not.
import type { TJobRunner } from './runner';

let runner: TJobRunner | null = null;

export const bindJobRunner = (next: TJobRunner | null) => {
  runner = next;
};

export const boundJobRunner = () => runner;
