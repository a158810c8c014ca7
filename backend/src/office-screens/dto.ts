import { OFFICE_SCREEN_NAME_MAX_LENGTH, type CreateOfficeScreenRequest } from '@lesne/contracts';
import { Name, Trimmed } from '../common/fields';

export class CreateOfficeScreenDto implements CreateOfficeScreenRequest {
  @Trimmed()
  @Name(OFFICE_SCREEN_NAME_MAX_LENGTH)
  name: string;
}
