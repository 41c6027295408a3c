// Data of a guard's records (documents, memos, banned posts, face data): queries and the mutations that refresh them.
import type {
  TBannablePost,
  TBannedPosts,
  TFaceRecognition,
  TFaceUploadResult,
  TUpdateFaceRecognition,
  TUserDocument,
  TUserMemo,
} from '@centinela/shared/contracts/guard-records';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiPatch, apiPut, apiUpload, type TUploadProgress } from '@/lib/api';
import { invalidateEntities } from '@/lib/live-updates';

export const documentsKey = (userId: string) => ['/api/users', userId, 'documents'];
export const memosKey = (userId: string) => ['/api/users', userId, 'memos'];
export const bannedPostsKey = (userId: string) => ['/api/users', userId, 'banned-posts'];
export const bannablePostsKey = (userId: string) => ['/api/users', userId, 'banned-posts', 'options'];
export const faceKey = (userId: string) => ['/api/users', userId, 'face-recognition'];

export const useDocuments = (userId: string, isEnabled = true) =>
  useQuery<TUserDocument[]>({ queryKey: documentsKey(userId), enabled: isEnabled });
export const useMemos = (userId: string, isEnabled = true) => useQuery<TUserMemo[]>({ queryKey: memosKey(userId), enabled: isEnabled });
export const useBannedPosts = (userId: string, isEnabled = true) =>
  useQuery<TBannedPosts>({ queryKey: bannedPostsKey(userId), enabled: isEnabled });
export const useBannablePosts = (userId: string, isEnabled = true) =>
  useQuery<TBannablePost[]>({ queryKey: bannablePostsKey(userId), enabled: isEnabled });
export const useFaceRecognition = (userId: string, isEnabled = true) =>
  useQuery<TFaceRecognition>({ queryKey: faceKey(userId), enabled: isEnabled });

/** Spec section 7: the user lists refresh after user changes (not this user's own record queries). */
export const invalidateUserLists = (queryClient: QueryClient) => void invalidateEntities(queryClient, ['users']);

type TUploadVariables = { file: File; fields: Record<string, string>; onProgress?: (progress: TUploadProgress) => void };

const toFormData = ({ file, fields }: TUploadVariables) => {
  const form = new FormData();
  // Text fields first, so the server has them whatever it reads first.
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('file', file, file.name);
  return form;
};

export const useUploadDocument = (userId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: TUploadVariables) =>
      apiUpload<TUserDocument>(`/api/users/${userId}/upload-document`, toFormData(variables), { onProgress: variables.onProgress }),
    onSuccess: () => invalidateEntities(queryClient, ['user-documents']),
  });
};

export const useDeleteDocument = (userId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documentId: string) => apiDelete<void>(`/api/users/${userId}/documents/${documentId}`),
    onSuccess: () => invalidateEntities(queryClient, ['user-documents']),
  });
};

export const useUploadMemo = (userId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: TUploadVariables) =>
      apiUpload<TUserMemo>(`/api/users/${userId}/upload-memo`, toFormData(variables), { onProgress: variables.onProgress }),
    onSuccess: () => invalidateEntities(queryClient, ['user-memos']),
  });
};

export const useDeleteMemo = (userId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memoId: string) => apiDelete<void>(`/api/users/${userId}/memos/${memoId}`),
    onSuccess: () => invalidateEntities(queryClient, ['user-memos']),
  });
};

export const useUpdateBannedPosts = (userId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (postIds: string[]) => apiPut<TBannedPosts>(`/api/users/${userId}/banned-posts`, { postIds }),
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
        newPhotoIds = (await apiUpload<TFaceUploadResult>(`/api/users/${userId}/face-photos`, form, { onProgress })).fileIds;
      }
      const body: TUpdateFaceRecognition = { facePhotos: [...keptPhotoIds, ...newPhotoIds], faceRecognitionComplete };
      if (video) {
        const form = new FormData();
        form.append('file', video, video.type.includes('mp4') ? 'face-video.mp4' : 'face-video.webm');
        body.faceVideo = (await apiUpload<TFaceUploadResult>(`/api/users/${userId}/face-video`, form, { onProgress })).fileIds[0];
      }
      return apiPatch<TFaceRecognition>(`/api/users/${userId}/face-recognition`, body);
    },
    onSuccess: (data) => {
      queryClient.setQueryData(faceKey(userId), data);
      invalidateUserLists(queryClient);
    },
  });
};
