import {lazy, Suspense, useEffect, useId, useRef, useState} from 'react';
import {Form, useFetcher, useLocation, useNavigate} from 'react-router';
import {useTranslation} from '~/i18n/translate';
import {ScreenLink} from '~/components/ui/screen-link';
import {useHydrated} from '~/components/ui/use-hydrated';
import {screenPath} from '~/i18n/links';
import {useLocale} from '~/i18n/use-screen';
import {SEARCH_PARAM} from '~/lib/shop/list-params';
import {SUGGESTION_PATHS} from '~/i18n/suggestion-paths';
import {MIN_SUGGESTION_TERM} from '~/lib/shop/suggestion-limits';
import type {SuggestionsPayload} from '~/routes/search-suggestions';

const SuggestionList = lazy(() => import('./suggestion-list'));

const DEBOUNCE_MS = 200;

export function HeaderSearch() {
  const {t} = useTranslation();
  const locale = useLocale();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const location = useLocation();
  const fetcher = useFetcher<SuggestionsPayload>();
  const id = useId();
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const formRef = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [value, setValue] = useState('');
  // The list is open on one page only: any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.key;
  const setOpen = (next: boolean) => setOpenOn(next ? location.key : null);
  const [activeIndex, setActiveIndex] = useState(-1);

  // Tidied as the server tidies it, to tell whether the answer is for what the field holds.
  const term = value.replace(/\s+/g, ' ').trim();
  const products = fetcher.data && term.length >= MIN_SUGGESTION_TERM ? fetcher.data.products : [];
  // Until the answer for the current term arrives, the previous list stays, unannounced.
  const loaded = fetcher.state === 'idle' && fetcher.data?.term === term;
  const optionCount = products.length + 1;
  const expanded = hydrated && open && term.length >= MIN_SUGGESTION_TERM && fetcher.data !== undefined;

  const close = () => {
    setOpen(false);
    setActiveIndex(-1);
  };

  useEffect(() => () => clearTimeout(timer.current), []);

  const ask = (next: string) => {
    clearTimeout(timer.current);
    if (next.trim().length < MIN_SUGGESTION_TERM) return;
    timer.current = setTimeout(() => {
      const query = new URLSearchParams({[SEARCH_PARAM]: next.replace(/\s+/g, ' ').trim()});
      void fetcher.load(`${SUGGESTION_PATHS[locale]}?${query}`);
    }, DEBOUNCE_MS);
  };

  const choose = (index: number) => {
    const product = products[index];
    close();
    if (product) void navigate(screenPath('product', locale, {handle: product.handle}));
    else formRef.current?.requestSubmit();
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (term.length < MIN_SUGGESTION_TERM || !fetcher.data) return;
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setOpen(true);
        setActiveIndex((current) => {
          if (!expanded || current < 0) return step === 1 ? 0 : optionCount - 1;
          return (current + step + optionCount) % optionCount;
        });
        return;
      }
      case 'Enter':
        if (expanded && activeIndex >= 0) {
          event.preventDefault();
          choose(activeIndex);
        }
        return;
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          close();
        } else if (value) {
          event.preventDefault();
          setValue('');
        }
        return;
      case 'Tab':
        close();
        return;
    }
  };

  const comboboxProps = hydrated
    ? {
        role: 'combobox' as const,
        'aria-expanded': expanded,
        'aria-controls': listboxId,
        'aria-autocomplete': 'list' as const,
        'aria-activedescendant': expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined,
      }
    : {};

  return (
    <>
      <ScreenLink screen="search" className="header-search-link">
        {t('search.submit')}
      </ScreenLink>
      <Form ref={formRef} method="get" action={screenPath('search', locale)} role="search" className="header-search">
        <label htmlFor={`${id}-field`} className="visually-hidden">
          {t('search.label')}
        </label>
        <input
          id={`${id}-field`}
          type="search"
          name={SEARCH_PARAM}
          autoComplete="off"
          enterKeyHint="search"
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setOpen(true);
            setActiveIndex(-1);
            ask(event.target.value);
          }}
          onKeyDown={onKeyDown}
          onBlur={close}
          {...comboboxProps}
        />
        <button type="submit" className="header-search__submit">
          {t('search.submit')}
        </button>
        {expanded ? (
          <Suspense fallback={null}>
            <SuggestionList
              id={listboxId}
              optionId={optionId}
              products={products}
              term={term}
              activeIndex={activeIndex}
              onChoose={choose}
            />
          </Suspense>
        ) : null}
        <p role="status" className="visually-hidden">
          {expanded && loaded ? t('search.suggestionCount', {count: products.length}) : ''}
        </p>
      </Form>
    </>
  );
}
