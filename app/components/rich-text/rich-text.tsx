import type {ReactNode} from 'react';
import type {Block, ImageBlock, ListBlock, ListItemBlock} from '~/lib/cms/rich-text-blocks';
import {FormattedText, InlineContent} from './inline-content';
import {mediaSrc} from '~/lib/media/media-src';

interface RichTextProps {
  blocks: Block[];
  headingOffset?: number;
  mediaOrigin?: string;
  className?: string;
}

export function RichText({blocks, headingOffset = 0, mediaOrigin, className}: RichTextProps) {
  return (
    <div className={className ?? 'rich-text'}>
      {blocks.map((block, index) => (
        <BlockNode key={index} block={block} headingOffset={headingOffset} mediaOrigin={mediaOrigin} />
      ))}
    </div>
  );
}

function BlockNode({
  block,
  headingOffset,
  mediaOrigin,
}: {
  block: Block;
  headingOffset: number;
  mediaOrigin?: string;
}): ReactNode {
  switch (block.type) {
    case 'paragraph':
      return (
        <p>
          <InlineContent nodes={block.children} />
        </p>
      );
    case 'heading': {
      const level = Math.min(6, Math.max(1, block.level + headingOffset));
      const Heading = `h${level}` as 'h1';
      return (
        <Heading>
          <InlineContent nodes={block.children} />
        </Heading>
      );
    }
    case 'quote':
      return (
        <blockquote>
          <p>
            <InlineContent nodes={block.children} />
          </p>
        </blockquote>
      );
    case 'code': {
      const language = block.language ?? block.syntax;
      return (
        <pre>
          <code className={language ? `language-${language}` : undefined}>
            {block.children.map((child, index) => (
              <FormattedText key={index} node={{...child, code: false}} />
            ))}
          </code>
        </pre>
      );
    }
    case 'list':
      return <List block={block} />;
    case 'image':
      return <BlockImage block={block} mediaOrigin={mediaOrigin} />;
  }
}

// Strapi puts a nested list beside the list items; HTML wants it inside the preceding item.
function List({block}: {block: ListBlock}) {
  const items: {item: ListItemBlock | null; nested: ListBlock[]}[] = [];
  for (const child of block.children) {
    if (child.type === 'list') {
      const last = items.at(-1);
      if (last) last.nested.push(child);
      else items.push({item: null, nested: [child]});
    } else {
      items.push({item: child, nested: []});
    }
  }
  const Tag = block.format === 'ordered' ? 'ol' : 'ul';
  return (
    <Tag>
      {items.map(({item, nested}, index) => (
        <li key={index}>
          {item ? <InlineContent nodes={item.children} /> : null}
          {nested.map((list, nestedIndex) => (
            <List key={nestedIndex} block={list} />
          ))}
        </li>
      ))}
    </Tag>
  );
}

function BlockImage({block, mediaOrigin}: {block: ImageBlock; mediaOrigin?: string}) {
  const {image} = block;
  return (
    <figure className="rich-text__figure">
      <img
        src={mediaSrc(image.url, mediaOrigin)}
        alt={image.alternativeText ?? ''}
        width={image.width}
        height={image.height}
        loading="lazy"
        decoding="async"
      />
      {image.caption ? <figcaption>{image.caption}</figcaption> : null}
    </figure>
  );
}
