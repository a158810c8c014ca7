export { EditNameDialog } from './EditNameDialog';
export { profileQuery, useProfile, userKeys } from './user.queries';
