import { defineWorkflow } from '@centinela/shared/rules/workflow';
import { describe, expect, it } from 'vitest';
import { Conflict, Forbidden } from '../errors';
import { INCIDENT_WORKFLOW } from '@centinela/shared/rules/incidents';
import { OPPORTUNITY_WORKFLOW } from '@centinela/shared/rules/opportunity-workflow';
import { PAY_RUN_WORKFLOW } from '@centinela/shared/rules/pay-run-workflow';
import { applyTransition, bulkStepOf, runSystemStep, runTransition } from './transition';

const workflow = defineWorkflow<'new' | 'done', 'finish' | 'undo', { boss: boolean }>({
  name: 'job',
  states: ['new', 'done'],
  actions: { finish: { from: ['new'], to: 'done' }, undo: { from: ['done'], to: 'new', may: (who) => who.boss } },
});
const refuse = ({ allowed }: { allowed: string[] }) => Conflict('STATUS_CHANGE_REFUSED', { allowed });

describe('applyTransition', () => {
  it('gives the next status', () => {
    expect(applyTransition(workflow, { status: 'new', action: 'finish', refuse })).toBe('done');
    expect(applyTransition(workflow, { status: 'done', action: 'undo', who: { boss: true }, refuse })).toBe('new');
  });

  it("throws the area's refusal, with the actions this actor may take", () => {
    expect(() => applyTransition(workflow, { status: 'done', action: 'finish', who: { boss: true }, refuse })).toThrow(
      expect.objectContaining({ status: 409, code: 'STATUS_CHANGE_REFUSED', details: { allowed: ['undo'] } }),
    );
    expect(() => applyTransition(workflow, { status: 'done', action: 'finish', who: { boss: false }, refuse })).toThrow(
      expect.objectContaining({ details: { allowed: [] } }),
    );
    // Without the area's permission to act at all, nothing is allowed.
    expect(() => applyTransition(workflow, { status: 'new', action: 'undo', permitted: false, refuse })).toThrow(
      expect.objectContaining({ details: { allowed: [] } }),
    );
  });

  it('forbids an actor the workflow does not let take a step the status allows (or refuses without forbid)', () => {
    const check = { status: 'done', action: 'undo', who: { boss: false }, refuse } as const;
    expect(() => applyTransition(workflow, { ...check, forbid: () => Forbidden() })).toThrow(expect.objectContaining({ status: 403 }));
    expect(() => applyTransition(workflow, check)).toThrow(expect.objectContaining({ status: 409 }));
    expect(() =>
      applyTransition(workflow, { status: 'new', action: 'finish', permitted: false, refuse, forbid: () => Forbidden() }),
    ).toThrow(expect.objectContaining({ status: 403 }));
  });
});

describe('runTransition', () => {
  it('writes the step, then records it, and returns it', async () => {
    const calls: string[] = [];
    const step = await runTransition(
      workflow,
      { status: 'new', action: 'finish', refuse },
      {
        write: async (s) => calls.push(`write ${s.from}→${s.to}`),
        record: async (s) => calls.push(`record ${s.action}`),
      },
    );
    expect(step).toEqual({ from: 'new', action: 'finish', to: 'done' });
    expect(calls).toEqual(['write new→done', 'record finish']);
  });

  it('writes nothing when refused', async () => {
    const calls: string[] = [];
    await expect(
      runTransition(workflow, { status: 'done', action: 'finish', refuse }, { write: async () => calls.push('write') }),
    ).rejects.toMatchObject({ status: 409 });
    expect(calls).toEqual([]);
  });
});

describe('steps the system takes (jobs)', () => {
  it('writes a step the status allows and skips a row that moved on (a late job changes nothing)', async () => {
    const writes: string[] = [];
    const write = async (step: { to: string }) => writes.push(step.to);
    expect(await runSystemStep(PAY_RUN_WORKFLOW, 'calculating', 'finish', write)).toEqual({
      from: 'calculating',
      action: 'finish',
      to: 'calculated',
    });
    expect(await runSystemStep(PAY_RUN_WORKFLOW, 'calculating', 'fail', write)).toMatchObject({ to: 'draft' });
    expect(await runSystemStep(PAY_RUN_WORKFLOW, 'approved', 'finish', write)).toBeNull();
    expect(await runSystemStep(PAY_RUN_WORKFLOW, null, 'finish', write)).toBeNull();
    expect(writes).toEqual(['calculated', 'draft']);
  });

  it('gives a set-based step its statuses from the workflow, and refuses one whose target depends on the row', () => {
    expect(bulkStepOf(OPPORTUNITY_WORKFLOW, 'start')).toEqual({ from: ['approved'], to: 'inProgress' });
    expect(() => bulkStepOf(INCIDENT_WORKFLOW, 'reopen')).toThrow(/row by row/);
    expect(() => bulkStepOf(OPPORTUNITY_WORKFLOW, 'resume')).toThrow(/row by row/);
  });
});
