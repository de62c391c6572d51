import {describe, expect, it} from 'vitest';
import {getMessages} from '~/i18n/messages.server';
import {eventDescription} from '~/lib/calendar/event-description.server';
import type {LiveShowRef} from '~/lib/cms/content-model';

const date = {eventType: 'ball' as const, venueName: 'De Vlasfabriek', city: 'Gent', liveShow: null};

describe('eventDescription', () => {
  it('says what, who and where in the language', () => {
    expect(eventDescription(date, getMessages('nl'))).toBe('Folkbal met Ronce & Rivière in De Vlasfabriek, Gent.');
    expect(eventDescription(date, getMessages('fr'))).toMatch(/^Bal folk avec Ronce & Rivière à De Vlasfabriek, Gent\.$/);
  });

  it("prefers the live show's summary", () => {
    const liveShow = {summary: 'Het nieuwe album helemaal gespeeld.'} as LiveShowRef;
    expect(eventDescription({...date, liveShow}, getMessages('nl'))).toBe('Het nieuwe album helemaal gespeeld.');
    expect(eventDescription({...date, liveShow: {...liveShow, summary: ' '}}, getMessages('nl'))).toMatch(/^Folkbal/);
  });
});
