import {useTranslation} from '~/i18n/translate';
import type {Screen} from '~/i18n/route-table';

export function ScreenHeading({screen, title}: {screen: Screen; title?: string}) {
  const {t} = useTranslation();
  return (
    <div className="page-heading">
      <h1>{title ?? t(`screen.${screen}`)}</h1>
    </div>
  );
}
