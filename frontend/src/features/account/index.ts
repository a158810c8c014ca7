export { DeletionRequestPanel } from './DeletionRequestPanel';
export { MyDataCard } from './MyDataCard';
export { PendingDeletionsCard } from './PendingDeletionsCard';
