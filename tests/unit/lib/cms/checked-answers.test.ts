import {describe, expect, it, vi} from 'vitest';
import {z} from 'zod';
import {CmsValidationError} from '~/lib/cms/errors';
import {CheckedAnswers} from '~/lib/cms/validate';

const Event = z.object({title: z.string(), city: z.string().transform((city) => city.toUpperCase())});
const Title = z.object({title: z.string()});
const answer = () => ({title: 'Bal folk', city: 'Gent'});

describe('checked answers', () => {
  it('checks an answer once, and gives the same result for the same text read again', () => {
    const checked = new CheckedAnswers();
    const parse = vi.spyOn(Event, 'safeParse');
    const first = checked.validate('events', Event, answer());
    const again = checked.validate('events', Event, answer());
    expect(again).toEqual({title: 'Bal folk', city: 'GENT'});
    expect(again).toBe(first);
    expect(parse).toHaveBeenCalledTimes(1);
    parse.mockRestore();
  });

  it('keeps each schema’s own result for the same answer', () => {
    const checked = new CheckedAnswers();
    expect(checked.validate('events', Event, answer())).toEqual({title: 'Bal folk', city: 'GENT'});
    expect(checked.validate('events', Title, answer())).toEqual({title: 'Bal folk'});
  });

  it('checks an answer that changed', () => {
    const checked = new CheckedAnswers();
    checked.validate('events', Event, answer());
    expect(checked.validate('events', Event, {title: 'Bal folk', city: 'Lille'})).toEqual({title: 'Bal folk', city: 'LILLE'});
  });

  it('refuses a wrong answer every time, remembering nothing of it', () => {
    const checked = new CheckedAnswers();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const wrong = {title: 3, city: 'Gent'};
    expect(() => checked.validate('events', Event, wrong)).toThrow(CmsValidationError);
    expect(() => checked.validate('events', Event, wrong)).toThrow(CmsValidationError);
    expect(logged).toHaveBeenCalledTimes(2);
    logged.mockRestore();
  });

  it('freezes what it shares, so that no request changes another one’s content', () => {
    const checked = new CheckedAnswers();
    const result = checked.validate('events', z.object({tags: z.array(z.string())}), {tags: ['bal']});
    expect(Object.isFrozen(result)).toBe(true);
    expect(Object.isFrozen(result.tags)).toBe(true);
  });

  it('drops the oldest answers past its budget of text', () => {
    const checked = new CheckedAnswers(120);
    const parse = vi.spyOn(Event, 'safeParse');
    checked.validate('events', Event, {title: 'a'.repeat(60), city: 'Gent'});
    checked.validate('events', Event, {title: 'b'.repeat(60), city: 'Gent'});
    checked.validate('events', Event, {title: 'a'.repeat(60), city: 'Gent'});
    expect(parse).toHaveBeenCalledTimes(3);
    parse.mockRestore();
  });
});
