export { StravaLinkCard } from './StravaLinkCard';
