// The tasks policy. Company staff see every task of their company; anyone else (guards, customer company admins) only
// the tasks assigned to them ("My tasks"). Staff with edit change everything; an assignee with edit changes the status
// and ticks the checklist. Groups (task and user groups) are written by staff only.
import { type SQL, sql } from 'drizzle-orm';
import { taskAssignees, tasks } from '../../db/schema';
import { type TActor, actorCan } from '../../platform/access/actor';
import { isCompanyStaff } from '../../platform/access/policy';
import { scopeOf, where } from '../../platform/access/scope';

/** Tasks the actor may read. */
export const taskScope = (actor: TActor): SQL => {
  const company = scopeOf(actor).company(tasks.companyId);
  if (isCompanyStaff(actor)) return where(company);
  return where(
    company,
    sql`exists (select 1 from ${taskAssignees} where ${taskAssignees.taskId} = ${tasks.id} and ${taskAssignees.userId} = ${actor.userId})`,
  );
};

export const canOnTask = (actor: TActor, isAssignee: boolean) => {
  const staff = isCompanyStaff(actor);
  const edit = actorCan(actor, 'edit', 'tasks');
  return {
    update: staff && edit,
    changeStatus: edit && (staff || isAssignee),
    delete: staff && actorCan(actor, 'delete', 'tasks'),
    comment: true,
  };
};

export const canOnTaskGroup = (actor: TActor) => ({
  update: isCompanyStaff(actor) && actorCan(actor, 'edit', 'tasks'),
  delete: isCompanyStaff(actor) && actorCan(actor, 'delete', 'tasks'),
});
