import {z} from 'zod';
import {MediaFormatSchema} from './content-fields';
import {classifyLink} from './link-safety';

// The protocols Strapi's blocks validator accepts; other links are refused, relative paths pass.
export const BLOCK_LINK_PROTOCOLS = ['http:', 'https:', 'mailto:', 'tel:'] as const;

export function isAllowedBlockLinkUrl(url: string): boolean {
  if (url.startsWith('/')) return !url.startsWith('//');
  try {
    return (BLOCK_LINK_PROTOCOLS as readonly string[]).includes(new URL(url).protocol);
  } catch {
    return false;
  }
}

export const TextNodeSchema = z.object({
  type: z.literal('text'),
  text: z.string(),
  bold: z.boolean().optional(),
  italic: z.boolean().optional(),
  underline: z.boolean().optional(),
  strikethrough: z.boolean().optional(),
  code: z.boolean().optional(),
});
export type TextNode = z.infer<typeof TextNodeSchema>;

// The link's kind is worked out here, on the server, so the browser gets where it leads instead of
// the checks (see link-safety.ts).
export const LinkNodeSchema = z
  .object({
    type: z.literal('link'),
    url: z.string().refine(isAllowedBlockLinkUrl, 'Please specify a valid link.'),
    children: z.array(TextNodeSchema),
  })
  .transform(({url, ...node}) => ({...node, target: classifyLink(url)}));
export type LinkNode = z.infer<typeof LinkNodeSchema>;

export const InlineNodeSchema = z.discriminatedUnion('type', [TextNodeSchema, LinkNodeSchema]);
export type InlineNode = z.infer<typeof InlineNodeSchema>;

const inlineChildren = z.array(InlineNodeSchema).min(1);

export const ParagraphBlockSchema = z.object({type: z.literal('paragraph'), children: inlineChildren});
export const HeadingBlockSchema = z.object({
  type: z.literal('heading'),
  level: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5), z.literal(6)]),
  children: inlineChildren,
});
export const QuoteBlockSchema = z.object({type: z.literal('quote'), children: inlineChildren});
// The admin's editor writes `language`; older validators call the same thing `syntax`.
export const CodeBlockSchema = z.object({
  type: z.literal('code'),
  language: z.string().nullable().optional(),
  syntax: z.string().nullable().optional(),
  children: z.array(TextNodeSchema).min(1),
});
export const ListItemBlockSchema = z.object({type: z.literal('list-item'), children: z.array(InlineNodeSchema)});

export interface ListBlock {
  type: 'list';
  format: 'ordered' | 'unordered';
  indentLevel?: number | undefined;
  children: (ListItemBlock | ListBlock)[];
}
export const ListBlockSchema: z.ZodType<ListBlock> = z.lazy(() =>
  z.object({
    type: z.literal('list'),
    format: z.enum(['ordered', 'unordered']),
    indentLevel: z.number().int().min(0).optional(),
    children: z.array(z.union([ListItemBlockSchema, ListBlockSchema])).min(1),
  }),
);

export const BlockImageSchema = z.object({
  url: z.string().min(1),
  alternativeText: z.string().nullable().optional(),
  caption: z.string().nullable().optional(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  name: z.string().optional(),
  mime: z.string().optional(),
  formats: z.record(z.string(), MediaFormatSchema).nullable().optional(),
});
export const ImageBlockSchema = z.object({
  type: z.literal('image'),
  image: BlockImageSchema,
  children: z.array(InlineNodeSchema),
});

export type ParagraphBlock = z.infer<typeof ParagraphBlockSchema>;
export type HeadingBlock = z.infer<typeof HeadingBlockSchema>;
export type QuoteBlock = z.infer<typeof QuoteBlockSchema>;
export type CodeBlock = z.infer<typeof CodeBlockSchema>;
export type ListItemBlock = z.infer<typeof ListItemBlockSchema>;
export type ImageBlock = z.infer<typeof ImageBlockSchema>;
export type Block = ParagraphBlock | HeadingBlock | QuoteBlock | CodeBlock | ListBlock | ImageBlock;

export const BlockSchema: z.ZodType<Block> = z.union([
  ParagraphBlockSchema,
  HeadingBlockSchema,
  QuoteBlockSchema,
  CodeBlockSchema,
  ListBlockSchema,
  ImageBlockSchema,
]);
export type Blocks = Block[];

/**
 * Editors pick a heading's level by how it looks; a page needs its headings in order. The content's top
 * headings become level 1 (RichText's `headingOffset` then places them under the page's own heading), and
 * no heading is more than one level below the heading before it.
 */
export function gaplessHeadings(blocks: Blocks): Blocks {
  const levels = blocks.flatMap((block) => (block.type === 'heading' ? [block.level] : []));
  if (levels.length === 0) return blocks;
  const top = Math.min(...levels);
  let previous = 0;
  return blocks.map((block) => {
    if (block.type !== 'heading') return block;
    const level = Math.max(1, Math.min(block.level - top + 1, previous + 1)) as HeadingBlock['level'];
    previous = level;
    return level === block.level ? block : {...block, level};
  });
}

export const BlocksSchema = z.array(BlockSchema).transform(gaplessHeadings);
