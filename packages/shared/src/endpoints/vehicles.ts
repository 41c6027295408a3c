// Endpoints of the vehicles area (spec: /vehicles). Schemas: contracts/vehicles.ts.
import { ZIdParams } from '../contracts/common';
import {
  ZVehicle,
  ZVehicleAssignmentInput,
  ZVehicleDefectParams,
  ZVehicleDetail,
  ZVehicleFileParams,
  ZVehicleFormOptions,
  ZVehicleInput,
  ZVehicleInspectionInput,
  ZVehicleInspectionParams,
  ZVehicleListQuery,
  ZVehicleLogInput,
  ZVehiclePage,
} from '../contracts/vehicles';
import { defineEndpoint } from './define';

const tag = 'vehicles';
const view = { action: 'view', resource: 'vehicles' } as const;
const edit = { action: 'edit', resource: 'vehicles' } as const;
const uploadErrors = [400, 404, 413, 415] as const;

export const list = defineEndpoint({
  method: 'GET',
  path: '/api/vehicles',
  tag,
  access: view,
  summary: 'Vehicles in scope, one page, with their service and document-expiry state',
  query: ZVehicleListQuery,
  response: ZVehiclePage,
});

export const formOptions = defineEndpoint({
  method: 'GET',
  path: '/api/vehicles/form-options',
  tag,
  access: view,
  summary: 'Posts and guards a vehicle can be assigned to',
  response: ZVehicleFormOptions,
});

export const get = defineEndpoint({
  method: 'GET',
  path: '/api/vehicles/:id',
  tag,
  access: view,
  summary: 'One vehicle with its images, documents, assignments, log and inspections',
  params: ZIdParams,
  response: ZVehicleDetail,
  errors: [404],
});

export const create = defineEndpoint({
  method: 'POST',
  path: '/api/vehicles',
  summary: 'Adds a vehicle',
  tag,
  access: { action: 'add', resource: 'vehicles' },
  body: ZVehicleInput,
  status: 201,
  response: ZVehicle,
  errors: [400, 409],
});

export const update = defineEndpoint({
  method: 'PUT',
  path: '/api/vehicles/:id',
  summary: 'Changes a vehicle',
  tag,
  access: edit,
  params: ZIdParams,
  body: ZVehicleInput,
  response: ZVehicle,
  errors: [400, 404, 409],
});

export const remove = defineEndpoint({
  method: 'DELETE',
  path: '/api/vehicles/:id',
  summary: 'Deletes a vehicle',
  tag,
  access: { action: 'delete', resource: 'vehicles' },
  params: ZIdParams,
  kind: 'empty',
  errors: [404],
});

export const uploadImages = defineEndpoint({
  method: 'POST',
  path: '/api/vehicles/:id/images',
  tag,
  access: edit,
  summary: 'Adds images (multipart: one or more `file` parts; png, jpeg, webp); at most 10 per vehicle',
  params: ZIdParams,
  multipart: true,
  status: 201,
  response: ZVehicleDetail,
  errors: uploadErrors,
});

export const removeImage = defineEndpoint({
  method: 'DELETE',
  path: '/api/vehicles/:id/images/:fileId',
  summary: 'Deletes an image of a vehicle',
  tag,
  access: edit,
  params: ZVehicleFileParams,
  kind: 'empty',
  errors: [404],
});

export const uploadDocument = defineEndpoint({
  method: 'POST',
  path: '/api/vehicles/:id/documents',
  tag,
  access: edit,
  summary: 'Adds a document (multipart: file, title, documentType, expiryDate)',
  params: ZIdParams,
  multipart: true,
  status: 201,
  response: ZVehicleDetail,
  errors: uploadErrors,
});

export const removeDocument = defineEndpoint({
  method: 'DELETE',
  path: '/api/vehicles/:id/documents/:fileId',
  summary: 'Deletes a document of a vehicle',
  tag,
  access: edit,
  params: ZVehicleFileParams,
  kind: 'empty',
  errors: [404],
});

export const file = defineEndpoint({
  method: 'GET',
  path: '/api/vehicles/:id/files/:fileId',
  tag,
  access: view,
  summary: 'The bytes of an image or a document of the vehicle',
  params: ZVehicleFileParams,
  kind: 'file',
  errors: [404],
});

export const assign = defineEndpoint({
  method: 'POST',
  path: '/api/vehicles/:id/assignment',
  tag,
  access: edit,
  summary: 'Assigns the vehicle to a post and/or a guard (both empty: unassigns); the previous assignment is closed',
  params: ZIdParams,
  body: ZVehicleAssignmentInput,
  response: ZVehicleDetail,
  errors: [400, 404],
});

export const addLog = defineEndpoint({
  method: 'POST',
  path: '/api/vehicles/:id/logs',
  tag,
  access: edit,
  summary: 'Logs an odometer reading, with a fill-up when fuel is given',
  params: ZIdParams,
  body: ZVehicleLogInput,
  status: 201,
  response: ZVehicleDetail,
  errors: [400, 404],
});

export const addInspection = defineEndpoint({
  method: 'POST',
  path: '/api/vehicles/:id/inspections',
  tag,
  access: edit,
  summary: 'Records an inspection; each defect keeps the vehicle out of service until fixed',
  params: ZIdParams,
  body: ZVehicleInspectionInput,
  status: 201,
  response: ZVehicleDetail,
  errors: [400, 404],
});

export const uploadInspectionPhotos = defineEndpoint({
  method: 'POST',
  path: '/api/vehicles/:id/inspections/:inspectionId/photos',
  tag,
  access: edit,
  summary: 'Adds photos to an inspection (multipart: one or more `file` parts; png, jpeg, webp); at most 10 per inspection',
  params: ZVehicleInspectionParams,
  multipart: true,
  status: 201,
  response: ZVehicleDetail,
  errors: uploadErrors,
});

export const fixDefect = defineEndpoint({
  method: 'POST',
  path: '/api/vehicles/:id/defects/:defectId/fix',
  summary: 'Marks a reported vehicle defect fixed',
  tag,
  access: edit,
  params: ZVehicleDefectParams,
  response: ZVehicleDetail,
  errors: [404],
});
