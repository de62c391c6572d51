import {useTranslation} from '~/i18n/translate';
import {ScreenLink} from '~/components/ui/screen-link';

export function ArchiveYears({years, current}: {years: string[]; current: string}) {
  const {t} = useTranslation();
  return (
    <nav aria-label={t('calendar.archiveYears')} className="archive-years">
      <ul>
        {years.map((year) => (
          <li key={year}>
            {year === current ? (
              <span aria-current="page">{year}</span>
            ) : (
              <ScreenLink screen="calendar-archive" params={{year}}>
                {year}
              </ScreenLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
