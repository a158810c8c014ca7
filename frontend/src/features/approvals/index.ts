export { refreshReviewCounts, reviewCountsQuery, reviewKeys } from './approvals.queries';
