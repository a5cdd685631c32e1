/** The reports feature as other features use it: they import from here, never from its files (docs/architecture.md, "Rules the linter enforces"). */
export { reportsKeys } from './api/keys';
export { sendHeldReports } from './api/report-question';
export { ReportButton } from './components/report-button';
export { REPORT_REASON_TEXT } from './reasons';
