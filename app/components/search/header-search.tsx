import {useCallback, useId, useRef, useState, type ComponentType} from 'react';
import {Form} from 'react-router';
import {useTranslation} from '~/i18n/translate';
import {ScreenLink} from '~/components/ui/screen-link';
import {useHydrated} from '~/components/ui/use-hydrated';
import {screenPath} from '~/i18n/links';
import {useLocale} from '~/i18n/use-screen';
import {SEARCH_PARAM} from '~/lib/shop/list-params';
import type {ComboboxState, FieldHandlers, HeaderSuggestionsProps} from './header-suggestions';

const CLOSED: ComboboxState = {expanded: false, status: ''};

// The suggestions' code loads when the field is first used: the form is a plain search form until then,
// and stays one without JavaScript. The field and the status region are rendered here, so loading it
// replaces no element the visitor is typing in or a screen reader listens to.
export function HeaderSearch() {
  const {t} = useTranslation();
  const locale = useLocale();
  const hydrated = useHydrated();
  const id = useId();
  const listboxId = `${id}-listbox`;
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const handlers = useRef<FieldHandlers | null>(null);
  const loading = useRef(false);
  const [Suggestions, setSuggestions] = useState<ComponentType<HeaderSuggestionsProps> | null>(null);
  const [combobox, setCombobox] = useState(CLOSED);
  const [typedFirst, setTypedFirst] = useState('');
  const register = useCallback((next: FieldHandlers) => {
    handlers.current = next;
  }, []);

  const load = () => {
    if (loading.current) return;
    loading.current = true;
    import('./header-suggestions').then(
      ({HeaderSuggestions}) => setSuggestions(() => HeaderSuggestions),
      // A failed load (a lost connection) leaves the plain search form; the next focus tries again.
      () => {
        loading.current = false;
      },
    );
  };

  const comboboxProps = hydrated
    ? {
        role: 'combobox' as const,
        'aria-expanded': combobox.expanded,
        'aria-controls': listboxId,
        'aria-autocomplete': 'list' as const,
        'aria-activedescendant': combobox.activeDescendant,
      }
    : {};

  return (
    <>
      <ScreenLink screen="search" className="header-search-link">
        {t('search.submit')}
      </ScreenLink>
      <Form
        ref={formRef}
        method="get"
        action={screenPath('search', locale)}
        role="search"
        aria-label={t('search.quick')}
        className="header-search"
      >
        <label htmlFor={`${id}-field`} className="visually-hidden">
          {t('search.label')}
        </label>
        <input
          ref={inputRef}
          id={`${id}-field`}
          type="search"
          name={SEARCH_PARAM}
          autoComplete="off"
          enterKeyHint="search"
          onFocus={load}
          onChange={(event) => {
            if (handlers.current) return handlers.current.onChange(event.target.value);
            setTypedFirst(event.target.value);
            load();
          }}
          onKeyDown={(event) => handlers.current?.onKeyDown(event)}
          onBlur={() => handlers.current?.onBlur()}
          {...comboboxProps}
        />
        <button type="submit" className="header-search__submit">
          {t('search.submit')}
        </button>
        {Suggestions ? (
          <Suggestions
            listboxId={listboxId}
            typedFirst={typedFirst}
            inputRef={inputRef}
            formRef={formRef}
            register={register}
            onState={setCombobox}
          />
        ) : null}
        <p role="status" className="visually-hidden">
          {combobox.status}
        </p>
      </Form>
    </>
  );
}
