import type { ActivityUploadItem } from '@lesne/contracts';
import type { db } from '@lesne/db';

/** An upload as its owner's list shows it; trees when it became a result. */
export function toUploadItem(upload: db.activityUploads.UploadSummary, trees: number | null = null): ActivityUploadItem {
  return {
    id: upload.id,
    fileName: upload.fileName,
    state: upload.state,
    refusal: upload.refusal,
    holdReason: upload.holdReason,
    startTime: upload.startTime ? String(upload.startTime.getTime()) : null,
    day: upload.day,
    distanceKm: upload.distance,
    elapsedSeconds: upload.elapsedSeconds,
    movingSeconds: upload.movingSeconds,
    detectedType: upload.detectedType,
    deviceName: upload.deviceName,
    activityId: upload.activityId,
    trees,
    uploadedAt: upload.createdAt.toISOString(),
  };
}
