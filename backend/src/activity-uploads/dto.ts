import type { ConfirmUploadRequest } from '@lesne/contracts';
import { Id } from '../common/fields';

export class ConfirmUploadDto implements ConfirmUploadRequest {
  @Id('activities.typeRequired')
  activityType: number;
}
