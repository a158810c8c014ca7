export { certificateKeys } from './certificates.queries';
