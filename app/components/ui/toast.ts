// react-hot-toast stacks toasts rather than queueing them one by one, and keeps 20 at most (decision 003).
import hotToast, {type ToastOptions as LibraryOptions, type ToastPosition as LibraryPosition} from 'react-hot-toast';
import * as z from 'zod/mini';

export const TOAST_TYPES = ['success', 'error', 'info', 'warning', 'default'] as const;
export type ToastType = (typeof TOAST_TYPES)[number];

export const TOAST_POSITIONS = ['top-right', 'top', 'top-left', 'bottom-right', 'bottom', 'bottom-left'] as const;
export type ToastPosition = (typeof TOAST_POSITIONS)[number];

export const DEFAULT_TOAST_TYPE: ToastType = 'success';
export const DEFAULT_TOAST_POSITION: ToastPosition = 'bottom-right';
export const TOAST_DURATION_MS = 3000;
export const TOAST_DISMISS_MS = 150;

export interface ToastSettings {
  type?: ToastType;
  position?: ToastPosition;
  id?: string;
}

export interface ToastDescriptor {
  type: ToastType;
  message: string;
  id: string;
}

const ToastSettingsSchema = z.object({
  type: z.optional(z.enum(TOAST_TYPES, {error: `A toast type is one of: ${TOAST_TYPES.join(', ')}.`})),
  position: z.optional(
    z.enum(TOAST_POSITIONS, {error: `A toast position is one of: ${TOAST_POSITIONS.join(', ')}.`}),
  ),
  id: z.optional(z.string().check(z.minLength(1))),
});

export const LIBRARY_POSITIONS: Record<ToastPosition, LibraryPosition> = {
  'top-right': 'top-right',
  top: 'top-center',
  'top-left': 'top-left',
  'bottom-right': 'bottom-right',
  bottom: 'bottom-center',
  'bottom-left': 'bottom-left',
};

export class ToastSettingsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ToastSettingsError';
  }
}

export function resolveToast(settings: ToastSettings = {}): {
  kind: 'success' | 'error' | 'blank';
  options: LibraryOptions;
} {
  const parsed = z.safeParse(ToastSettingsSchema, settings);
  if (!parsed.success) {
    throw new ToastSettingsError(parsed.error.issues.map((issue) => issue.message).join(' '));
  }
  const type = parsed.data.type ?? DEFAULT_TOAST_TYPE;
  const position = parsed.data.position ?? DEFAULT_TOAST_POSITION;
  const kind = type === 'success' || type === 'error' ? type : 'blank';
  return {
    kind,
    options: {
      ...(parsed.data.id ? {id: parsed.data.id} : {}),
      duration: TOAST_DURATION_MS,
      removeDelay: TOAST_DISMISS_MS,
      position: LIBRARY_POSITIONS[position],
      // The toast's own type, for its look; `kind` alone cannot tell info from warning.
      className: `toast--${type}`,
      ariaProps:
        type === 'error' ? {role: 'alert', 'aria-live': 'assertive'} : {role: 'status', 'aria-live': 'polite'},
    },
  };
}

export function showToast(message: string, settings?: ToastSettings): string {
  const {kind, options} = resolveToast(settings);
  return kind === 'blank' ? hotToast(message, options) : hotToast[kind](message, options);
}

export function dismissToast(id?: string): void {
  hotToast.dismiss(id);
}
