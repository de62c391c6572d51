import type {PendingCartForm} from './optimistic-count';

// CartForm's own field (`CartForm.INPUT_NAME`): named here so the layout reads pending cart forms without
// loading Hydrogen on every page. A unit test holds this reader to `CartForm.getFormInput`.
export const CART_FORM_INPUT = 'cartFormInput';

function cartFormInput(field: unknown): PendingCartForm {
  if (typeof field !== 'string' || field === '') return {};
  try {
    const parsed: unknown = JSON.parse(field);
    return parsed && typeof parsed === 'object' ? (parsed as PendingCartForm) : {};
  } catch {
    // Not a CartForm's field: counts as no cart change, where Hydrogen's reader would throw.
    return {};
  }
}

export function readPendingCartForm(formData: FormData): Required<PendingCartForm> {
  const fields: Record<string, unknown> = {};
  for (const name of new Set(formData.keys())) {
    const values = formData.getAll(name);
    const value = values.length > 1 ? values : values[0];
    fields[name] = value === 'on' ? true : value === 'off' ? false : value;
  }
  const {[CART_FORM_INPUT]: field, ...plain} = fields;
  const {action, inputs} = cartFormInput(field);
  return {action, inputs: {...(inputs && typeof inputs === 'object' ? inputs : {}), ...plain}};
}
