// Self-registration links (issue 13) through the typed client (endpoints/face-recognition.ts): the staff side (send,
// status, revoke, approve, reject) and the guard's public page (open, submit).
import type { TFaceRegistration, TFaceRegistrationChannel } from '@centinela/shared/contracts/face-recognition';
import * as recordsApi from '@centinela/shared/endpoints/guard-records';
import * as faceApi from '@centinela/shared/endpoints/face-recognition';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TUploadProgress } from '@/lib/api';
import { apiKey, apiQuery, callApi, uploadApi } from '@/lib/api-client';

const user = (userId: string) => ({ params: { id: userId } });

export const selfRegistrationKey = (userId: string) => apiKey(faceApi.latestSelfRegistration, user(userId));

export const useLatestSelfRegistration = (userId: string, isEnabled = true) =>
  useQuery({ ...apiQuery(faceApi.latestSelfRegistration, user(userId)), enabled: isEnabled });

/** Send, revoke, approve, reject: each answers the registration, which becomes the cached latest. */
export const useSelfRegistrationActions = (userId: string) => {
  const queryClient = useQueryClient();
  const onSuccess = async (registration: TFaceRegistration) => {
    queryClient.setQueryData(selfRegistrationKey(userId), { registration });
    // An approval changes the guard's face data (the face recognition tab).
    await queryClient.invalidateQueries({ queryKey: apiKey(recordsApi.faceRecognition, user(userId)) });
  };
  const at = (registrationId: string) => ({ params: { id: userId, registrationId } });
  return {
    send: useMutation({
      mutationFn: (channels: TFaceRegistrationChannel[]) => callApi(faceApi.sendSelfRegistration, { ...user(userId), body: { channels } }),
      onSuccess,
    }),
    revoke: useMutation({ mutationFn: (id: string) => callApi(faceApi.revokeSelfRegistration, at(id)), onSuccess }),
    approve: useMutation({ mutationFn: (id: string) => callApi(faceApi.approveSelfRegistration, at(id)), onSuccess }),
    reject: useMutation({ mutationFn: (id: string) => callApi(faceApi.rejectSelfRegistration, at(id)), onSuccess }),
  };
};

/** Sends a link to any guard (the users page's Send Self Registration dialog). */
export const sendSelfRegistration = (userId: string, channels: TFaceRegistrationChannel[]) =>
  callApi(faceApi.sendSelfRegistration, { ...user(userId), body: { channels } });

export const usePublicRegistration = (token: string) =>
  useQuery({ ...apiQuery(faceApi.openFaceRegistration, { params: { token } }), retry: false, staleTime: Number.POSITIVE_INFINITY });

export const submitRegistration = (token: string, form: FormData, onProgress?: (progress: TUploadProgress) => void) =>
  uploadApi(faceApi.submitFaceRegistration, { params: { token }, body: form }, { onProgress });
