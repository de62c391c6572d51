import {useEffect} from 'react';
import {useTranslation} from '~/i18n/translate';
import {Toaster, resolveValue, useToasterStore, type Toast} from 'react-hot-toast';
import {DEFAULT_TOAST_POSITION, LIBRARY_POSITIONS, TOAST_DISMISS_MS, TOAST_DURATION_MS, dismissToast} from './toast';
import {setAnnouncements} from './toast-announcer';

const ICONS: Record<string, string> = {
  'toast--success': '✓',
  'toast--error': '!',
  'toast--info': 'i',
  'toast--warning': '!',
};

const text = (toast: Toast) => String(resolveValue(toast.message, toast) ?? '');

export function AppToaster() {
  const {t} = useTranslation();
  const {toasts} = useToasterStore();

  useEffect(() => {
    setAnnouncements(
      toasts
        .filter((toast) => toast.visible)
        .map((toast) => ({id: toast.id, text: text(toast), assertive: toast.ariaProps.role === 'alert'})),
    );
  }, [toasts]);

  return (
    <Toaster
      position={LIBRARY_POSITIONS[DEFAULT_TOAST_POSITION]}
      containerClassName="toaster"
      toastOptions={{duration: TOAST_DURATION_MS, removeDelay: TOAST_DISMISS_MS}}
    >
      {(toast) => (
        <button
          type="button"
          className={`toast ${toast.className ?? ''} ${toast.visible ? '' : 'toast--leaving'}`}
          onClick={() => dismissToast(toast.id)}
        >
          <span className="toast__icon" aria-hidden="true">
            {ICONS[toast.className ?? ''] ?? ''}
          </span>
          <span className="toast__message">{text(toast)}</span>
          <span className="visually-hidden">{t('toast.dismiss')}</span>
        </button>
      )}
    </Toaster>
  );
}
