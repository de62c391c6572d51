import {useMemo, useRef, useState} from 'react';
import {useTranslation} from '~/i18n/translate';
import Lightbox, {IconButton, createIcon, type ControllerRef, type ZoomRef} from 'yet-another-react-lightbox';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import 'yet-another-react-lightbox/styles.css';
import {LIBRARY_CAROUSEL_OPTIONS, LIBRARY_ZOOM_OPTIONS, LIGHTBOX} from './lightbox-config';
import {toLightboxSlides, type LightboxInput} from './lightbox-slides';
import {clampPinchZoom, nextRotation, stepZoom, toggleZoom} from './lightbox-zoom';
import {useLightboxGestures} from './use-lightbox-gestures';

export interface PhotoLightboxProps {
  photos: LightboxInput;
  index: number;
  open: boolean;
  onClose: () => void;
  onClosed?: (index: number) => void;
  loop?: boolean;
}

declare module 'yet-another-react-lightbox' {
  interface Labels {
    Rotate?: string;
    Reset?: string;
  }
}

const icon = (name: string, path: string) => createIcon(name, <path d={path} />);
const ZoomInIcon = icon('ZoomIn', 'M15.5 14h-.79l-.28-.27A6.47 6.47 0 0 0 16 9.5 6.5 6.5 0 1 0 9.5 16c1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14zM12 10h-2v2H9v-2H7V9h2V7h1v2h2z');
const ZoomOutIcon = icon('ZoomOut', 'M15.5 14h-.79l-.28-.27A6.47 6.47 0 0 0 16 9.5 6.5 6.5 0 1 0 9.5 16c1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14zM7 9h5v1H7z');
const ResetIcon = icon('Reset', 'M12 5V1L7 6l5 5V7c3.31 0 6 2.69 6 6s-2.69 6-6 6-6-2.69-6-6H4c0 4.42 3.58 8 8 8s8-3.58 8-8-3.58-8-8-8z');
const RotateIcon = icon('Rotate', 'M15.55 5.55 11 1v3.07C7.06 4.56 4 7.92 4 12s3.05 7.44 7 7.93v-2.02c-2.84-.48-5-2.94-5-5.91s2.16-5.43 5-5.91V10zM19.93 11a7.9 7.9 0 0 0-1.62-3.89l-1.42 1.42c.54.75.88 1.6 1.02 2.47zM13 17.9v2.02c1.39-.17 2.74-.71 3.9-1.61l-1.44-1.44c-.75.54-1.59.89-2.46 1.03zm3.89-2.42 1.42 1.41A7.9 7.9 0 0 0 19.93 13h-2.02a5.9 5.9 0 0 1-1.02 2.48z');

export default function PhotoLightbox({photos, index, open, onClose, onClosed, loop = false}: PhotoLightboxProps) {
  const {t} = useTranslation();
  const slides = useMemo(() => toLightboxSlides(photos), [photos]);
  const zoomRef = useRef<ZoomRef>(null);
  const controllerRef = useRef<ControllerRef>(null);
  const [zoom, setZoom] = useState(1);
  // Known once a photo has loaded; until then zooming in is allowed and the library clamps it.
  const [maxZoom, setMaxZoom] = useState(Number.POSITIVE_INFINITY);
  const [rotation, setRotation] = useState(0);
  const [current, setCurrent] = useState(index);

  const naturalZoom = () => Math.max(1, (zoomRef.current?.maxZoom ?? 1) / LIGHTBOX.maxZoomOfNatural);
  const changeZoom = (target: number) => zoomRef.current?.changeZoom(target);

  const actions = {
    zoom: () => zoomRef.current?.zoom ?? 1,
    zoomIn: () => changeZoom(stepZoom(zoomRef.current?.zoom ?? 1, 1, naturalZoom())),
    zoomOut: () => changeZoom(stepZoom(zoomRef.current?.zoom ?? 1, -1, naturalZoom())),
    toggleZoom: () => changeZoom(toggleZoom(zoomRef.current?.zoom ?? 1, naturalZoom())),
    reset: () => {
      changeZoom(1);
      setRotation(0);
    },
    rotate: () => setRotation(nextRotation),
    previous: () => {
      if (loop || current > 0) controllerRef.current?.prev();
    },
    next: () => {
      if (loop || current < slides.length - 1) controllerRef.current?.next();
    },
  };
  const gestures = useLightboxGestures(actions);

  const currentSlide = slides[current];
  const quarterTurn = rotation % 180 !== 0;
  const aspect = currentSlide?.width && currentSlide.height ? currentSlide.width / currentSlide.height : 1;
  // A quarter-turned photo is shrunk to stay inside the box it had.
  const rotationScale = quarterTurn ? Math.min(aspect, 1 / aspect) : 1;
  const percent = Math.round(zoom * 100);

  const toolbarButtons = [
    <IconButton
      key="zoom-out"
      label="Zoom out"
      icon={ZoomOutIcon}
      disabled={zoom <= LIGHTBOX.minZoom + 0.001}
      onClick={actions.zoomOut}
    />,
    <IconButton
      key="zoom-in"
      label="Zoom in"
      icon={ZoomInIcon}
      disabled={zoom >= maxZoom - 0.001}
      onClick={actions.zoomIn}
    />,
    <IconButton key="rotate" label="Rotate" icon={RotateIcon} onClick={actions.rotate} />,
    <IconButton key="reset" label="Reset" icon={ResetIcon} onClick={actions.reset} />,
    'close',
  ];

  return (
    <div className="photo-lightbox" role="presentation" {...gestures.handlers}>
      <Lightbox
        open={open}
        close={onClose}
        index={index}
        slides={slides}
        plugins={[Zoom]}
        zoom={{...LIBRARY_ZOOM_OPTIONS, ref: zoomRef}}
        carousel={{
          ...LIBRARY_CAROUSEL_OPTIONS,
          finite: !loop,
          imageProps: (slide) =>
            slide === currentSlide && rotation !== 0
              ? {style: {transform: `rotate(${rotation}deg) scale(${rotationScale})`}}
              : {},
        }}
        controller={{ref: controllerRef, disableSwipeNavigation: true, closeOnBackdropClick: true}}
        toolbar={{buttons: toolbarButtons}}
        labels={{
          Previous: t('lightbox.previous'),
          Next: t('lightbox.next'),
          Close: t('lightbox.close'),
          Lightbox: t('lightbox.label'),
          Carousel: t('lightbox.carousel'),
          Slide: t('lightbox.slide'),
          'Photo gallery': t('lightbox.gallery'),
          '{index} of {total}': t('lightbox.slideCounter'),
          'Zoom in': t('lightbox.zoomIn'),
          'Zoom out': t('lightbox.zoomOut'),
          Rotate: t('lightbox.rotate'),
          Reset: t('lightbox.reset'),
        }}
        on={{
          view: ({index: viewed}) => {
            setCurrent(viewed);
            setRotation(0);
          },
          zoom: ({zoom: level}) => {
            setZoom(level);
            setMaxZoom(zoomRef.current?.maxZoom ?? Number.POSITIVE_INFINITY);
            if (!gestures.isPinching()) return;
            const limited = clampPinchZoom(level, naturalZoom());
            if (limited !== level) zoomRef.current?.changeZoom(limited, true);
          },
          exited: () => onClosed?.(current),
        }}
        render={{
          buttonZoom: () => null,
          iconLoading: () => (
            <span className="photo-lightbox__state" role="status">
              {t('lightbox.loading')}
            </span>
          ),
          iconError: () => (
            <span className="photo-lightbox__state" role="alert">
              {t('lightbox.error')}
            </span>
          ),
          slideFooter: ({slide}) =>
            'title' in slide && typeof slide.title === 'string' ? (
              <p className="photo-lightbox__title">{slide.title}</p>
            ) : null,
          controls: () => (
            <>
              {slides.length === 0 ? (
                <p className="photo-lightbox__state photo-lightbox__state--empty" role="alert">
                  {t('lightbox.empty')}
                </p>
              ) : null}
              <p className="photo-lightbox__status" role="status" aria-live="polite">
                {t('lightbox.zoomLevel', {percent})}
                {rotation !== 0 ? ` · ${t('lightbox.rotation', {degrees: rotation})}` : ''}
              </p>
            </>
          ),
        }}
      />
    </div>
  );
}
