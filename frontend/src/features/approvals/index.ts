export { reviewCountsQuery, reviewKeys } from './approvals.queries';
