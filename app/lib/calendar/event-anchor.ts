export const eventAnchor = (event: {documentId: string}) => `event-${event.documentId}`;
