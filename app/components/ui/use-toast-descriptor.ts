import {useEffect, useRef} from 'react';
import {useTranslation} from '~/i18n/translate';
import type {ToastDescriptor} from './toast';
import {requestToasts} from './toast-outlet';

export function useToastDescriptor(descriptor: ToastDescriptor | undefined): void {
  const {t} = useTranslation();
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (!descriptor || shown.current === descriptor.id) return;
    shown.current = descriptor.id;
    const message = t(descriptor.message);
    void requestToasts().then(({showToast}) => showToast(message, {type: descriptor.type, id: descriptor.id}));
  }, [descriptor, t]);
}
