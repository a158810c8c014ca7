/**
 * Every query of the API and the workers, one namespace per area: `db.teams.teamRows(manager, companyId)`.
 * Each function takes the EntityManager of the caller's transaction (inTransaction) or the data
 * source's own, so the caller decides what commits together.
 */
export * as accountDeletion from './repositories/account-deletion.repository';
export * as activities from './repositories/activities.repository';
export * as activityUploads from './repositories/activity-uploads.repository';
export * as audit from './repositories/audit.repository';
export * as authCodes from './repositories/auth-codes.repository';
export * as certificates from './repositories/certificates.repository';
export * as chatChannels from './repositories/chat-channels.repository';
export * as companies from './repositories/companies.repository';
export * as diplomas from './repositories/diplomas.repository';
export * as documents from './repositories/documents.repository';
export * as events from './repositories/events.repository';
export * as idempotency from './repositories/idempotency.repository';
export * as mail from './repositories/mail.repository';
export * as officeScreens from './repositories/office-screens.repository';
export * as operations from './repositories/operations.repository';
export * as operatorConditions from './repositories/operator-conditions.repository';
export * as ranking from './repositories/ranking.repository';
export * as retention from './repositories/retention.repository';
export * as stravaConnections from './repositories/strava-connections.repository';
export * as stravaData from './repositories/strava-data.repository';
export * as stravaImports from './repositories/strava-imports.repository';
export * as stravaWebhooks from './repositories/strava-webhooks.repository';
export * as survey from './repositories/survey.repository';
export * as teams from './repositories/teams.repository';
export * as totals from './repositories/totals.repository';
export * as userExport from './repositories/user-export.repository';
export * as users from './repositories/users.repository';
export * as verification from './repositories/verification.repository';
export * as weeklyDigest from './repositories/weekly-digest.repository';
