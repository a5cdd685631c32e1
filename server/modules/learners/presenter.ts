/** The one mapping of a learner account, as administrators see it, from its stored row to the contract. */
import type { LearnerRow } from '@common/schemas/learner-admin';

export interface StoredLearner {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  created_at: string;
  disabled_at: string | null;
  password_hash: string | null;
  /** Submitted and unsubmitted quiz sessions. */
  attempts: number | string | null;
  /** The last session's completion and the last use of a sign-in token: the later is the last activity. */
  lastSession: unknown;
  lastToken: unknown;
}

export function presentLearner(r: StoredLearner): LearnerRow {
  const times = [r.lastSession, r.lastToken].filter((v): v is string => typeof v === 'string');
  return {
    id: r.id,
    email: r.email,
    firstName: r.first_name,
    lastName: r.last_name,
    createdAt: r.created_at,
    lastActiveAt: times.length === 0 ? null : times.reduce((a, b) => (a > b ? a : b)),
    attempts: Number(r.attempts ?? 0),
    disabled: r.disabled_at !== null,
    passwordSet: r.password_hash !== null,
  };
}
