/** The dashboard feature as other features use it: they import from here, never from its files (docs/architecture.md, "Rules the linter enforces"). */
export { certificatesQuery, useCertificates } from './api/get-certificates';
export { dashboardKeys } from './api/keys';
export { LevelBadge } from './components/level-badge';
