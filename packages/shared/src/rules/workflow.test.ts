import { describe, expect, it } from 'vitest';
import { DAILY_REPORT_STATUSES, INCIDENT_STATUSES, OPPORTUNITY_STATUSES } from '../enums';
import { RUN_STATUSES } from '../contracts/payroll-runs';
import { DAILY_REPORT_ACTIONS, DAILY_REPORT_WORKFLOW, INCIDENT_ACTIONS, INCIDENT_WORKFLOW } from './incidents';
import { OPPORTUNITY_ACTIONS, OPPORTUNITY_WORKFLOW } from './opportunity-workflow';
import { PAY_RUN_ACTIONS, PAY_RUN_WORKFLOW } from './pay-run-workflow';
import { defineWorkflow, isWorkflow, type TWorkflow, targetsOf, unreachableStates } from './workflow';

type TDoor = 'open' | 'closed' | 'locked';
const door = () =>
  defineWorkflow<TDoor, 'close' | 'open' | 'lock' | 'unlock' | 'back', { key: boolean }>({
    name: 'door',
    states: ['open', 'closed', 'locked'],
    actions: {
      close: { from: ['open'], to: 'closed' },
      open: { from: ['closed'], to: 'open' },
      lock: { from: ['closed'], to: 'locked', may: (who) => who.key },
      unlock: { from: ['locked'], to: 'closed', may: (who, from) => who.key && from === 'locked' },
      back: { from: ['closed', 'locked'], to: { closed: 'open', locked: 'closed' } },
    },
  });

describe('defineWorkflow', () => {
  it('gives the next state, or null when the action does not run from the state', () => {
    const w = door();
    expect(w.next('open', 'close')).toBe('closed');
    expect(w.next('closed', 'lock')).toBe('locked');
    expect(w.next('open', 'lock')).toBeNull();
    expect(w.next('locked', 'open')).toBeNull();
  });

  it('leads per state when `to` is a map', () => {
    const w = door();
    expect(w.next('closed', 'back')).toBe('open');
    expect(w.next('locked', 'back')).toBe('closed');
    expect(w.next('open', 'back')).toBeNull();
  });

  it('lists the allowed actions in declaration order, for anyone or for who acts', () => {
    const w = door();
    expect(w.allowedActions('closed')).toEqual(['open', 'lock', 'back']);
    expect(w.allowedActions('closed', { key: true })).toEqual(['open', 'lock', 'back']);
    expect(w.allowedActions('closed', { key: false })).toEqual(['open', 'back']);
    expect(w.allowedActions('locked', { key: false })).toEqual(['back']);
  });

  it('says whether an action may run, checking who only when given', () => {
    const w = door();
    expect(w.canDo('closed', 'lock')).toBe(true);
    expect(w.canDo('closed', 'lock', { key: false })).toBe(false);
    expect(w.canDo('open', 'lock', { key: true })).toBe(false);
    // Names of the object prototype are not actions.
    expect(w.canDo('open', 'toString' as never)).toBe(false);
    expect(w.next('open', 'constructor' as never)).toBeNull();
    expect(w.isAction('lock')).toBe(true);
    expect(w.isAction('toString')).toBe(false);
  });

  it('goes back to a remembered state listed in returnsTo, else to `to`', () => {
    const w = defineWorkflow<'a' | 'b' | 'held', 'hold' | 'resume'>({
      name: 'hold',
      states: ['a', 'b', 'held'],
      actions: { hold: { from: ['a', 'b'], to: 'held' }, resume: { from: ['held'], to: 'a', returnsTo: ['b'] } },
    });
    expect(w.next('held', 'resume', 'b')).toBe('b');
    expect(w.next('held', 'resume', 'held')).toBe('a');
    expect(w.next('held', 'resume', null)).toBe('a');
    expect(w.next('a', 'hold', 'b')).toBe('held');
  });

  it('refuses a table naming an unknown state or leaving a state without a target', () => {
    const states = ['a', 'b'] as ('a' | 'b')[];
    expect(() => defineWorkflow({ name: 'bad', states, actions: { go: { from: ['a'], to: 'c' as 'b' } } })).toThrow(/unknown state c/);
    expect(() => defineWorkflow({ name: 'bad', states, actions: { go: { from: ['a', 'b'], to: { a: 'b' } } } })).toThrow(/every state/);
    expect(() => defineWorkflow({ name: 'bad', states, actions: { go: { from: [], to: 'a' } } })).toThrow(/no state/);
  });

  it('gives its table for documentation', () => {
    expect(door().table()).toEqual([
      { action: 'close', from: ['open'], to: 'closed', returnsTo: [], restricted: false },
      { action: 'open', from: ['closed'], to: 'open', returnsTo: [], restricted: false },
      { action: 'lock', from: ['closed'], to: 'locked', returnsTo: [], restricted: true },
      { action: 'unlock', from: ['locked'], to: 'closed', returnsTo: [], restricted: true },
      { action: 'back', from: ['closed', 'locked'], to: { closed: 'open', locked: 'closed' }, returnsTo: [], restricted: false },
    ]);
  });
});

// Every area with statuses declares its workflow with defineWorkflow: this list fails when one is replaced by a table
// of its own, and checks each table is closed (every state named is a state, every action has a state to run from).
const AREAS = [
  { workflow: OPPORTUNITY_WORKFLOW, states: OPPORTUNITY_STATUSES, actions: OPPORTUNITY_ACTIONS },
  { workflow: INCIDENT_WORKFLOW, states: INCIDENT_STATUSES, actions: INCIDENT_ACTIONS },
  { workflow: DAILY_REPORT_WORKFLOW, states: DAILY_REPORT_STATUSES, actions: DAILY_REPORT_ACTIONS },
  { workflow: PAY_RUN_WORKFLOW, states: RUN_STATUSES, actions: PAY_RUN_ACTIONS },
] as const;

describe("the areas' workflows", () => {
  for (const area of AREAS) {
    const { states, actions } = area;
    const workflow: TWorkflow<string, string, unknown> = area.workflow;
    describe(workflow.name, () => {
      it('is a workflow of its own statuses and actions', () => {
        expect(isWorkflow(workflow)).toBe(true);
        expect([...workflow.states]).toEqual([...states]);
        expect([...workflow.actionNames]).toEqual([...actions]);
      });

      it('is closed: every from, to and returnsTo is a state, and every state is reached or left', () => {
        for (const row of workflow.table()) {
          expect(row.from.length).toBeGreaterThan(0);
          for (const state of [...row.from, ...targetsOf(row.to), ...row.returnsTo]) expect(states).toContain(state);
        }
        expect(unreachableStates(workflow)).toEqual([]);
      });

      it('leads from every state an action runs from to a state', () => {
        for (const row of workflow.table()) {
          for (const from of row.from) expect(states).toContain(workflow.next(from, row.action));
        }
      });
    });
  }

  it('lets a customer admin only submit, and withdraw a request still theirs', () => {
    const customer = { staff: false };
    expect(OPPORTUNITY_WORKFLOW.allowedActions('draft', customer)).toEqual(['submit', 'cancel']);
    expect(OPPORTUNITY_WORKFLOW.allowedActions('pending', customer)).toEqual(['cancel']);
    expect(OPPORTUNITY_WORKFLOW.allowedActions('underReview', customer)).toEqual([]);
    expect(OPPORTUNITY_WORKFLOW.allowedActions('pending', { staff: true })).toEqual([
      'review',
      'approve',
      'reject',
      'hold',
      'cancel',
      'close',
    ]);
  });

  it('lets only reviewers move incidents and daily reports', () => {
    expect(INCIDENT_WORKFLOW.allowedActions('closed', { reviewer: true })).toEqual(['seal', 'reopen']);
    expect(INCIDENT_WORKFLOW.allowedActions('closed', { reviewer: false })).toEqual([]);
    expect(DAILY_REPORT_WORKFLOW.canDo('pending', 'review', { reviewer: false })).toBe(false);
  });

  it('walks a pay run from draft to processed, and never out of processed', () => {
    expect(PAY_RUN_WORKFLOW.next('draft', 'calculate')).toBe('calculating');
    expect(PAY_RUN_WORKFLOW.next('calculating', 'finish')).toBe('calculated');
    expect(PAY_RUN_WORKFLOW.next('calculating', 'fail')).toBe('draft');
    expect(PAY_RUN_WORKFLOW.next('calculated', 'approve')).toBe('approved');
    expect(PAY_RUN_WORKFLOW.next('approved', 'process')).toBe('processed');
    expect(PAY_RUN_WORKFLOW.next('calculated', 'adjust')).toBe('draft');
    expect(PAY_RUN_WORKFLOW.allowedActions('processed')).toEqual([]);
    expect(PAY_RUN_WORKFLOW.allowedActions('approved')).toEqual(['process']);
  });
});
