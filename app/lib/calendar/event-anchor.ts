/** The id of an event's entry in the calendar list, for links from the grid, the home page and `.ics` files. */
export const eventAnchor = (event: {documentId: string}) => `event-${event.documentId}`;
