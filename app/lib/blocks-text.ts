import type {Block, InlineNode} from './cms/schemas';

/** Hydrogen's SEO check refuses meta descriptions over 155 characters. */
const DESCRIPTION_LENGTH = 155;

const inlineText = (nodes: InlineNode[]): string =>
  nodes.map((node) => (node.type === 'text' ? node.text : inlineText(node.children))).join('');

/** A text cut at a word to fit a meta description. */
export function clipText(text: string, maxLength = DESCRIPTION_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= maxLength) return flat;
  const cut = flat.slice(0, maxLength - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > 0 ? cut.slice(0, space) : cut}…`;
}

/** The paragraphs of rich text as plain text, clipped for a meta description. */
export function blocksToPlainText(blocks: Block[], maxLength = DESCRIPTION_LENGTH): string {
  const text = blocks
    .filter((block) => block.type === 'paragraph')
    .map((block) => inlineText(block.children))
    .join(' ');
  return clipText(text, maxLength);
}
