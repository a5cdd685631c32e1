import type { AdminReport } from '@common/schemas/report';

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
