// Endpoints of the uniforms and accessories area (spec: /uniforms-accessories). Schemas: contracts/uniforms-accessories.ts.
import { z } from 'zod';
import { ZIdParams } from '../contracts/common';
import {
  ZUniformCategory,
  ZUniformCategoryInput,
  ZUniformGuardOption,
  ZUniformIssue,
  ZUniformIssueInput,
  ZUniformIssueListQuery,
  ZUniformIssuePage,
  ZUniformItem,
  ZUniformItemInput,
  ZUniformItemListQuery,
  ZUniformItemPage,
  ZUniformReturnInput,
  ZUniformStockChange,
  ZUniformStockMove,
} from '../contracts/uniforms-accessories';
import { defineEndpoint } from './define';

const tag = 'uniforms-accessories';
const resource = 'uniforms-accessories';
const view = { action: 'view', resource } as const;
const add = { action: 'add', resource } as const;
const edit = { action: 'edit', resource } as const;
const del = { action: 'delete', resource } as const;

// ---- categories

export const categories = defineEndpoint({
  method: 'GET',
  path: '/api/uniform-categories',
  summary: 'The uniform and accessory categories',
  tag,
  access: view,
  response: z.array(ZUniformCategory),
});

export const createCategory = defineEndpoint({
  method: 'POST',
  path: '/api/uniform-categories',
  summary: 'Adds a uniform category',
  tag,
  access: add,
  body: ZUniformCategoryInput,
  status: 201,
  response: ZUniformCategory,
  errors: [400, 409],
});

export const updateCategory = defineEndpoint({
  method: 'PUT',
  path: '/api/uniform-categories/:id',
  summary: 'Changes a uniform category',
  tag,
  access: edit,
  params: ZIdParams,
  body: ZUniformCategoryInput,
  response: ZUniformCategory,
  errors: [400, 404, 409],
});

export const removeCategory = defineEndpoint({
  method: 'DELETE',
  path: '/api/uniform-categories/:id',
  tag,
  access: del,
  summary: 'Deletes a category; its items stay, without a category',
  params: ZIdParams,
  kind: 'empty',
  errors: [404],
});

// ---- items

export const items = defineEndpoint({
  method: 'GET',
  path: '/api/uniform-items',
  tag,
  access: view,
  summary: 'Items with stock per size and their low-stock state',
  query: ZUniformItemListQuery,
  response: ZUniformItemPage,
});

export const createItem = defineEndpoint({
  method: 'POST',
  path: '/api/uniform-items',
  summary: 'Adds a uniform or accessory item',
  tag,
  access: add,
  body: ZUniformItemInput,
  status: 201,
  response: ZUniformItem,
  errors: [400, 404],
});

export const updateItem = defineEndpoint({
  method: 'PUT',
  path: '/api/uniform-items/:id',
  summary: 'Changes a uniform or accessory item',
  tag,
  access: edit,
  params: ZIdParams,
  body: ZUniformItemInput,
  response: ZUniformItem,
  errors: [400, 404, 409],
});

export const removeItem = defineEndpoint({
  method: 'DELETE',
  path: '/api/uniform-items/:id',
  tag,
  access: del,
  summary: 'Deletes an item that has nothing issued and not returned',
  params: ZIdParams,
  kind: 'empty',
  errors: [404, 409],
});

export const changeStock = defineEndpoint({
  method: 'POST',
  path: '/api/uniform-items/:id/stock',
  tag,
  access: edit,
  summary: 'Restocks (positive) or adjusts (negative) one size; never below zero',
  params: ZIdParams,
  body: ZUniformStockChange,
  response: ZUniformItem,
  errors: [400, 404, 409],
});

export const moves = defineEndpoint({
  method: 'GET',
  path: '/api/uniform-items/:id/moves',
  tag,
  access: view,
  summary: 'The stock history of an item, newest first (at most 200)',
  params: ZIdParams,
  response: z.array(ZUniformStockMove),
  errors: [404],
});

// ---- issues

export const issues = defineEndpoint({
  method: 'GET',
  path: '/api/uniform-issues',
  tag,
  access: view,
  summary: "Items issued to guards (a guard's kit: guardId + status=open)",
  query: ZUniformIssueListQuery,
  response: ZUniformIssuePage,
});

export const guardOptions = defineEndpoint({
  method: 'GET',
  path: '/api/uniform-issues/guards',
  tag,
  access: view,
  summary: 'Employed guards an item can be issued to',
  response: z.array(ZUniformGuardOption),
});

export const issue = defineEndpoint({
  method: 'POST',
  path: '/api/uniform-issues',
  tag,
  access: add,
  summary: 'Issues items to a guard; 409 NOT_ENOUGH_STOCK (nothing written) when the size has fewer in stock',
  body: ZUniformIssueInput,
  status: 201,
  response: ZUniformIssue,
  errors: [400, 404, 409],
});

export const returnIssue = defineEndpoint({
  method: 'POST',
  path: '/api/uniform-issues/:id/return',
  tag,
  access: edit,
  summary: 'Records the return; good and worn items go back to stock',
  params: ZIdParams,
  body: ZUniformReturnInput,
  response: ZUniformIssue,
  errors: [400, 404, 409],
});
