// Demo data of the users/payroll area: two payroll profile types, assigned to the demo guards.
import { eq, and } from 'drizzle-orm';
import type { TTx } from '../client';
import { payrollProfileTypes, users } from '../schema';

export const seedDemoPayroll = async (tx: TTx, companyId: string) => {
  const [standard, twelve] = await tx
    .insert(payrollProfileTypes)
    .values([
      { companyId, name: 'Estándar (8 h diarias / 40 h semanales)', dailyOvertimeThresholdHours: '8', weeklyOvertimeThresholdHours: '40' },
      { companyId, name: 'Turnos de 12 horas', dailyOvertimeThresholdHours: '12', weeklyOvertimeThresholdHours: '48' },
    ])
    .returning({ id: payrollProfileTypes.id });
  await tx
    .update(users)
    .set({ payrollProfileTypeId: standard.id })
    .where(and(eq(users.companyId, companyId), eq(users.role, 'security_guard')));
  return { payrollProfileTypeIds: [standard.id, twelve.id] };
};
