// The admin panel in the duo's words: field labels, choice-list words and type names through the
// admin's own translations (`config.translations`, whose ids the content manager looks up), and help
// texts through the edit view's layout hook, in the language the editor chose for the admin.
import {ADMIN_LANGUAGES, CHOICE_WORDS, FIELD_WORDS, TYPE_WORDS, adminLanguageOf, type AdminLanguage} from '../words/field-words';

const adminLanguage = (): AdminLanguage => adminLanguageOf(window.localStorage.getItem('strapi-admin-language'));

type Translations = Record<AdminLanguage, Record<string, string>>;

/**
 * Strapi's own words where they speak code: the form's refusal of a field's pattern ("does not match the
 * regex"), and the content manager's name, which Strapi leaves in English in every language.
 */
const ADMIN_MESSAGES: Record<string, Record<AdminLanguage, string>> = {
  'content-manager.plugin.name': {en: 'Content Manager', fr: 'Gestion du contenu', nl: 'Inhoudsbeheer'},
  'components.Input.error.validation.regex': {
    en: 'This is not in the expected form: see the help under the field.',
    fr: 'Ce n’est pas la forme attendue : voyez l’aide sous le champ.',
    nl: 'Dit heeft niet de verwachte vorm: zie de hulp onder het veld.',
  },
  'components.Input.error.validation.regex.withField': {
    en: '{field} is not in the expected form: see the help under the field.',
    fr: '{field} n’a pas la forme attendue : voyez l’aide sous le champ.',
    nl: '{field} heeft niet de verwachte vorm: zie de hulp onder het veld.',
  },
};

export function fieldTranslations(): Translations {
  const translations = Object.fromEntries(ADMIN_LANGUAGES.map((language) => [language, {}])) as Translations;
  for (const language of ADMIN_LANGUAGES) {
    const into = translations[language];
    for (const [uid, fields] of Object.entries(FIELD_WORDS)) {
      for (const [field, {label}] of Object.entries(fields)) into[`content-manager.content-types.${uid}.${field}`] = label[language];
    }
    // A choice is looked up by its bare value (`few_left`); the values of all lists mean one thing each.
    for (const choices of Object.values(CHOICE_WORDS)) {
      for (const [value, words] of Object.entries(choices)) into[value] = words[language];
    }
    for (const [displayName, words] of Object.entries(TYPE_WORDS)) into[displayName] = words[language];
    for (const [id, words] of Object.entries(ADMIN_MESSAGES)) into[id] = words[language];
  }
  return translations;
}

interface LayoutField {
  name: string;
  label: string;
  hint?: string;
}
interface EditLayout {
  layout: LayoutField[][][];
  components: Record<string, {layout: LayoutField[][]}>;
}

const editedType = (): string | undefined => /\/(?:collection|single)-types\/([^/?#]+)/.exec(window.location.pathname)?.[1];

function worded(uid: string | undefined, field: LayoutField, language: AdminLanguage): LayoutField {
  const words = uid ? FIELD_WORDS[uid]?.[field.name] : undefined;
  if (!words) return field;
  return {...field, label: words.label[language], hint: words.hint?.[language] ?? field.hint};
}

/** For the content manager's `mutate-edit-view-layout` hook. */
export function wordEditLayout({layout, ...rest}: {layout: EditLayout}): {layout: EditLayout} {
  const language = adminLanguage();
  const uid = editedType();
  const components = Object.fromEntries(
    Object.entries(layout.components).map(([componentUid, component]) => [
      componentUid,
      {...component, layout: component.layout.map((row) => row.map((field) => worded(componentUid, field, language)))},
    ]),
  );
  return {
    ...rest,
    layout: {
      ...layout,
      components,
      layout: layout.layout.map((panel) => panel.map((row) => row.map((field) => worded(uid, field, language)))),
    },
  };
}

interface ListHeader {
  name: string;
  attribute?: {type?: string};
  cellFormatter?: unknown;
}

/** For the content manager's `inject-column-in-table` hook: a choice shows in words in the list, too. */
export function wordListChoices<T extends {displayedHeaders: ListHeader[]}>({displayedHeaders, ...rest}: T): T {
  const language = adminLanguage();
  return {
    ...rest,
    displayedHeaders: displayedHeaders.map((header) =>
      header.attribute?.type !== 'enumeration' || header.cellFormatter
        ? header
        : {
            ...header,
            cellFormatter: (row: Record<string, unknown>, _header: unknown, {model}: {model: string}) => {
              const value = String(row[header.name] ?? '');
              return CHOICE_WORDS[`${model}.${header.name}`]?.[value]?.[language] ?? value;
            },
          },
    ),
  } as T;
}
