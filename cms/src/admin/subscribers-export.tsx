// A button in the newsletter subscriptions' list: downloads the confirmed subscribers as CSV (email,
// language, confirmed at) for any mailing tool, through the admin's own signed-in requests.
import {Button} from '@strapi/design-system';
import {useFetchClient, useNotification} from '@strapi/strapi/admin';
import {useState} from 'react';
import {useIntl} from 'react-intl';
import {useLocation} from 'react-router-dom';

const SUBSCRIPTIONS = 'api::newsletter-subscription.newsletter-subscription';

/** The button's words in each language the admin panel is offered in (`config.translations`). */
export const EXPORT_TRANSLATIONS = {
  en: {'duo.subscribers.export': 'Export confirmed subscribers (CSV)', 'duo.subscribers.exportFailed': 'The export failed. Please try again.'},
  fr: {'duo.subscribers.export': 'Exporter les abonnés confirmés (CSV)', 'duo.subscribers.exportFailed': 'L’export a échoué. Veuillez réessayer.'},
  nl: {'duo.subscribers.export': 'Bevestigde abonnees exporteren (CSV)', 'duo.subscribers.exportFailed': 'De export is mislukt. Probeer het opnieuw.'},
};
const message = (id: keyof (typeof EXPORT_TRANSLATIONS)['en']) => ({id, defaultMessage: EXPORT_TRANSLATIONS.en[id]});

function ExportSubscribersButton() {
  const {pathname} = useLocation();
  const {get} = useFetchClient();
  const {toggleNotification} = useNotification();
  const {formatMessage} = useIntl();
  const [busy, setBusy] = useState(false);
  if (!pathname.endsWith(`/collection-types/${SUBSCRIPTIONS}`)) return null;

  async function download() {
    setBusy(true);
    try {
      const {data} = await get<Blob>('/admin/newsletter-subscribers.csv', {responseType: 'blob'});
      const link = document.createElement('a');
      link.href = URL.createObjectURL(data);
      link.download = `newsletter-subscribers-${new Date().toISOString().slice(0, 10)}.csv`;
      link.click();
      URL.revokeObjectURL(link.href);
    } catch {
      toggleNotification({type: 'danger', message: formatMessage(message('duo.subscribers.exportFailed'))});
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button variant="secondary" loading={busy} onClick={download}>
      {formatMessage(message('duo.subscribers.export'))}
    </Button>
  );
}

interface ContentManagerPlugin {
  injectComponent(view: string, zone: string, component: {name: string; Component: () => JSX.Element | null}): void;
}

export function addSubscribersExport(app: {getPlugin(id: string): unknown}): void {
  (app.getPlugin('content-manager') as ContentManagerPlugin).injectComponent('listView', 'actions', {
    name: 'export-subscribers',
    Component: ExportSubscribersButton,
  });
}
