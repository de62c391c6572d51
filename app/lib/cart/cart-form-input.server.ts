import {CartForm} from '@shopify/hydrogen';
import {data} from 'react-router';
import {z} from 'zod';
import {CART_BUYER_IDENTITY} from './cart-cookie.server';
import type {CartOperation} from './cart-rules.server';

// The most one line may hold; Shopify refuses more anyway.
export const MAX_LINE_QUANTITY = 999;

// A typed quantity wins over the one the form was drawn with.
export const QUANTITY_FIELD = 'quantity';
export const DISCOUNT_CODE_FIELD = 'discountCode';

// Not z.coerce: it would take `0x10`, `1e2`, `true` or ` 3` for quantities.
const quantityFrom = (min: number) =>
  z
    .union([z.number().int(), z.string().regex(/^\d{1,4}$/).transform(Number)])
    .pipe(z.number().min(min).max(MAX_LINE_QUANTITY));
const quantity = quantityFrom(0);
const text = z.string().trim().min(1).max(255);

const LinesAdd = z.object({
  lines: z
    .array(
      z.object({
        merchandiseId: text,
        quantity: quantityFrom(1).optional(),
        sellingPlanId: text.optional(),
        attributes: z.array(z.object({key: text, value: z.string().max(255)})).optional(),
      }),
    )
    .min(1)
    .max(250),
});

const LinesUpdate = z.object({
  lines: z.array(z.object({id: text, quantity})).min(1).max(250),
  [QUANTITY_FIELD]: quantity.optional(),
});

const LinesRemove = z.object({lineIds: z.array(text).min(1).max(250)});

const DiscountCodesUpdate = z.object({
  discountCodes: z.array(z.string().trim().max(255)).max(250).optional(),
  [DISCOUNT_CODE_FIELD]: z.string().trim().max(255).optional(),
});

const BuyerIdentityUpdate = z.object({
  buyerIdentity: z
    .object({email: z.email().optional(), phone: z.string().trim().max(40).optional()})
    .optional(),
});

const CartFormInputField = z.object({action: z.string(), inputs: z.record(z.string(), z.unknown()).optional()});

// CartForm.getFormInput throws on input no CartForm sends (not JSON, no action, sent twice): a 400, not a 500.
export function readCartFormInput(form: FormData): ReturnType<typeof CartForm.getFormInput> {
  const fields = form.getAll('cartFormInput');
  const readable =
    fields.length === 1 &&
    typeof fields[0] === 'string' &&
    CartFormInputField.safeParse(parseJson(fields[0])).success;
  if (!readable) throw data({badForm: 'body'}, {status: 400});
  return CartForm.getFormInput(form);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export interface ParsedCartForm {
  operation: CartOperation;
  enteredCode?: string;
}

// Keeps only what Shopify needs: not the `selectedVariant` a CartForm sends for optimistic UI.
export function parseCartForm(input: {action?: unknown; inputs?: Record<string, unknown>}): ParsedCartForm | null {
  const inputs = input.inputs ?? {};
  switch (input.action) {
    case 'LinesAdd': {
      const parsed = LinesAdd.safeParse(inputs);
      if (!parsed.success) return null;
      return {
        operation: {
          action: 'LinesAdd',
          lines: parsed.data.lines.map((line) => ({...line, quantity: line.quantity ?? 1})),
        },
      };
    }
    case 'LinesUpdate': {
      const parsed = LinesUpdate.safeParse(inputs);
      if (!parsed.success) return null;
      const typed = parsed.data[QUANTITY_FIELD];
      const lines =
        typed !== undefined && parsed.data.lines.length === 1
          ? [{id: parsed.data.lines[0].id, quantity: typed}]
          : parsed.data.lines;
      return {operation: {action: 'LinesUpdate', lines}};
    }
    case 'LinesRemove': {
      const parsed = LinesRemove.safeParse(inputs);
      return parsed.success ? {operation: {action: 'LinesRemove', lineIds: parsed.data.lineIds}} : null;
    }
    case 'DiscountCodesUpdate': {
      const parsed = DiscountCodesUpdate.safeParse(inputs);
      if (!parsed.success) return null;
      const entered = parsed.data[DISCOUNT_CODE_FIELD] ?? '';
      const codes = [entered, ...(parsed.data.discountCodes ?? [])].filter(Boolean);
      const unique = codes.filter(
        (code, index) => codes.findIndex((other) => other.toUpperCase() === code.toUpperCase()) === index,
      );
      return {
        operation: {action: 'DiscountCodesUpdate', discountCodes: unique},
        ...(entered ? {enteredCode: entered} : {}),
      };
    }
    case 'BuyerIdentityUpdate': {
      const parsed = BuyerIdentityUpdate.safeParse(inputs);
      if (!parsed.success) return null;
      return {
        operation: {
          action: 'BuyerIdentityUpdate',
          buyerIdentity: {...parsed.data.buyerIdentity, ...CART_BUYER_IDENTITY},
        },
      };
    }
    default:
      return null;
  }
}
