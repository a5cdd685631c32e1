import { z } from 'zod';
import { ModuleDetailSchema } from './module';
import { QuestionSchema } from './question';

/**
 * A module packed for practice without a connection: every live question with its key and
 * explanation, so the device can grade an answer at once (the server grades again on sync).
 */
export const OfflinePackSchema = z.object({
  module: ModuleDetailSchema,
  questions: z.array(QuestionSchema),
  /** When the server packed it (ISO). */
  packedAt: z.string(),
});
export type OfflinePack = z.infer<typeof OfflinePackSchema>;
