export { useLiveCache } from './useLiveCache';
