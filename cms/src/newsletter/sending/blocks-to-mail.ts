// A newsletter's rich text (Strapi blocks) as the two parts of a mail: HTML for mail programs and
// plain text for the others. Only the block and inline kinds the blocks editor makes are known; an
// unknown one keeps its text.

interface TextNode {
  type: 'text';
  text: string;
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
  strikethrough?: boolean;
  code?: boolean;
}

interface LinkNode {
  type: 'link';
  url: string;
  children: InlineNode[];
}

type InlineNode = TextNode | LinkNode | {type: 'list-item'; children: InlineNode[]} | {type: string; children?: InlineNode[]};

export interface Block {
  type: string;
  level?: number;
  format?: 'ordered' | 'unordered';
  image?: {url: string; alternativeText?: string | null};
  children?: (InlineNode | Block)[];
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'})[char]!);
}

const isText = (node: {type: string}): node is TextNode => node.type === 'text';
const isLink = (node: {type: string}): node is LinkNode => node.type === 'link';

function inlineHtml(nodes: readonly InlineNode[] = []): string {
  return nodes
    .map((node) => {
      if (isText(node)) {
        let html = escapeHtml(node.text).replace(/\n/g, '<br>');
        if (node.code) html = `<code>${html}</code>`;
        if (node.bold) html = `<strong>${html}</strong>`;
        if (node.italic) html = `<em>${html}</em>`;
        if (node.underline) html = `<u>${html}</u>`;
        if (node.strikethrough) html = `<s>${html}</s>`;
        return html;
      }
      if (isLink(node)) return `<a href="${escapeHtml(node.url)}">${inlineHtml(node.children)}</a>`;
      return inlineHtml((node as {children?: InlineNode[]}).children);
    })
    .join('');
}

function inlineText(nodes: readonly InlineNode[] = []): string {
  return nodes
    .map((node) => {
      if (isText(node)) return node.text;
      if (isLink(node)) {
        const label = inlineText(node.children);
        return label && label !== node.url ? `${label} (${node.url})` : node.url;
      }
      return inlineText((node as {children?: InlineNode[]}).children);
    })
    .join('');
}

/** Makes an upload's path (`/uploads/…`) a full address: a mail has no page to resolve it against. */
export type UrlResolver = (url: string) => string;

function blockHtml(block: Block, absolute: UrlResolver): string {
  const children = (block.children ?? []) as InlineNode[];
  switch (block.type) {
    case 'heading': {
      const level = Math.min(Math.max(block.level ?? 2, 1), 6);
      return `<h${level}>${inlineHtml(children)}</h${level}>`;
    }
    case 'list': {
      const tag = block.format === 'ordered' ? 'ol' : 'ul';
      const items = (block.children as Block[]).map((item) =>
        item.type === 'list' ? blockHtml(item, absolute) : `<li>${inlineHtml(item.children as InlineNode[])}</li>`,
      );
      return `<${tag}>${items.join('')}</${tag}>`;
    }
    case 'quote':
      return `<blockquote>${inlineHtml(children)}</blockquote>`;
    case 'code':
      return `<pre><code>${escapeHtml(inlineText(children))}</code></pre>`;
    case 'image':
      return block.image ? `<p><img src="${escapeHtml(absolute(block.image.url))}" alt="${escapeHtml(block.image.alternativeText ?? '')}" style="max-width:100%;height:auto"></p>` : '';
    default:
      return `<p>${inlineHtml(children)}</p>`;
  }
}

function blockText(block: Block, depth = 0): string {
  const children = (block.children ?? []) as InlineNode[];
  switch (block.type) {
    case 'heading':
      return inlineText(children).toUpperCase();
    case 'list':
      return (block.children as Block[])
        .map((item, index) =>
          item.type === 'list'
            ? blockText(item, depth + 1)
            : `${'  '.repeat(depth)}${block.format === 'ordered' ? `${index + 1}.` : '-'} ${inlineText(item.children as InlineNode[])}`,
        )
        .join('\n');
    case 'quote':
      return inlineText(children)
        .split('\n')
        .map((line) => `> ${line}`)
        .join('\n');
    case 'image':
      return block.image?.alternativeText ?? '';
    default:
      return inlineText(children);
  }
}

export const blocksToHtml = (blocks: readonly Block[], absolute: UrlResolver = (url) => url): string =>
  blocks.map((block) => blockHtml(block, absolute)).join('\n');

export const blocksToText = (blocks: readonly Block[]): string =>
  blocks
    .map((block) => blockText(block))
    .filter((text) => text.trim() !== '')
    .join('\n\n');

/** True when the blocks hold no words and no image: such a body cannot be sent. */
export const isBlank = (blocks: readonly Block[] | null | undefined): boolean =>
  !blocks || (blocksToText(blocks).trim() === '' && !blocks.some((block) => block.type === 'image'));
