import {describe, expect, it, vi} from 'vitest';
import {z} from 'zod';
import {CmsValidationError} from '~/lib/cms/errors';
import {CheckedAnswers, validateContent} from '~/lib/cms/validate';

const Event = z.object({title: z.string(), city: z.string().transform((city) => city.toUpperCase())});
const Title = z.object({title: z.string()});
const answer = JSON.stringify({title: 'Bal folk', city: 'Gent'});
const checkWith =
  <T>(schema: z.ZodType<T>) =>
  (body: unknown) =>
    validateContent('events', schema, body);

describe('checked answers', () => {
  it('checks an answer once, and gives the same result for the same text read again', () => {
    const checked = new CheckedAnswers();
    const parse = vi.spyOn(Event, 'safeParse');
    const first = checked.read(Event, answer, checkWith(Event));
    const again = checked.read(Event, answer, checkWith(Event));
    expect(again).toEqual({title: 'Bal folk', city: 'GENT'});
    expect(again).toBe(first);
    expect(parse).toHaveBeenCalledTimes(1);
    parse.mockRestore();
  });

  it('keeps each schema’s own result for the same answer', () => {
    const checked = new CheckedAnswers();
    expect(checked.read(Event, answer, checkWith(Event))).toEqual({title: 'Bal folk', city: 'GENT'});
    expect(checked.read(Title, answer, checkWith(Title))).toEqual({title: 'Bal folk'});
  });

  it('checks an answer that changed', () => {
    const checked = new CheckedAnswers();
    checked.read(Event, answer, checkWith(Event));
    const changed = JSON.stringify({title: 'Bal folk', city: 'Lille'});
    expect(checked.read(Event, changed, checkWith(Event))).toEqual({title: 'Bal folk', city: 'LILLE'});
  });

  it('refuses a wrong answer every time, remembering nothing of it', () => {
    const checked = new CheckedAnswers();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const wrong = JSON.stringify({title: 3, city: 'Gent'});
    expect(() => checked.read(Event, wrong, checkWith(Event))).toThrow(CmsValidationError);
    expect(() => checked.read(Event, wrong, checkWith(Event))).toThrow(CmsValidationError);
    expect(logged).toHaveBeenCalledTimes(2);
    logged.mockRestore();
  });

  it('freezes what it shares, so that no request changes another one’s content', () => {
    const checked = new CheckedAnswers();
    const Tags = z.object({tags: z.array(z.string())});
    const result = checked.read(Tags, '{"tags":["bal"]}', checkWith(Tags));
    expect(Object.isFrozen(result)).toBe(true);
    expect(Object.isFrozen(result.tags)).toBe(true);
  });

  it('drops a key named __proto__ from the answer, as Hydrogen does when it reads its cache', () => {
    const checked = new CheckedAnswers();
    const body = checked.read(Title, '{"title":"Bal","__proto__":{"admin":true}}', (parsed) => parsed);
    expect(Object.keys(body as object)).toEqual(['title']);
    expect((body as {admin?: boolean}).admin).toBeUndefined();
  });

  it('drops the oldest answers past its budget of text', () => {
    const checked = new CheckedAnswers(120);
    const parse = vi.spyOn(Event, 'safeParse');
    const named = (title: string) => JSON.stringify({title, city: 'Gent'});
    checked.read(Event, named('a'.repeat(60)), checkWith(Event));
    checked.read(Event, named('b'.repeat(60)), checkWith(Event));
    checked.read(Event, named('a'.repeat(60)), checkWith(Event));
    expect(parse).toHaveBeenCalledTimes(3);
    parse.mockRestore();
  });
});
