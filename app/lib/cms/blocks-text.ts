import type {Block, InlineNode, ListBlock} from './rich-text-blocks';

/** Hydrogen's SEO check refuses meta descriptions over 155 characters. */
export const DESCRIPTION_LENGTH = 155;

const inlineText = (nodes: InlineNode[]): string =>
  nodes.map((node) => (node.type === 'text' ? node.text : inlineText(node.children))).join('');

const listText = (list: ListBlock): string[] =>
  list.children.flatMap((item) => (item.type === 'list' ? listText(item) : [inlineText(item.children)]));

export function clipText(text: string, maxLength = DESCRIPTION_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= maxLength) return flat;
  const cut = flat.slice(0, maxLength - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > 0 ? cut.slice(0, space) : cut).replace(/[\s,;:.–—-]+$/, '')}…`;
}

// Headings, code and images say nothing a description needs.
export function blocksToPlainText(blocks: Block[], maxLength = DESCRIPTION_LENGTH): string {
  const text = blocks
    .flatMap((block) => {
      if (block.type === 'paragraph' || block.type === 'quote') return [inlineText(block.children)];
      if (block.type === 'list') return listText(block);
      return [];
    })
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => (/[.!?…:;]$/.test(part) ? part : `${part}.`))
    .join(' ');
  return clipText(text, maxLength);
}
