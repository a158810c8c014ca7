import type { UpdateProfileRequest } from '@lesne/contracts';
import { NAME_MAX_LENGTH } from '@lesne/domain';
import { RequiredText, Trimmed } from '../common/fields';

export class UpdateProfileDto implements UpdateProfileRequest {
  @Trimmed()
  @RequiredText(NAME_MAX_LENGTH)
  name: string;
}
