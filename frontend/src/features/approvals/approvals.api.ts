import type {
  ActivityItem,
  ActivityListResponse,
  ApprovalRequest,
  BulkApprovalRequest,
  BulkApprovalResponse,
  FlaggedDecisionRequest,
  MessageResponse,
  PendingListQuery,
  PendingListResponse,
  ReviewCounts,
} from '@lesne/contracts';
import { http } from '../../shared/api/http';

/** A page of the entries waiting for approval, oldest first. */
export async function fetchPendingActivities(query: PendingListQuery): Promise<PendingListResponse> {
  const { data } = await http.get<PendingListResponse>('/activity/pending', { params: query });
  return data;
}

/** The same decision on several pending entries, all or none; answers how many were decided. */
export async function decideActivities(ids: number[], status: BulkApprovalRequest['status']): Promise<number> {
  const body: BulkApprovalRequest = { ids, status };
  const { data } = await http.post<BulkApprovalResponse>('/activity/manual-approval/bulk', body);
  return data.count;
}

export async function decideActivity(activityId: number, status: ApprovalRequest['status']): Promise<string> {
  const body: ApprovalRequest = { activity_id: activityId, status };
  const { data } = await http.patch<MessageResponse>('/activity/manual-approval', body);
  return data.message;
}

export async function fetchFlaggedActivities(): Promise<ActivityItem[]> {
  const { data } = await http.get<ActivityListResponse>('/activity/flagged');
  return data.items;
}

export async function resolveFlag(activityId: number, status: FlaggedDecisionRequest['status']): Promise<string> {
  const body: FlaggedDecisionRequest = { activity_id: activityId, status };
  const { data } = await http.patch<MessageResponse>('/activity/flagged', body);
  return data.message;
}

export async function fetchReviewCounts(): Promise<ReviewCounts> {
  const { data } = await http.get<ReviewCounts>('/activity/review-counts');
  return data;
}
