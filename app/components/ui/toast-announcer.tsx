import {useSyncExternalStore} from 'react';

export interface Announcement {
  id: string;
  text: string;
  assertive: boolean;
}

let announcements: Announcement[] = [];
const listeners = new Set<() => void>();
const NONE: Announcement[] = [];

export function setAnnouncements(next: Announcement[]): void {
  announcements = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

// Two live regions on every page from the start: text added to a region that already exists is
// announced by every screen reader, unlike a region inserted with its text.
export function ToastAnnouncer() {
  const current = useSyncExternalStore(
    subscribe,
    () => announcements,
    () => NONE,
  );
  return (
    <>
      <div className="visually-hidden" role="status" aria-live="polite">
        {current
          .filter((item) => !item.assertive)
          .map((item) => (
            <p key={item.id}>{item.text}</p>
          ))}
      </div>
      <div className="visually-hidden" role="alert" aria-live="assertive">
        {current
          .filter((item) => item.assertive)
          .map((item) => (
            <p key={item.id}>{item.text}</p>
          ))}
      </div>
    </>
  );
}
