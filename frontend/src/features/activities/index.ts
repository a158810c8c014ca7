export {
  activityKeys,
  activityTypesQuery,
  approvedActivitiesQuery,
  companyActivitiesQuery,
  myActivitiesQuery,
  useAddActivity,
  useDownloadCompanyActivitiesCsv,
  useFlagActivity,
} from './activities.queries';
export { useActivityFacts, useActivityTypeLabel, useWithheldFacts } from './activity-display';
export { ActivityTable, type ActivitySelection } from './ActivityTable';
export {
  exceedsMaxDistance,
  manualDayBounds,
  parseDistance,
  validateAddResult,
  type AddResultValues,
  type ManualWindow,
} from './add-result-form';
export { useActivityDeletion } from './useActivityDeletion';
