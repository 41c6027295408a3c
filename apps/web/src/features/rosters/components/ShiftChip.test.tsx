// The roster view's chip flags a shift with more guards than places (issue 29: "2/1" showed as a plain green
// "complete"), in both languages, on the count, in the detail and in what a screen reader hears.
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { ShiftChip } from './ShiftChip';

const guard = (n: number) => ({ id: `00000000-0000-4000-8000-00000000000${n}`, name: `Guardia ${n}` });

const occurrence = (guards: number, required: number) => ({
  shiftId: '00000000-0000-4000-8000-0000000000a1',
  rosterId: '00000000-0000-4000-8000-0000000000a2',
  rosterName: null,
  postId: '00000000-0000-4000-8000-0000000000a3',
  date: '2030-01-09',
  dayOfWeek: 3,
  shiftNumber: 1,
  startTime: '08:00',
  endTime: '16:00',
  isOvernight: false,
  startsAt: '2030-01-09T12:00:00.000Z',
  endsAt: '2030-01-09T20:00:00.000Z',
  durationMinutes: 480,
  requiredGuards: required,
  guards: Array.from({ length: guards }, (_, i) => guard(i + 1)),
  absentGuardIds: [],
  state: 'fully_staffed' as const,
});

const renderChip = (guards: number, required: number) =>
  render(
    <ul>
      <ShiftChip occurrence={occurrence(guards, required)} post={undefined} dateLabel="mié 9" compact={false} showPost={false} />
    </ul>,
  );

afterEach(() => void i18n.changeLanguage('es'));

describe('ShiftChip staffing', () => {
  it('flags 2 guards on 1 place as overstaffed (es), not as plainly complete', async () => {
    await i18n.changeLanguage('es');
    renderChip(2, 1);
    const count = screen.getByTestId('shift-overstaffed');
    expect(count).toHaveTextContent('2/1');
    expect(count).toHaveAttribute('title', 'Sobrecupo: 1 guardia de más');
    expect(screen.getByTestId('shift-chip').getAttribute('aria-label')).toContain('Sobrecupo: 1 guardia de más');
  });

  it('says it in English with the plural', async () => {
    await i18n.changeLanguage('en');
    renderChip(4, 2);
    expect(screen.getByTestId('shift-overstaffed')).toHaveAttribute('title', 'Overstaffed: 2 guards over the places');
  });

  it('shows a shift with exactly its places without the flag', () => {
    renderChip(1, 1);
    expect(screen.queryByTestId('shift-overstaffed')).toBeNull();
  });
});
