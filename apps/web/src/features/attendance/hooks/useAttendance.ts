// The typed client calls of attendance and face recognition (endpoints/attendance.ts, endpoints/face-recognition.ts).
import * as attendanceApi from '@centinela/shared/endpoints/attendance';
import * as devicesApi from '@centinela/shared/endpoints/devices';
import type { TKioskPunchInput, TPhonePunchInput } from '@centinela/shared/contracts/attendance';
import { useQuery } from '@tanstack/react-query';
import { apiQuery, callApi } from '@/lib/api-client';

export const useKiosk = () => useQuery({ ...apiQuery(attendanceApi.kiosk), retry: false, staleTime: 5 * 60_000 });

export const pairKiosk = (code: string) => callApi(devicesApi.pair, { body: { code } });

/** The kiosk's next liveness challenge, issued by the server (single use, expires in a minute). */
export const fetchKioskChallenge = () => callApi(attendanceApi.challenge);

/** The guard's phone's next liveness challenge. */
export const fetchPhoneChallenge = () => callApi(attendanceApi.phoneChallenge);

export const sendKioskPunch = (body: TKioskPunchInput) => callApi(attendanceApi.punch, { body });

export const sendPhonePunch = (body: TPhonePunchInput) => callApi(attendanceApi.phonePunch, { body });

export const usePhoneCheckIn = () => useQuery(apiQuery(attendanceApi.phone));
