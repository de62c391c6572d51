import type {ReactNode} from 'react';
import {Link} from 'react-router';
import {useTranslation} from '~/i18n/translate';
import type {InlineNode, LinkNode, TextNode} from '~/lib/cms/rich-text-blocks';

export function InlineContent({nodes}: {nodes: InlineNode[]}) {
  return (
    <>
      {nodes.map((node, index) =>
        node.type === 'link' ? <BlockLink key={index} node={node} /> : <FormattedText key={index} node={node} />,
      )}
    </>
  );
}

export function FormattedText({node}: {node: TextNode}) {
  let content: ReactNode = node.text;
  if (node.code) content = <code>{content}</code>;
  if (node.strikethrough) content = <s>{content}</s>;
  if (node.underline) content = <u>{content}</u>;
  if (node.italic) content = <em>{content}</em>;
  if (node.bold) content = <strong>{content}</strong>;
  return <>{content}</>;
}

function BlockLink({node}: {node: LinkNode}) {
  const {t} = useTranslation();
  const {target} = node;
  const text = node.children.map((child, index) => <FormattedText key={index} node={child} />);
  switch (target.kind) {
    case 'unsafe':
      return <>{text}</>;
    case 'internal':
      return <Link to={target.href}>{text}</Link>;
    case 'contact':
      return <a href={target.href}>{text}</a>;
    case 'external':
      return (
        <a href={target.href} target="_blank" rel="noopener noreferrer">
          {text}
          <span className="visually-hidden"> {t('richText.opensInNewTab')}</span>
        </a>
      );
  }
}
