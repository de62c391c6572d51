import type {AnchorHTMLAttributes, ReactNode} from 'react';
import {useTranslation} from '~/i18n/translate';

type ExternalLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel'> & {
  href: string;
  children: ReactNode;
};

export function ExternalLink({children, ...props}: ExternalLinkProps) {
  const {t} = useTranslation();
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> {t('richText.opensInNewTab')}</span>
    </a>
  );
}
