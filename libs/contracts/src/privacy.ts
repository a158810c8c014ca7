import type { ActivitySource, ActivityStatus } from './activities';
import type { ActivityUploadState, UploadRefusal } from './activity-uploads';
import type { Role } from './roles';
import type { StravaAccessType } from './strava';

/** POST /account-deletion/by-email: someone who cannot sign in asks for a deletion link (public). */
export interface DeletionLinkRequest {
  email: string;
}

/** POST /account-deletion/confirm: the code of a mailed deletion link (public). */
export interface ConfirmDeletionRequest {
  code: string;
}

/** A deletion request: when it was made and the day (YYYY-MM-DD, Europe/Warsaw) it is carried out. */
export interface DeletionRequestState {
  requestedAt: string;
  dueDay: string;
}

/** POST /account-deletion and /account-deletion/confirm answer the message shown and the request. */
export interface DeletionRequestedResponse extends DeletionRequestState {
  message: string;
}

/** A pending request, as a platform admin's list shows it (GET /account-deletion/requests): the account by its e-mail, without the name (libs/domain visibility.ts). */
export interface PendingDeletionRow extends DeletionRequestState {
  userId: number;
  email: string;
  companyName: string | null;
}

export interface PendingDeletionsResponse {
  items: PendingDeletionRow[];
}

/** GET /user/export: everything the product holds about the caller, as one JSON file. */
export interface UserDataExport {
  exportedAt: string;
  profile: {
    id: number;
    name: string;
    email: string;
    diplomaName: string | null;
    role: Role;
    company: { id: number; name: string } | null;
    createdAt: string;
    termsAcceptedAt: string | null;
    totals: { kmSum: number; treeSum: number; activityCount: number };
    /** the name kept off shared rankings */
    hideName: boolean;
  };
  team: { id: number; name: string } | null;
  activities: Array<{
    id: number;
    day: string;
    startTime: string;
    type: string;
    distanceKm: number;
    trees: number;
    source: ActivitySource;
    status: ActivityStatus;
    flagged: boolean;
    createdAt: string;
  }>;
  /** the files the user uploaded, as their summaries: the files and their tracks are not kept */
  uploads: Array<{
    id: number;
    fileName: string;
    state: ActivityUploadState;
    refusal: UploadRefusal | null;
    startTime: string | null;
    distanceKm: number | null;
    elapsedSeconds: number | null;
    deviceName: string | null;
    activityId: number | null;
    uploadedAt: string;
  }>;
  /** current and replaced diplomas, with the public PDF's path and the verification code */
  diplomas: Array<{ id: number; name: string; lang: string; km: number | null; trees: number; verificationCode: string; documentPath: string; createdAt: string; replacedAt: string | null }>;
  survey: { q1: number | null; q2: number | null; q3: string | null; answeredAt: string | null } | null;
  /** never the tokens */
  strava: { athleteId: string; accessType: StravaAccessType; scope: string; connectedAt: string } | null;
  deletionRequest: DeletionRequestState | null;
}
