export { ChatSimulator } from './simulator';
export { headlineOf, type ChatSimPost } from './page';
