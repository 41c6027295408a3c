// The security guard's dashboard (issue 29), phone first: his check-in and open offers, "My next shift", his upcoming
// shifts, latest pay stubs and absences — his own, never the company's figures.
import { PhoneCheckInCard } from '@/features/attendance/components/PhoneCheckInCard';
import { ShiftOffersCard } from '@/features/shifts/components/ShiftOffersCard';
import { MyAbsencesCard, PayStubsCard } from './GuardRecordCards';
import { NextShiftCard, UpcomingShiftsCard } from './GuardShiftCards';

export const GuardDashboard = () => (
  <div className="grid items-start gap-4 lg:grid-cols-2 lg:gap-6">
    <div className="flex min-w-0 flex-col gap-4 lg:gap-6">
      <PhoneCheckInCard />
      <NextShiftCard />
      <ShiftOffersCard />
      <UpcomingShiftsCard />
    </div>
    <div className="flex min-w-0 flex-col gap-4 lg:gap-6">
      <PayStubsCard />
      <MyAbsencesCard />
    </div>
  </div>
);
