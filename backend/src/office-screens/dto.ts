import { OFFICE_SCREEN_NAME_MAX_LENGTH, type CreateOfficeScreenRequest } from '@lesne/contracts';
import { RequiredText, Trimmed } from '../common/fields';

export class CreateOfficeScreenDto implements CreateOfficeScreenRequest {
  @Trimmed()
  @RequiredText(OFFICE_SCREEN_NAME_MAX_LENGTH)
  name: string;
}
