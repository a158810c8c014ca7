import { LANGS, type Lang, type UpdateProfileRequest } from '@lesne/contracts';
import { NAME_MAX_LENGTH } from '@lesne/domain';
import { IsIn } from 'class-validator';
import { Flag, Name, Optional, Trimmed } from '../common/fields';

/** The user's name, whether they keep it off shared rankings, whether they get the weekly digest, and their mails' language; any of them. */
export class UpdateProfileDto implements UpdateProfileRequest {
  @Optional()
  @Trimmed()
  @Name(NAME_MAX_LENGTH)
  name?: string;

  @Optional()
  @Flag()
  hideName?: boolean;

  @Optional()
  @Flag()
  weeklyDigest?: boolean;

  @Optional()
  @IsIn(LANGS)
  lang?: Lang;
}
