// Data of a guard's records (documents, memos, banned posts, face data): queries and the mutations that refresh them,
// through the typed client (endpoints/guard-records.ts).
import type { TUpdateFaceRecognition } from '@centinela/shared/contracts/guard-records';
import * as recordsApi from '@centinela/shared/endpoints/guard-records';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TUploadProgress } from '@/lib/api';
import { apiKey, apiQuery, callApi, uploadApi } from '@/lib/api-client';
import { idempotencyHeaders } from '@/lib/attachments';
import { invalidateEntities } from '@/lib/live-updates';
import { FACE_CHECK_POLL_MS, faceCheckOf } from '../lib/face-check';

const user = (userId: string) => ({ params: { id: userId } });

export const documentsKey = (userId: string) => apiKey(recordsApi.documents, user(userId));
export const memosKey = (userId: string) => apiKey(recordsApi.memos, user(userId));
export const bannedPostsKey = (userId: string) => apiKey(recordsApi.bannedPosts, user(userId));
export const bannablePostsKey = (userId: string) => apiKey(recordsApi.bannablePosts, user(userId));
export const faceKey = (userId: string) => apiKey(recordsApi.faceRecognition, user(userId));

export const useDocuments = (userId: string, isEnabled = true) =>
  useQuery({ ...apiQuery(recordsApi.documents, user(userId)), enabled: isEnabled });
export const useMemos = (userId: string, isEnabled = true) => useQuery({ ...apiQuery(recordsApi.memos, user(userId)), enabled: isEnabled });
export const useBannedPosts = (userId: string, isEnabled = true) =>
  useQuery({ ...apiQuery(recordsApi.bannedPosts, user(userId)), enabled: isEnabled });
export const useBannablePosts = (userId: string, isEnabled = true) =>
  useQuery({ ...apiQuery(recordsApi.bannablePosts, user(userId)), enabled: isEnabled });
/** How many answers the tab waits for a face check (about two minutes) before it stops asking. */
const FACE_CHECK_MAX_POLLS = 40;

/** A guard's face data; asked again every few seconds while a saved photo is still being checked for a face. */
export const useFaceRecognition = (userId: string, isEnabled = true) =>
  useQuery({
    ...apiQuery(recordsApi.faceRecognition, user(userId)),
    enabled: isEnabled,
    refetchInterval: (query) =>
      faceCheckOf(query.state.data?.facePhotos ?? []).checking > 0 && query.state.dataUpdateCount < FACE_CHECK_MAX_POLLS
        ? FACE_CHECK_POLL_MS
        : false,
  });

/** Spec section 7: the user lists refresh after user changes (not this user's own record queries). */
export const invalidateUserLists = (queryClient: QueryClient) => void invalidateEntities(queryClient, ['users']);

type TUploadVariables = {
  file: File;
  fields: Record<string, string>;
  onProgress?: (progress: TUploadProgress) => void;
  /** One per form filled (lib/attachments.ts): a retry whose first answer was lost never saves the file twice. */
  idempotencyKey?: string;
};

const uploadOptions = (variables: TUploadVariables) => ({
  onProgress: variables.onProgress,
  headers: variables.idempotencyKey ? idempotencyHeaders(variables.idempotencyKey) : undefined,
});

const toFormData = ({ file, fields }: TUploadVariables) => {
  const form = new FormData();
  // Text fields first, so the server has them whatever it reads first.
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('file', file, file.name);
  return form;
};

/** The company's document types, to file a document under one (required-for-duty types decide availability). */
export const useDocumentTypeOptions = () => useQuery(apiQuery(recordsApi.documentTypes, { query: {} }));

export const useUploadDocument = (userId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: TUploadVariables) =>
      uploadApi(recordsApi.uploadDocument, { ...user(userId), body: toFormData(variables) }, uploadOptions(variables)),
    onSuccess: () => invalidateEntities(queryClient, ['user-documents']),
  });
};

export const useDeleteDocument = (userId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documentId: string) => callApi(recordsApi.removeDocument, { params: { id: userId, docId: documentId } }),
    onSuccess: () => invalidateEntities(queryClient, ['user-documents']),
  });
};

export const useUploadMemo = (userId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: TUploadVariables) =>
      uploadApi(recordsApi.uploadMemo, { ...user(userId), body: toFormData(variables) }, uploadOptions(variables)),
    onSuccess: () => invalidateEntities(queryClient, ['user-memos']),
  });
};

export const useDeleteMemo = (userId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memoId: string) => callApi(recordsApi.removeMemo, { params: { id: userId, memoId } }),
    onSuccess: () => invalidateEntities(queryClient, ['user-memos']),
  });
};

export const useUpdateBannedPosts = (userId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (postIds: string[]) => callApi(recordsApi.updateBannedPosts, { ...user(userId), body: { postIds } }),
    onSuccess: (data) => {
      queryClient.setQueryData(bannedPostsKey(userId), data);
      void invalidateEntities(queryClient, ['banned-posts']);
    },
  });
};

/** Uploads new photos and the video (multipart, answering file ids), then PATCHes the complete face data. */
export const useSaveFaceRecognition = (userId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      keptPhotoIds,
      newPhotos,
      video,
      faceRecognitionComplete,
      onProgress,
    }: {
      keptPhotoIds: string[];
      newPhotos: Blob[];
      video: Blob | null;
      faceRecognitionComplete: boolean;
      onProgress?: (progress: TUploadProgress) => void;
    }) => {
      let newPhotoIds: string[] = [];
      if (newPhotos.length) {
        const form = new FormData();
        for (const [i, photo] of newPhotos.entries()) form.append('file', photo, photo instanceof File ? photo.name : `face-${i + 1}.jpg`);
        newPhotoIds = (await uploadApi(recordsApi.uploadFacePhotos, { ...user(userId), body: form }, { onProgress })).fileIds;
      }
      const body: TUpdateFaceRecognition = { facePhotos: [...keptPhotoIds, ...newPhotoIds], faceRecognitionComplete };
      if (video) {
        const form = new FormData();
        form.append('file', video, video.type.includes('mp4') ? 'face-video.mp4' : 'face-video.webm');
        body.faceVideo = (await uploadApi(recordsApi.uploadFaceVideo, { ...user(userId), body: form }, { onProgress })).fileIds[0];
      }
      return callApi(recordsApi.updateFaceRecognition, { ...user(userId), body });
    },
    onSuccess: (data) => {
      queryClient.setQueryData(faceKey(userId), data);
      invalidateUserLists(queryClient);
    },
  });
};
