import type { UpdateProfileRequest } from '@lesne/contracts';
import { NAME_MAX_LENGTH } from '@lesne/domain';
import { Flag, Name, Optional, Trimmed } from '../common/fields';

/** The user's name, and whether they keep it off shared rankings; either or both. */
export class UpdateProfileDto implements UpdateProfileRequest {
  @Optional()
  @Trimmed()
  @Name(NAME_MAX_LENGTH)
  name?: string;

  @Optional()
  @Flag()
  hideName?: boolean;
}
