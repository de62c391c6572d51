import type {PendingCartForm} from './optimistic-count';

/**
 * What `CartForm.getFormInput` reads from a cart form, for the header's count on every page without
 * Hydrogen's client bundle: the form's other fields join the JSON inputs, checkboxes' on/off become
 * booleans. Unlike Hydrogen's, unreadable JSON counts as no change rather than breaking the header.
 */
export function cartFormInput(formData: FormData): PendingCartForm {
  const fields: Record<string, unknown> = {};
  for (const [name, value] of formData.entries()) {
    const all = formData.getAll(name);
    const field = all.length > 1 ? all : value;
    fields[name] = field === 'on' ? true : field === 'off' ? false : field;
  }
  const {cartFormInput: json, ...rest} = fields;
  let parsed: {action?: unknown; inputs?: Record<string, unknown>} = {};
  try {
    parsed = json ? (JSON.parse(String(json)) as typeof parsed) : {};
  } catch {
    return {};
  }
  return {action: parsed?.action, inputs: {...parsed?.inputs, ...rest}};
}
