// One way to declare a record's status workflow (issue 28): its states, and for each action the states it may run from,
// the state it leads to, and who may run it. Opportunities, incidents, daily reports and pay runs declare theirs with
// defineWorkflow; the server applies them with platform/workflow/transition.ts (the area's 409 when a step is refused),
// the policies and the web offer only the actions the workflow allows. Pure: no server imports.
// Decision record: docs/decisions/0026-workflows.md.

/** One action of a workflow. `who` is whatever the area's role check reads (a reviewer flag, staff or customer …). */
export type TWorkflowAction<TState extends string, TWho> = {
  /** The states the action may run from. */
  readonly from: readonly TState[];
  /**
   * The state it leads to, or per state it runs from (reopen: reviewed → pending, closed → reviewed). With `returnsTo`:
   * the state when the remembered one is unknown or not listed.
   */
  readonly to: TState | Readonly<Partial<Record<TState, TState>>>;
  /** The action goes back to a remembered state (resume → the state put on hold from) when it is one of these. */
  readonly returnsTo?: readonly TState[];
  /**
   * Who may run it, from a given state; absent: anyone the area's policy lets act at all. (A method: any workflow is
   * then a TWorkflow<string, string, unknown>, for code that handles every area's.)
   */
  may?(who: TWho, from: TState): boolean;
};

export type TWorkflowDefinition<TState extends string, TAction extends string, TWho> = {
  /** A name for documentation and errors ('opportunity', 'incident' …). */
  readonly name: string;
  readonly states: readonly TState[];
  /** The actions, in the order lists of allowed actions give them (their states are checked against `states`). */
  readonly actions: Readonly<Record<TAction, TWorkflowAction<NoInfer<TState>, TWho>>>;
};

/** One row of a workflow's table, for documentation and tests. */
export type TWorkflowRow<TState extends string, TAction extends string> = {
  action: TAction;
  from: readonly TState[];
  to: TState | Readonly<Partial<Record<TState, TState>>>;
  returnsTo: readonly TState[];
  restricted: boolean;
};

export type TWorkflow<TState extends string, TAction extends string, TWho = never> = {
  readonly kind: 'workflow';
  readonly name: string;
  readonly states: readonly TState[];
  /** The action names in declaration order. */
  readonly actionNames: readonly TAction[];
  readonly actions: Readonly<Record<TAction, TWorkflowAction<TState, TWho>>>;
  /** The state `action` leads to from `from`, or null when the workflow does not allow it there. */
  next(from: TState, action: TAction, remembered?: TState | null): TState | null;
  /** The actions allowed from a state (for `who` when given), in declaration order. */
  allowedActions(from: TState, who?: TWho): TAction[];
  /** Whether the action may run from the state (and by `who` when given). */
  canDo(from: TState, action: TAction, who?: TWho): boolean;
  /** Whether a string names one of the actions. */
  isAction(value: string): value is TAction;
  /** The table: one row per action. */
  table(): TWorkflowRow<TState, TAction>[];
};

/** The states an action's `to` names. */
export const targetsOf = <TState extends string>(to: TState | Readonly<Partial<Record<TState, TState>>>): TState[] =>
  typeof to === 'string' ? [to] : (Object.values(to) as TState[]);

const has = <T extends string>(list: readonly T[], value: string): value is T => (list as readonly string[]).includes(value);

/**
 * Declares a workflow. The states are inferred from `states` only (NoInfer elsewhere), so an action naming an unknown
 * state is a type error; the run-time check below refuses it as well (a table built from computed lists).
 */
export const defineWorkflow = <const TState extends string, const TAction extends string, TWho = never>(
  definition: TWorkflowDefinition<TState, TAction, TWho>,
): TWorkflow<TState, TAction, TWho> => {
  const { name, states, actions } = definition;
  const actionNames = Object.keys(actions) as TAction[];
  for (const action of actionNames) {
    const { from, to, returnsTo = [] } = actions[action];
    for (const state of [...from, ...targetsOf(to), ...returnsTo]) {
      if (!has(states, state)) throw new Error(`Workflow ${name}: action ${action} names the unknown state ${state}`);
    }
    if (from.length === 0) throw new Error(`Workflow ${name}: action ${action} runs from no state`);
    if (typeof to !== 'string' && from.some((state) => !to[state])) {
      throw new Error(`Workflow ${name}: action ${action} does not say where it leads from every state it runs from`);
    }
  }
  const isAction = (value: string): value is TAction => Object.hasOwn(actions, value);
  const allowedBy = (action: TAction, from: TState, who: TWho | undefined) => {
    if (!isAction(action)) return false;
    const step = actions[action];
    if (!step.from.includes(from)) return false;
    return who === undefined || !step.may || step.may(who, from);
  };
  return {
    kind: 'workflow',
    name,
    states,
    actionNames,
    actions,
    next(from, action, remembered) {
      if (!isAction(action) || !actions[action].from.includes(from)) return null;
      const step = actions[action];
      if (step.returnsTo && remembered && step.returnsTo.includes(remembered)) return remembered;
      return typeof step.to === 'string' ? step.to : (step.to[from] ?? null);
    },
    allowedActions: (from, who) => actionNames.filter((action) => allowedBy(action, from, who)),
    canDo: (from, action, who) => allowedBy(action, from, who),
    isAction,
    table: () =>
      actionNames.map((action) => ({
        action,
        from: actions[action].from,
        to: actions[action].to,
        returnsTo: actions[action].returnsTo ?? [],
        restricted: Boolean(actions[action].may),
      })),
  };
};

/** Whether a value is a workflow built by defineWorkflow (the areas' tests assert their table is one). */
export const isWorkflow = (value: unknown): value is TWorkflow<string, string, unknown> =>
  typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'workflow';

/** States no action leads to and no action leaves (a table mistake unless the state is only ever created). */
export const unreachableStates = <TState extends string>(workflow: TWorkflow<TState, string, unknown>): TState[] =>
  workflow.states.filter((state) =>
    workflow.table().every((row) => !targetsOf(row.to).includes(state) && !row.returnsTo.includes(state) && !row.from.includes(state)),
  );
