export { putStravaImport, stravaImportKeys } from './strava-imports.queries';
export { StravaImportProgress } from './StravaImportProgress';
export { StravaUpdateDialog } from './StravaUpdateDialog';
export { useUserImports } from './useUserImports';
