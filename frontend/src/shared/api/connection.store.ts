import { create } from 'zustand';

/**
 * Whether the API answers. It is `reconnecting` from a call that got no answer, or one saying
 * the server is away (a restart, Postgres or Redis down), until the next call that gets one.
 */
interface ConnectionState {
  reconnecting: boolean;
}

export const useConnectionStore = create<ConnectionState>()(() => ({ reconnecting: false }));

export function connectionLost(): void {
  if (!useConnectionStore.getState().reconnecting) useConnectionStore.setState({ reconnecting: true });
}

export function connectionBack(): void {
  if (useConnectionStore.getState().reconnecting) useConnectionStore.setState({ reconnecting: false });
}
