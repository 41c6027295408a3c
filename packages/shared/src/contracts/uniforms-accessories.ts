// Uniforms and accessories (spec: /uniforms-accessories): categories, items with stock per size and a unit cost,
// issues to guards and returns, stock moves.
import { z } from 'zod';
import { ZDateString, ZId, ZOptionalText, ZPageQuery, ZPaginated, ZRequiredText } from './common';
import { ZCents } from './money';

export const UNIFORM_ISSUE_CONDITIONS = ['new', 'good', 'worn'] as const;
/** Good and worn returns go back to stock; damaged and lost do not. */
export const UNIFORM_RETURN_CONDITIONS = ['good', 'worn', 'damaged', 'lost'] as const;
export type TUniformReturnCondition = (typeof UNIFORM_RETURN_CONDITIONS)[number];
export const RESTOCKED_RETURN_CONDITIONS: readonly TUniformReturnCondition[] = ['good', 'worn'];
export const UNIFORM_MOVE_REASONS = ['restock', 'adjust', 'issue', 'return'] as const;

export const UNIFORM_MESSAGES = {
  nameTaken: 'uniformsAccessories:validation.nameTaken',
  sizesUnique: 'uniformsAccessories:validation.sizesUnique',
  sizeRequired: 'uniformsAccessories:validation.sizeRequired',
  notEnoughStock: 'uniformsAccessories:validation.notEnoughStock',
  sizeInUse: 'uniformsAccessories:validation.sizeInUse',
  deltaZero: 'uniformsAccessories:validation.deltaZero',
} as const;

// ---- categories

export const ZUniformCategoryInput = z.object({ name: ZRequiredText(80) });
export type TUniformCategoryInput = z.input<typeof ZUniformCategoryInput>;
export const ZUniformCategory = z.object({
  id: ZId,
  name: z.string(),
  itemCount: z.number().int(),
  can: z.object({ update: z.boolean(), delete: z.boolean() }),
});
export type TUniformCategory = z.infer<typeof ZUniformCategory>;

// ---- items

const ZSizeName = ZRequiredText(20);

export const ZUniformItemInput = z.object({
  categoryId: ZId.nullish().transform((v) => v ?? null),
  name: ZRequiredText(120),
  unitCostCents: ZCents,
  lowStockThreshold: z.number().int().min(0).max(100_000).default(0),
  /** Every size of the item; a new size starts with its stock (creation) or 0. A size left out is removed (409 if in use). */
  sizes: z
    .array(z.object({ size: ZSizeName, stock: z.number().int().min(0).max(100_000).default(0) }))
    .min(1, { message: UNIFORM_MESSAGES.sizeRequired })
    .max(30)
    .refine((sizes) => new Set(sizes.map((s) => s.size.toLowerCase())).size === sizes.length, { message: UNIFORM_MESSAGES.sizesUnique }),
});
export type TUniformItemInput = z.input<typeof ZUniformItemInput>;
export type TUniformItemInputParsed = z.output<typeof ZUniformItemInput>;

export const ZUniformSize = z.object({ id: ZId, size: z.string(), stock: z.number().int(), isLowStock: z.boolean() });
export type TUniformSize = z.infer<typeof ZUniformSize>;

export const ZUniformItemCan = z.object({ update: z.boolean(), delete: z.boolean(), adjustStock: z.boolean(), issue: z.boolean() });

export const ZUniformItem = z.object({
  id: ZId,
  categoryId: ZId.nullable(),
  categoryName: z.string().nullable(),
  name: z.string(),
  unitCostCents: z.number().int(),
  lowStockThreshold: z.number().int(),
  sizes: z.array(ZUniformSize),
  totalStock: z.number().int(),
  /** Quantity issued to guards and not returned. */
  issuedQuantity: z.number().int(),
  /** Some size is at or below the item's threshold. */
  isLowStock: z.boolean(),
  can: ZUniformItemCan,
});
export type TUniformItem = z.infer<typeof ZUniformItem>;

export const ZUniformItemListQuery = ZPageQuery.extend({
  search: z.string().trim().max(100).optional(),
  categoryId: ZId.optional(),
  lowStock: z.enum(['true', 'false']).optional(),
});
export type TUniformItemListQuery = z.input<typeof ZUniformItemListQuery>;
export const ZUniformItemPage = ZPaginated(ZUniformItem);
export type TUniformItemPage = z.infer<typeof ZUniformItemPage>;

/** A restock (positive) or an adjustment (negative) of one size. */
export const ZUniformStockChange = z.object({
  sizeId: ZId,
  delta: z
    .number()
    .int()
    .min(-100_000)
    .max(100_000)
    .refine((n) => n !== 0, { message: UNIFORM_MESSAGES.deltaZero }),
  note: ZOptionalText(300),
});
export type TUniformStockChange = z.input<typeof ZUniformStockChange>;

export const ZUniformStockMove = z.object({
  id: ZId,
  size: z.string(),
  delta: z.number().int(),
  reason: z.enum(UNIFORM_MOVE_REASONS),
  note: z.string().nullable(),
  guardName: z.string().nullable(),
  actorName: z.string().nullable(),
  createdAt: z.string(),
});
export type TUniformStockMove = z.infer<typeof ZUniformStockMove>;

// ---- issues

export const ZUniformIssueInput = z.object({
  itemId: ZId,
  sizeId: ZId,
  guardId: ZId,
  quantity: z.number().int().min(1).max(1000),
  issuedOn: ZDateString,
  condition: z.enum(UNIFORM_ISSUE_CONDITIONS),
  /** Payroll (issue 18): charge the item's cost × quantity to the guard as a deduction taken over this many pay runs. */
  deductInstalments: z.number().int().min(1).max(52).nullish(),
});
export type TUniformIssueInput = z.input<typeof ZUniformIssueInput>;

export const ZUniformReturnInput = z.object({ returnedOn: ZDateString, condition: z.enum(UNIFORM_RETURN_CONDITIONS) });
export type TUniformReturnInput = z.input<typeof ZUniformReturnInput>;

export const ZUniformIssue = z.object({
  id: ZId,
  itemId: ZId,
  itemName: z.string(),
  size: z.string(),
  guardId: ZId,
  guardName: z.string(),
  quantity: z.number().int(),
  issuedOn: z.string(),
  condition: z.enum(UNIFORM_ISSUE_CONDITIONS),
  returnedOn: z.string().nullable(),
  returnCondition: z.enum(UNIFORM_RETURN_CONDITIONS).nullable(),
  unitCostCents: z.number().int(),
  can: z.object({ return: z.boolean() }),
});
export type TUniformIssue = z.infer<typeof ZUniformIssue>;

export const ZUniformIssueListQuery = ZPageQuery.extend({
  guardId: ZId.optional(),
  itemId: ZId.optional(),
  status: z.enum(['open', 'returned', 'all']).default('all'),
});
export type TUniformIssueListQuery = z.input<typeof ZUniformIssueListQuery>;
export const ZUniformIssuePage = ZPaginated(ZUniformIssue);
export type TUniformIssuePage = z.infer<typeof ZUniformIssuePage>;

export const ZUniformGuardOption = z.object({ id: ZId, name: z.string() });
