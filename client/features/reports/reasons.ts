import type { REPORT_REASONS } from '@common/schemas/report';

type Reason = (typeof REPORT_REASONS)[number];

/**
 * Each reason a learner can give for reporting a question, in words: `choice` as the learner picks it
 * in the report form, `label` as the administrator reads it beside the report.
 */
export const REPORT_REASON_TEXT: Record<Reason, { choice: string; label: string }> = {
  wrong_answer: { choice: 'The marked answer is wrong', label: 'The answer is wrong' },
  unclear: { choice: 'The question or options are unclear', label: 'Unclear question' },
  typo: { choice: 'There is a typo or formatting problem', label: 'Typo or formatting' },
  outdated: { choice: 'It is out of date', label: 'Out of date' },
  other: { choice: 'Something else', label: 'Something else' },
};
