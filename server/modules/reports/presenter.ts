/** The one mapping of a question report from its stored row to the contract (learner's and administrator's view). */
import type { AdminReport, Report } from '@common/schemas/report';

export interface ReportRow {
  id: number;
  question_id: number;
  reason: string;
  comment: string | null;
  status: string;
  created_at: string;
}

export function presentReport(row: ReportRow): Report {
  return {
    id: row.id,
    questionId: row.question_id,
    reason: row.reason as Report['reason'],
    comment: row.comment,
    status: row.status as Report['status'],
    createdAt: row.created_at,
  };
}

/** A report as the administrator's list shows it: with its question, module and how many open reports that question has. */
export function presentAdminReport(row: ReportRow & { questionText: string; moduleId: number; moduleName: string; reporterCount: number | string | null }): AdminReport {
  return {
    ...presentReport(row),
    questionText: row.questionText,
    moduleId: row.moduleId,
    moduleName: row.moduleName,
    reporterCount: Number(row.reporterCount ?? 0),
  };
}
