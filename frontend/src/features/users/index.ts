export { usePagedUsers } from './usePagedUsers';
export { userListKeys } from './users.queries';
