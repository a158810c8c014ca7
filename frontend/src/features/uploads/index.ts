export { UploadsCard } from './UploadsCard';
