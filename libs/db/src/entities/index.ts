import { Activity } from './activity.entity';
import { ActivityType } from './activity-type.entity';
import { ActivityUpload } from './activity-upload.entity';
import { AuditLog } from './audit-log.entity';
import { AuthCode } from './auth-code.entity';
import { Certificate } from './certificate.entity';
import { ChatChannel } from './chat-channel.entity';
import { Company } from './company.entity';
import { CompanyLogo } from './company-logo.entity';
import { Diploma } from './diploma.entity';
import { DiplomaRun, DiplomaRunItem } from './diploma-run.entity';
import { Emoji } from './emoji.entity';
import { IdempotencyKey } from './idempotency-key.entity';
import { Mail } from './mail.entity';
import { OfficeScreen } from './office-screen.entity';
import { OperatorCondition } from './operator-condition.entity';
import { OutboxMessage } from './outbox-message.entity';
import { StoredDocument } from './stored-document.entity';
import { StravaConnection } from './strava-connection.entity';
import { StravaConsent } from './strava-consent.entity';
import { StravaImport } from './strava-import.entity';
import { StravaNotCounted } from './strava-not-counted.entity';
import { StravaSubscription } from './strava-subscription.entity';
import { SurveyAnswer } from './survey-answer.entity';
import { Team } from './team.entity';
import { TotalsDirty } from './totals-dirty.entity';
import { User } from './user.entity';

export * from './activity.entity';
export * from './activity-type.entity';
export * from './activity-upload.entity';
export * from './audit-log.entity';
export * from './auth-code.entity';
export * from './certificate.entity';
export * from './chat-channel.entity';
export * from './company.entity';
export * from './company-logo.entity';
export * from './diploma.entity';
export * from './diploma-run.entity';
export * from './emoji.entity';
export * from './idempotency-key.entity';
export * from './mail.entity';
export * from './office-screen.entity';
export * from './operator-condition.entity';
export * from './outbox-message.entity';
export * from './stored-document.entity';
export * from './strava-connection.entity';
export * from './strava-consent.entity';
export * from './strava-import.entity';
export * from './strava-not-counted.entity';
export * from './strava-subscription.entity';
export * from './survey-answer.entity';
export * from './team.entity';
export * from './totals-dirty.entity';
export * from './user.entity';

export const ENTITIES = [
  Activity, ActivityType, ActivityUpload, AuditLog, AuthCode, Certificate, ChatChannel, Company, CompanyLogo, Diploma, DiplomaRun, DiplomaRunItem, Emoji, IdempotencyKey, Mail,
  OfficeScreen, OperatorCondition, OutboxMessage, StoredDocument, StravaConnection, StravaConsent, StravaImport, StravaNotCounted, StravaSubscription,
  SurveyAnswer, Team, TotalsDirty, User,
];
