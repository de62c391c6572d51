import {describe, expect, it} from 'vitest';
import {DESCRIPTION_LENGTH, blocksToPlainText, clipText} from '~/lib/cms/blocks-text';
import type {Block} from '~/lib/cms/rich-text-blocks';

const text = (value: string, marks: Record<string, boolean> = {}) => ({type: 'text' as const, text: value, ...marks});

describe('clipText', () => {
  it('keeps a short text whole, with its spaces folded', () => {
    expect(clipText('  Deux jours\n\nde bourrées.  ')).toBe('Deux jours de bourrées.');
  });

  it('cuts a long text at a word, without a dangling comma, and marks the cut', () => {
    const long = `${'Un bal folk avec Ronce & Rivière, '.repeat(8)}fin`;
    expect(clipText(long)).toBe(`${'Un bal folk avec Ronce & Rivière, '.repeat(4)}Un bal folk avec…`);
    expect(clipText(long).length).toBeLessThanOrEqual(DESCRIPTION_LENGTH);
    expect(clipText('Un bal, deux bals, trois bals', 14)).toBe('Un bal, deux…');
  });

  it('cuts a single endless word where it must', () => {
    expect(clipText('a'.repeat(400), 20)).toBe(`${'a'.repeat(19)}…`);
  });
});

describe('blocksToPlainText', () => {
  const blocks: Block[] = [
    {type: 'heading', level: 2, children: [text('A concert for listening')]},
    {
      type: 'paragraph',
      children: [
        text('Tidewater', {italic: true}),
        text(' is our sixth album, played '),
        text('from the first track to the last', {bold: true}),
        text('.'),
      ],
    },
    {
      type: 'list',
      format: 'unordered',
      children: [
        {type: 'list-item', children: [text('Seated concert halls')]},
        {
          type: 'list-item',
          children: [text('Rider through the '), {type: 'link', target: {kind: 'internal', href: '/contact'}, children: [text('contact page')]}],
        },
      ],
    },
    {type: 'quote', children: [text('Two instruments, one voice!')]},
    {type: 'code', children: [text('const x = 1;')]},
  ];

  it('flattens the prose, marks and links dropped, headings and code left out', () => {
    expect(blocksToPlainText(blocks)).toBe(
      'Tidewater is our sixth album, played from the first track to the last. Seated concert halls. ' +
        'Rider through the contact page. Two instruments, one voice!',
    );
  });

  it('clips at a word to the length given', () => {
    expect(blocksToPlainText(blocks, 40)).toBe('Tidewater is our sixth album, played…');
  });

  it('is empty for rich text without prose', () => {
    expect(blocksToPlainText([{type: 'heading', level: 2, children: [text('Only a title')]}])).toBe('');
  });
});
