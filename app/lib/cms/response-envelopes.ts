import {z} from 'zod';
import {IsoDateTimeSchema} from './content-fields';

export const PaginationMetaSchema = z.object({
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  pageCount: z.number().int().min(0),
  total: z.number().int().min(0),
});
export type PaginationMeta = z.infer<typeof PaginationMetaSchema>;

export const StrapiErrorSchema = z.object({
  status: z.number().int(),
  name: z.string(),
  message: z.string(),
  details: z.unknown().optional(),
});
export type StrapiError = z.infer<typeof StrapiErrorSchema>;
export const StrapiErrorBodySchema = z.object({data: z.null(), error: StrapiErrorSchema});
export type StrapiErrorBody = z.infer<typeof StrapiErrorBodySchema>;

export const ContentUserSchema = z.object({
  id: z.number().int().positive(),
  documentId: z.string().optional(),
  username: z.string(),
  email: z.string(),
  provider: z.string(),
  confirmed: z.boolean(),
  blocked: z.boolean(),
  createdAt: IsoDateTimeSchema,
  updatedAt: IsoDateTimeSchema,
});
export type ContentUser = z.infer<typeof ContentUserSchema>;

export const AuthResponseSchema = z.object({jwt: z.string().min(1), user: ContentUserSchema});
export type AuthResponse = z.infer<typeof AuthResponseSchema>;
