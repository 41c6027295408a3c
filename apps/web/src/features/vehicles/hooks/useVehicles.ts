// Queries and mutations of the vehicles area, through the typed client (endpoints/vehicles.ts).
import type {
  TVehicleAssignmentInput,
  TVehicleInput,
  TVehicleInspectionInput,
  TVehicleLogInput,
} from '@centinela/shared/contracts/vehicles';
import * as vehiclesApi from '@centinela/shared/endpoints/vehicles';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiQuery, callApi, uploadApi } from '@/lib/api-client';
import { invalidateEntities } from '@/lib/live-updates';

export type TVehicleFilters = { search: string; service: string; expiry: string };

export const useVehiclesPage = (filters: TVehicleFilters, page: number, pageSize: number) =>
  useQuery({
    ...apiQuery(vehiclesApi.list, {
      query: {
        page,
        pageSize,
        search: filters.search.trim() || undefined,
        service: (filters.service || undefined) as 'in_service' | 'out_of_service' | undefined,
        expiry: (filters.expiry || undefined) as 'expiring' | 'expired' | undefined,
      },
    }),
    placeholderData: (previous) => previous,
  });

export const useVehicle = (id: string | null) =>
  useQuery({ ...apiQuery(vehiclesApi.get, { params: { id: id ?? '' } }), enabled: Boolean(id) });

export const useVehicleFormOptions = (isEnabled = true) => useQuery({ ...apiQuery(vehiclesApi.formOptions), enabled: isEnabled });

export const useVehicleActions = () => {
  const client = useQueryClient();
  const onSuccess = () => invalidateEntities(client, ['vehicles']);
  return {
    save: useMutation({
      mutationFn: ({ id, body }: { id?: string; body: TVehicleInput }) =>
        id ? callApi(vehiclesApi.update, { params: { id }, body }) : callApi(vehiclesApi.create, { body }),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (id: string) => callApi(vehiclesApi.remove, { params: { id } }), onSuccess }),
    uploadImages: useMutation({
      mutationFn: ({ id, files }: { id: string; files: readonly File[] }) => {
        const body = new FormData();
        for (const file of files) body.append('file', file);
        return uploadApi(vehiclesApi.uploadImages, { params: { id }, body });
      },
      onSuccess,
    }),
    removeImage: useMutation({
      mutationFn: ({ id, fileId }: { id: string; fileId: string }) => callApi(vehiclesApi.removeImage, { params: { id, fileId } }),
      onSuccess,
    }),
    uploadDocument: useMutation({
      mutationFn: ({
        id,
        file,
        fields,
      }: {
        id: string;
        file: File;
        fields: { title: string; documentType: string; expiryDate: string };
      }) => {
        const body = new FormData();
        body.append('title', fields.title);
        body.append('documentType', fields.documentType);
        body.append('expiryDate', fields.expiryDate);
        body.append('file', file);
        return uploadApi(vehiclesApi.uploadDocument, { params: { id }, body });
      },
      onSuccess,
    }),
    removeDocument: useMutation({
      mutationFn: ({ id, fileId }: { id: string; fileId: string }) => callApi(vehiclesApi.removeDocument, { params: { id, fileId } }),
      onSuccess,
    }),
    assign: useMutation({
      mutationFn: ({ id, body }: { id: string; body: TVehicleAssignmentInput }) => callApi(vehiclesApi.assign, { params: { id }, body }),
      onSuccess,
    }),
    addLog: useMutation({
      mutationFn: ({ id, body }: { id: string; body: TVehicleLogInput }) => callApi(vehiclesApi.addLog, { params: { id }, body }),
      onSuccess,
    }),
    addInspection: useMutation({
      mutationFn: ({ id, body }: { id: string; body: TVehicleInspectionInput }) =>
        callApi(vehiclesApi.addInspection, { params: { id }, body }),
      onSuccess,
    }),
    uploadInspectionPhotos: useMutation({
      mutationFn: ({ id, inspectionId, files }: { id: string; inspectionId: string; files: readonly File[] }) => {
        const body = new FormData();
        for (const file of files) body.append('file', file);
        return uploadApi(vehiclesApi.uploadInspectionPhotos, { params: { id, inspectionId }, body });
      },
      onSuccess,
    }),
    fixDefect: useMutation({
      mutationFn: ({ id, defectId }: { id: string; defectId: string }) => callApi(vehiclesApi.fixDefect, { params: { id, defectId } }),
      onSuccess,
    }),
  };
};
