export interface EventWhenView {
  start: {dateTime: string; text: string};
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
