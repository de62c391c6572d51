// A button in the newsletter subscriptions' list: downloads the confirmed subscribers as CSV (email,
// language, confirmed at) for any mailing tool, through the admin's own signed-in requests.
import {Button} from '@strapi/design-system';
import {useFetchClient, useNotification} from '@strapi/strapi/admin';
import {useState} from 'react';
import {useLocation} from 'react-router-dom';

const SUBSCRIPTIONS = 'api::newsletter-subscription.newsletter-subscription';

function ExportSubscribersButton() {
  const {pathname} = useLocation();
  const {get} = useFetchClient();
  const {toggleNotification} = useNotification();
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
      toggleNotification({type: 'danger', message: 'The export failed. Please try again.'});
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button variant="secondary" loading={busy} onClick={download}>
      Export confirmed subscribers (CSV)
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
