import type { SaveSurveyRequest } from '@lesne/contracts';
import { SURVEY_RATING, SURVEY_SUGGESTION_MAX_LENGTH } from '@lesne/domain';
import { Flag, IntInRange, Optional, Text, Trimmed } from '../common/fields';

/** One step of the survey: the answers so far, or a close. */
export class SaveSurveyDto implements SaveSurveyRequest {
  @Optional()
  @IntInRange(SURVEY_RATING)
  q1?: number;

  @Optional()
  @IntInRange(SURVEY_RATING)
  q2?: number;

  @Optional()
  @Trimmed()
  @Text(SURVEY_SUGGESTION_MAX_LENGTH)
  q3?: string;

  @Optional()
  @Flag()
  answered?: boolean;

  @Optional()
  @Flag()
  closed?: boolean;
}
