import {useTranslation} from '~/i18n/translate';
import type {Event} from '~/lib/cms/content-model';
import {ExternalLink} from '~/components/ui/external-link';

// A plain label when tickets cannot be had, so nothing looks clickable in vain.
export function TicketButton({event}: {event: Pick<Event, 'title' | 'ticketStatus' | 'ticketUrl'>}) {
  const {t} = useTranslation();
  const label = t(`calendar.ticket.${event.ticketStatus}`);
  const linked = event.ticketUrl && event.ticketStatus !== 'sold_out' && event.ticketStatus !== 'tba';
  if (!linked) {
    return (
      <p className={`ticket-status ticket-status--${event.ticketStatus.replace('_', '-')}`}>{label}</p>
    );
  }
  return (
    <ExternalLink
      href={event.ticketUrl!}
      className="button"
      aria-label={`${t('calendar.ticketFor', {label, title: event.title})} ${t('richText.opensInNewTab')}`}
    >
      {label}
    </ExternalLink>
  );
}
