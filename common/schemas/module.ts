import { z } from 'zod';
import { BodyIdSchema, IdSchema, requiredText } from './api-error';

export const QuestionCountsSchema = z.object({
  easy: z.number().int(),
  medium: z.number().int(),
  hard: z.number().int(),
});
export type QuestionCounts = z.infer<typeof QuestionCountsSchema>;

export const ModuleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  certificateId: z.number().int(),
  order: z.number().int(),
  hasQuestions: z.boolean(),
  questionCounts: QuestionCountsSchema,
});
export type Module = z.infer<typeof ModuleSchema>;

export const ModuleDetailSchema = ModuleSchema.extend({ certificateName: z.string() });
export type ModuleDetail = z.infer<typeof ModuleDetailSchema>;

const OrderSchema = z.number({ error: 'Order must be a whole number' }).int('Order must be a whole number').min(0, 'Order must be 0 or more').max(100_000, 'Order must be at most 100000');

export const ModuleCreateSchema = z.strictObject({
  name: requiredText('Name', 200),
  description: requiredText('Description', 2000),
  certificateId: BodyIdSchema('Certificate'),
  order: OrderSchema.default(1),
});
export type ModuleCreate = z.infer<typeof ModuleCreateSchema>;

export const ModuleUpdateSchema = z.strictObject({
  name: requiredText('Name', 200),
  description: requiredText('Description', 2000),
  order: OrderSchema.optional(),
});
export type ModuleUpdate = z.infer<typeof ModuleUpdateSchema>;

export const ModuleListQuerySchema = z.strictObject({ certificateId: IdSchema });
