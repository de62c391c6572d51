import {lazy, Suspense, useEffect, useLayoutEffect, useRef, useState, type RefObject} from 'react';
import {useFetcher, useLocation, useNavigate} from 'react-router';
import {useTranslation} from '~/i18n/translate';
import {screenPath} from '~/i18n/links';
import {useLocale} from '~/i18n/use-screen';
import {SEARCH_PARAM} from '~/lib/shop/list-params';
import {SUGGESTION_PATHS} from '~/i18n/suggestion-paths';
import {MIN_SUGGESTION_TERM} from '~/lib/shop/suggestion-limits';
import type {SuggestionsPayload} from '~/routes/search-suggestions';

const SuggestionList = lazy(() => import('./suggestion-list'));

const DEBOUNCE_MS = 200;

export interface ComboboxState {
  expanded: boolean;
  activeDescendant?: string;
  status: string;
}

export interface FieldHandlers {
  onChange(value: string): void;
  onKeyDown(event: React.KeyboardEvent<HTMLInputElement>): void;
  onBlur(): void;
}

export interface HeaderSuggestionsProps {
  listboxId: string;
  /** What was typed before this code arrived: it counts as typed now. */
  typedFirst: string;
  inputRef: RefObject<HTMLInputElement | null>;
  formRef: RefObject<HTMLFormElement | null>;
  register(handlers: FieldHandlers): void;
  onState(state: ComboboxState): void;
}

export function HeaderSuggestions(props: HeaderSuggestionsProps) {
  const {listboxId, typedFirst, inputRef, formRef, register, onState} = props;
  const {t} = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const location = useLocation();
  const fetcher = useFetcher<SuggestionsPayload>();
  const optionId = (index: number) => `${listboxId}-option-${index}`;
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [value, setValue] = useState(typedFirst);
  // The list is open on one page only: any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(typedFirst ? location.key : null);
  const open = openOn === location.key;
  const setOpen = (next: boolean) => setOpenOn(next ? location.key : null);
  const [activeIndex, setActiveIndex] = useState(-1);

  // Tidied as the server tidies it, to tell whether the answer is for what the field holds.
  const term = value.replace(/\s+/g, ' ').trim();
  const products = fetcher.data && term.length >= MIN_SUGGESTION_TERM ? fetcher.data.products : [];
  // Until the answer for the current term arrives, the previous list stays, unannounced.
  const loaded = fetcher.state === 'idle' && fetcher.data?.term === term;
  const optionCount = products.length + 1;
  const expanded = open && term.length >= MIN_SUGGESTION_TERM && fetcher.data !== undefined;
  const activeDescendant = expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined;
  const status = expanded && loaded ? t('search.suggestionCount', {count: products.length}) : '';

  const close = () => {
    setOpen(false);
    setActiveIndex(-1);
  };

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
          if (inputRef.current) inputRef.current.value = '';
          setValue('');
        }
        return;
      case 'Tab':
        close();
        return;
    }
  };

  const onChange = (next: string) => {
    setValue(next);
    setOpen(true);
    setActiveIndex(-1);
    ask(next);
  };

  useLayoutEffect(() => register({onChange, onKeyDown, onBlur: close}));
  useLayoutEffect(() => onState({expanded, activeDescendant, status}), [expanded, activeDescendant, status, onState]);

  useEffect(() => {
    if (typedFirst) ask(typedFirst);
    return () => clearTimeout(timer.current);
    // Only the text typed before this code arrived; later text asks as it is typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return expanded ? (
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
  ) : null;
}
