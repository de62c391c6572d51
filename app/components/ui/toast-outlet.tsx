import {Suspense, lazy, useSyncExternalStore} from 'react';
import {ToastAnnouncer} from './toast-announcer';

// react-hot-toast and the helper's checks load when a page first needs a toast (a form is
// focused, an answer arrives), not with every page: most visits never see one.
const loadHelper = () => import('./toast');
const AppToaster = lazy(() => import('./app-toaster').then((module) => ({default: module.AppToaster})));

let requested = false;
const listeners = new Set<() => void>();

export function requestToasts(): ReturnType<typeof loadHelper> {
  if (!requested) {
    requested = true;
    listeners.forEach((listener) => listener());
  }
  return loadHelper();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function ToastOutlet() {
  const mounted = useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
  return (
    <>
      <ToastAnnouncer />
      {mounted ? (
        <Suspense fallback={null}>
          <AppToaster />
        </Suspense>
      ) : null}
    </>
  );
}
