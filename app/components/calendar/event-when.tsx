/** When an event happens, written out by the loader so the page ships no date library. */
export interface EventWhenView {
  start: {dateTime: string; text: string};
  /** Only the time when the event ends the same evening. */
  end: {dateTime: string; text: string} | null;
}

export function EventWhen({when}: {when: EventWhenView}) {
  if (!when.end) return <time dateTime={when.start.dateTime}>{when.start.text}</time>;
  return (
    <>
      <time dateTime={when.start.dateTime}>{when.start.text}</time>
      {' – '}
      <time dateTime={when.end.dateTime}>{when.end.text}</time>
    </>
  );
}
