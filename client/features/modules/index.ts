/** The modules feature as other features use it: they import from here, never from its files (docs/architecture.md, "Rules the linter enforces"). */
export { certificateQuery } from './api/get-certificate';
export { certificateModulesQuery } from './api/get-certificate-modules';
export { modulesKeys } from './api/keys';
