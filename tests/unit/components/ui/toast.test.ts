import {afterEach, describe, expect, it, vi} from 'vitest';
import hotToast from 'react-hot-toast';
import {
  TOAST_POSITIONS,
  TOAST_TYPES,
  ToastSettingsError,
  resolveToast,
  showToast,
  type ToastPosition,
} from '~/components/ui/toast';

afterEach(() => vi.restoreAllMocks());

describe('toast settings', () => {
  it('defaults to a success toast at the bottom right for 3000 ms, leaving in 150 ms', () => {
    expect(resolveToast()).toEqual({
      kind: 'success',
      options: {
        duration: 3000,
        removeDelay: 150,
        position: 'bottom-right',
        className: 'toast--success',
        ariaProps: {role: 'status', 'aria-live': 'polite'},
      },
    });
  });

  it('maps the six positions onto the library', () => {
    const positions = Object.fromEntries(
      TOAST_POSITIONS.map((position) => [position, resolveToast({position}).options.position]),
    );
    expect(positions).toEqual({
      'top-right': 'top-right',
      top: 'top-center',
      'top-left': 'top-left',
      'bottom-right': 'bottom-right',
      bottom: 'bottom-center',
      'bottom-left': 'bottom-left',
    });
  });

  it('announces errors assertively and the rest politely', () => {
    const roles = Object.fromEntries(TOAST_TYPES.map((type) => [type, resolveToast({type}).options.ariaProps]));
    expect(roles.error).toEqual({role: 'alert', 'aria-live': 'assertive'});
    for (const type of ['success', 'info', 'warning', 'default'] as const) {
      expect(roles[type]).toEqual({role: 'status', 'aria-live': 'polite'});
    }
  });

  it('gives every type its library call and its look', () => {
    expect(TOAST_TYPES.map((type) => [type, resolveToast({type}).kind, resolveToast({type}).options.className])).toEqual([
      ['success', 'success', 'toast--success'],
      ['error', 'error', 'toast--error'],
      ['info', 'blank', 'toast--info'],
      ['warning', 'blank', 'toast--warning'],
      ['default', 'blank', 'toast--default'],
    ]);
  });

  it('refuses another position at compile time and at run time, naming the allowed ones', () => {
    // @ts-expect-error: 'center' is not a toast position.
    const center: ToastPosition = 'center';
    expect(() => resolveToast({position: center})).toThrow(ToastSettingsError);
    expect(() => resolveToast({position: center})).toThrow(
      'A toast position is one of: top-right, top, top-left, bottom-right, bottom, bottom-left.',
    );
    // @ts-expect-error: 'loading' is the library's type, not ours.
    expect(() => showToast('x', {type: 'loading'})).toThrow('A toast type is one of: success, error, info, warning, default.');
  });

  it('shows through react-hot-toast with the resolved options', () => {
    const success = vi.spyOn(hotToast, 'success').mockReturnValue('1');
    const error = vi.spyOn(hotToast, 'error').mockReturnValue('2');
    expect(showToast('Saved')).toBe('1');
    expect(success).toHaveBeenCalledWith('Saved', expect.objectContaining({duration: 3000, position: 'bottom-right'}));
    showToast('Failed', {type: 'error', position: 'top', id: 'send'});
    expect(error).toHaveBeenCalledWith('Failed', expect.objectContaining({id: 'send', position: 'top-center'}));
  });
});
