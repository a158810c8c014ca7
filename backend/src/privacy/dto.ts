import type { ConfirmDeletionRequest, DeletionLinkRequest } from '@lesne/contracts';
import { Email, RequiredText } from '../common/fields';

export class DeletionLinkDto implements DeletionLinkRequest {
  @Email()
  email: string;
}

export class ConfirmDeletionDto implements ConfirmDeletionRequest {
  @RequiredText(128)
  code: string;
}
