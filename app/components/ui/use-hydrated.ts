import {useSyncExternalStore} from 'react';

const subscribe = () => () => {};

/** False on the server and while hydrating, true once scripts run: what a page without JS shows. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
