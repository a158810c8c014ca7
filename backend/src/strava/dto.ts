import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { STRAVA_RESULTS_ON_DISCONNECT, type StravaCodeRequest, type StravaConsent, type StravaResultsOnDisconnect, type StravaUpdateRequest } from '@lesne/contracts';
import { DEFAULT_PAGE_SIZE } from '@lesne/domain';
import { Day, Id, Nested, OneOf, PageQuery, PageSizeOption, RequiredText, Trimmed } from '../common/fields';

/** Strava's codes are 40 hex characters today; the limit leaves room and bounds what we pass on. */
const CODE_MAX_LENGTH = 200;
/** the strava_connection.scope column */
const SCOPE_MAX_LENGTH = 200;
/** Strava's challenge is a short random text; nothing longer is echoed back. */
const CHALLENGE_MAX_LENGTH = 255;

/** The consent text's versions are dates (STRAVA_CONSENT_VERSION); whether it is the current one is the service's rule. */
const CONSENT_VERSION_MAX_LENGTH = 20;

export class StravaConsentDto implements StravaConsent {
  @RequiredText(CONSENT_VERSION_MAX_LENGTH)
  version: string;

  @OneOf(STRAVA_RESULTS_ON_DISCONNECT)
  onDisconnect: StravaResultsOnDisconnect;
}

export class StravaCodeDto implements StravaCodeRequest {
  @Trimmed()
  @RequiredText(CODE_MAX_LENGTH)
  code: string;

  /** as Strava wrote it in the redirect: scopes separated by commas; empty when none was granted */
  @IsString({ message: 'validation.required' })
  @MaxLength(SCOPE_MAX_LENGTH, { message: 'validation.maxLength|$constraint1' })
  @Matches(/^([a-z_:]+(,[a-z_:]+)*)?$/, { message: 'validation.invalid' })
  scope: string;

  @Nested(() => StravaConsentDto)
  consent: StravaConsentDto;
}

export class StravaUpdateDto implements StravaUpdateRequest {
  @Id()
  user_id: number;

  @Day()
  date_from: string;
}

export class StravaImportsQueryDto extends PageQuery({ rule: PageSizeOption(), byDefault: DEFAULT_PAGE_SIZE }) {}

/** Strava's check of our webhook: GET ?hub.mode=subscribe&hub.challenge=…&hub.verify_token=… */
export class WebhookChallengeDto {
  @IsOptional() @RequiredText(CHALLENGE_MAX_LENGTH)
  'hub.mode'?: string;

  @IsOptional() @RequiredText(CHALLENGE_MAX_LENGTH)
  'hub.verify_token'?: string;

  @RequiredText(CHALLENGE_MAX_LENGTH)
  'hub.challenge': string;
}
