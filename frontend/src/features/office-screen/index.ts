export { OFFICE_SCREEN_PATH, officeScreenUrl } from './office-screen-link';
