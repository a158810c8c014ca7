export { EditNameDialog } from './EditNameDialog';
export { HideNameSetting } from './HideNameSetting';
export { profileQuery, useProfile, userKeys } from './user.queries';
