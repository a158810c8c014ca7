export { EditNameDialog } from './EditNameDialog';
export { ProfileSwitch } from './ProfileSwitch';
export { profileQuery, useMailLanguage, useProfile, userKeys } from './user.queries';
