import {useTranslation} from '~/i18n/translate';
import {ScreenLink} from '~/components/ui/screen-link';
import {MainMenu} from './main-menu';
import {LanguageSwitcher} from './language-switcher';
import {CartLink, type HeaderCart} from './cart-link';
import {HeaderSearch} from '~/components/search/header-search';
import {AccountLink} from './account-link';

export function Header({cart}: {cart: HeaderCart}) {
  const {t} = useTranslation();
  return (
    <header className="site-header">
      <div className="site-header__bar">
        <ScreenLink screen="home" className="site-header__brand">
          {t('site.name')}
        </ScreenLink>
        <HeaderSearch />
        <div className="site-header__tools">
          <LanguageSwitcher />
          <AccountLink />
          <CartLink cart={cart} />
        </div>
      </div>
      <MainMenu />
    </header>
  );
}
