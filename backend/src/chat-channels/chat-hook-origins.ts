import { runsChatSimulator, type AppConfig } from '@lesne/config';

/**
 * Addresses taken as hooks besides Slack's and Microsoft's: the built-in simulator's outside
 * production (so the demo and the tests post to it), and what CHAT_HOOK_ORIGINS adds there.
 */
export function chatHookOrigins(config: AppConfig): string[] {
  if (config.NODE_ENV === 'production') return [];
  const simulator = runsChatSimulator(config) ? [`http://127.0.0.1:${config.CHAT_SIMULATOR_PORT}`] : [];
  return [...simulator, ...config.CHAT_HOOK_ORIGINS];
}
