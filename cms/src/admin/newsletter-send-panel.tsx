// A panel beside a newsletter in the content manager: a test mail to the signed-in admin, the send to
// every confirmed subscriber (after a confirmation, never on Save), and the send's progress and count.
import {Box, Button, Dialog, Flex, Typography} from '@strapi/design-system';
import {useFetchClient, useForm, useNotification} from '@strapi/strapi/admin';
import {useCallback, useEffect, useState} from 'react';
import {useIntl} from 'react-intl';
import {useLocation} from 'react-router-dom';

const NEWSLETTER = 'api::newsletter.newsletter';

interface Progress {
  state: 'sending' | 'paused' | 'done';
  total: number;
  startedAt: string;
  finishedAt: string | null;
  lastError: string | null;
  retryAt: string | null;
  counts: {pending: number; sending: number; sent: number; skipped: number; uncertain: number};
}

/** The panel's words in each language the admin panel is offered in (`config.translations`). */
export const SEND_TRANSLATIONS = {
  en: {
    'duo.newsletter.panel': 'Sending',
    'duo.newsletter.notSent': 'Not sent yet. Save, send a test to yourself, then send it to the subscribers.',
    'duo.newsletter.saveFirst': 'Save your changes before sending.',
    'duo.newsletter.sendTest': 'Send test to me',
    'duo.newsletter.testSent': 'Test sent to {to} ({locale}).',
    'duo.newsletter.send': 'Send to all subscribers',
    'duo.newsletter.confirmTitle': 'Send this newsletter?',
    'duo.newsletter.confirmText':
      'Every confirmed subscriber receives it once, in their language (English when theirs is missing). This cannot be undone.',
    'duo.newsletter.confirm': 'Send now',
    'duo.newsletter.cancel': 'Cancel',
    'duo.newsletter.sending': 'Sending: {sent} of {total} sent.',
    'duo.newsletter.paused': 'Paused: the mail server did not take a mail ({error}). It tries again by itself at {time}.',
    'duo.newsletter.done': 'Sent to {sent} of {total} subscribers.',
    'duo.newsletter.skipped': '{count} unsubscribed before their turn and got nothing.',
    'duo.newsletter.uncertain': '{count} were on their way when the CMS stopped and were not sent again.',
    'duo.newsletter.failed': 'That did not work: {message}',
  },
  fr: {
    'duo.newsletter.panel': 'Envoi',
    'duo.newsletter.notSent': 'Pas encore envoyée. Enregistrez, envoyez-vous un test, puis envoyez-la aux abonnés.',
    'duo.newsletter.saveFirst': 'Enregistrez vos modifications avant l’envoi.',
    'duo.newsletter.sendTest': 'M’envoyer un test',
    'duo.newsletter.testSent': 'Test envoyé à {to} ({locale}).',
    'duo.newsletter.send': 'Envoyer à tous les abonnés',
    'duo.newsletter.confirmTitle': 'Envoyer cette newsletter ?',
    'duo.newsletter.confirmText':
      'Chaque abonné confirmé la reçoit une fois, dans sa langue (en anglais si elle manque). C’est irréversible.',
    'duo.newsletter.confirm': 'Envoyer maintenant',
    'duo.newsletter.cancel': 'Annuler',
    'duo.newsletter.sending': 'Envoi en cours : {sent} sur {total} envoyées.',
    'duo.newsletter.paused': 'En pause : le serveur de mail n’a pas pris un message ({error}). Nouvel essai automatique à {time}.',
    'duo.newsletter.done': 'Envoyée à {sent} abonnés sur {total}.',
    'duo.newsletter.skipped': '{count} se sont désinscrits avant leur tour et n’ont rien reçu.',
    'duo.newsletter.uncertain': '{count} étaient en route quand le CMS s’est arrêté et n’ont pas été renvoyés.',
    'duo.newsletter.failed': 'Cela n’a pas marché : {message}',
  },
  nl: {
    'duo.newsletter.panel': 'Verzenden',
    'duo.newsletter.notSent': 'Nog niet verzonden. Sla op, stuur jezelf een test en verzend hem dan naar de abonnees.',
    'duo.newsletter.saveFirst': 'Sla je wijzigingen op voor je verzendt.',
    'duo.newsletter.sendTest': 'Stuur mij een test',
    'duo.newsletter.testSent': 'Test verzonden naar {to} ({locale}).',
    'duo.newsletter.send': 'Verzenden naar alle abonnees',
    'duo.newsletter.confirmTitle': 'Deze nieuwsbrief verzenden?',
    'duo.newsletter.confirmText':
      'Elke bevestigde abonnee krijgt hem één keer, in zijn taal (in het Engels als die ontbreekt). Dit kan niet ongedaan worden.',
    'duo.newsletter.confirm': 'Nu verzenden',
    'duo.newsletter.cancel': 'Annuleren',
    'duo.newsletter.sending': 'Bezig met verzenden: {sent} van {total} verzonden.',
    'duo.newsletter.paused': 'Gepauzeerd: de mailserver nam een mail niet aan ({error}). Nieuwe poging vanzelf om {time}.',
    'duo.newsletter.done': 'Verzonden naar {sent} van {total} abonnees.',
    'duo.newsletter.skipped': '{count} schreven zich uit voor hun beurt en kregen niets.',
    'duo.newsletter.uncertain': '{count} waren onderweg toen het CMS stopte en werden niet opnieuw verzonden.',
    'duo.newsletter.failed': 'Dat lukte niet: {message}',
  },
};
type Key = keyof (typeof SEND_TRANSLATIONS)['en'];
const message = (id: Key) => ({id, defaultMessage: SEND_TRANSLATIONS.en[id]});

const errorMessage = (error: unknown) =>
  (error as {response?: {data?: {error?: {message?: string}}}}).response?.data?.error?.message ?? (error as Error).message;

function SendPanelContent({documentId}: {documentId: string}) {
  const {formatMessage, formatTime} = useIntl();
  const {get, post} = useFetchClient();
  const {toggleNotification} = useNotification();
  const modified = useForm('NewsletterSendPanel', (state) => state.modified, false) ?? false;
  const locale = new URLSearchParams(useLocation().search).get('plugins[i18n][locale]') ?? 'en';
  const [progress, setProgress] = useState<Progress | null | undefined>(undefined);
  const [busy, setBusy] = useState<'test' | 'send' | null>(null);
  const [asking, setAsking] = useState(false);
  const url = `/admin/newsletter-sends/${documentId}`;

  const refresh = useCallback(async () => {
    const {data} = await get<{data: Progress | null}>(url);
    setProgress(data.data);
  }, [get, url]);

  useEffect(() => {
    let live = true;
    get<{data: Progress | null}>(url).then(
      ({data}) => live && setProgress(data.data),
      () => live && setProgress(null),
    );
    return () => {
      live = false;
    };
  }, [get, url]);

  const unfinished = progress?.state === 'sending' || progress?.state === 'paused';
  useEffect(() => {
    if (!unfinished) return;
    const timer = setInterval(() => void refresh().catch(() => undefined), 1500);
    return () => clearInterval(timer);
  }, [unfinished, refresh]);

  const fail = (error: unknown) =>
    toggleNotification({type: 'danger', message: formatMessage(message('duo.newsletter.failed'), {message: errorMessage(error)})});

  async function sendTest() {
    setBusy('test');
    try {
      const {data} = await post<{data: {to: string; locale: string}}>(`${url}/test?locale=${encodeURIComponent(locale)}`, {});
      toggleNotification({type: 'success', message: formatMessage(message('duo.newsletter.testSent'), data.data)});
    } catch (error) {
      fail(error);
    } finally {
      setBusy(null);
    }
  }

  async function send() {
    setAsking(false);
    setBusy('send');
    try {
      const {data} = await post<{data: Progress}>(url, {});
      setProgress(data.data);
    } catch (error) {
      fail(error);
      await refresh().catch(() => undefined);
    } finally {
      setBusy(null);
    }
  }

  const counts = progress?.counts;
  return (
    <Flex direction="column" alignItems="stretch" gap={3} width="100%">
      <Box role="status" aria-live="polite">
        {progress === undefined ? null : progress === null ? (
          <Typography variant="omega">{formatMessage(message('duo.newsletter.notSent'))}</Typography>
        ) : (
          <Flex direction="column" alignItems="flex-start" gap={1}>
            <Typography variant="omega" fontWeight="bold">
              {progress.state === 'done'
                ? formatMessage(message('duo.newsletter.done'), {sent: counts!.sent, total: progress.total})
                : progress.state === 'paused'
                  ? formatMessage(message('duo.newsletter.paused'), {
                      error: progress.lastError ?? '',
                      time: progress.retryAt ? formatTime(progress.retryAt, {timeStyle: 'medium'}) : '',
                    })
                  : formatMessage(message('duo.newsletter.sending'), {sent: counts!.sent, total: progress.total})}
            </Typography>
            {counts!.skipped > 0 ? (
              <Typography variant="pi">{formatMessage(message('duo.newsletter.skipped'), {count: counts!.skipped})}</Typography>
            ) : null}
            {counts!.uncertain > 0 ? (
              <Typography variant="pi">{formatMessage(message('duo.newsletter.uncertain'), {count: counts!.uncertain})}</Typography>
            ) : null}
          </Flex>
        )}
      </Box>
      {modified ? <Typography variant="pi">{formatMessage(message('duo.newsletter.saveFirst'))}</Typography> : null}
      <Button variant="secondary" fullWidth loading={busy === 'test'} disabled={modified || busy !== null} onClick={sendTest}>
        {formatMessage(message('duo.newsletter.sendTest'))}
      </Button>
      {progress === null ? (
        <Dialog.Root open={asking} onOpenChange={setAsking}>
          <Dialog.Trigger>
            <Button variant="default" fullWidth loading={busy === 'send'} disabled={modified || busy !== null}>
              {formatMessage(message('duo.newsletter.send'))}
            </Button>
          </Dialog.Trigger>
          <Dialog.Content>
            <Dialog.Header>{formatMessage(message('duo.newsletter.confirmTitle'))}</Dialog.Header>
            <Dialog.Body>
              <Typography>{formatMessage(message('duo.newsletter.confirmText'))}</Typography>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.Cancel>
                <Button variant="tertiary">{formatMessage(message('duo.newsletter.cancel'))}</Button>
              </Dialog.Cancel>
              <Button variant="default" onClick={send}>
                {formatMessage(message('duo.newsletter.confirm'))}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Root>
      ) : null}
    </Flex>
  );
}

interface PanelProps {
  model: string;
  documentId?: string;
}

function NewsletterSendPanel({model, documentId}: PanelProps) {
  const {formatMessage} = useIntl();
  if (model !== NEWSLETTER || !documentId || documentId === 'create') return null;
  return {title: formatMessage(message('duo.newsletter.panel')), content: <SendPanelContent documentId={documentId} />};
}

interface ContentManagerApis {
  apis: {addEditViewSidePanel(panels: unknown[]): void};
}

export function addNewsletterSendPanel(app: {getPlugin(id: string): unknown}): void {
  (app.getPlugin('content-manager') as ContentManagerApis).apis.addEditViewSidePanel([NewsletterSendPanel]);
}
