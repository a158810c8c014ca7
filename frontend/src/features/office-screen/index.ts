export { linkLanguage, OFFICE_SCREEN_PATH, officeScreenUrl } from './office-screen-link';
export { officeScreenQuery } from './office-screen.queries';
