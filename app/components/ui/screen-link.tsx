import type {ComponentProps} from 'react';
import {Link, NavLink} from 'react-router';
import {screenPathFromParams} from '~/i18n/links';
import type {Screen} from '~/i18n/route-table';
import {useLocale} from '~/i18n/use-screen';

type ScreenLinkProps = Omit<ComponentProps<typeof Link>, 'to'> & {
  screen: Screen;
  params?: Record<string, string>;
  nav?: boolean;
};

export function ScreenLink({screen, params = {}, nav, ...props}: ScreenLinkProps) {
  const locale = useLocale();
  const to = screenPathFromParams(screen, locale, params);
  if (nav) {
    const {className, ...rest} = props;
    return <NavLink to={to} end className={className as string | undefined} {...rest} />;
  }
  return <Link to={to} prefetch="intent" {...props} />;
}
