import type { AdminReport } from '@common/schemas/report';

/** The reasons a learner can give, in words. */
export const REASON_LABELS: Record<AdminReport['reason'], string> = {
  wrong_answer: 'The answer is wrong',
  unclear: 'Unclear question',
  typo: 'Typo or formatting',
  outdated: 'Out of date',
  other: 'Something else',
};

export interface ReportGroup {
  questionId: number;
  questionText: string;
  moduleId: number;
  moduleName: string;
  reports: AdminReport[];
}

/** Reports of the same question together, groups in the order of their newest report (the list comes newest first). */
export function groupReports(reports: AdminReport[]): ReportGroup[] {
  const groups = new Map<number, ReportGroup>();
  for (const report of reports) {
    let group = groups.get(report.questionId);
    if (!group) {
      group = { questionId: report.questionId, questionText: report.questionText, moduleId: report.moduleId, moduleName: report.moduleName, reports: [] };
      groups.set(report.questionId, group);
    }
    group.reports.push(report);
  }
  return [...groups.values()];
}
