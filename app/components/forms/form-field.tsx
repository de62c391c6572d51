import type {Ref} from 'react';

interface FormFieldProps {
  id: string;
  name: string;
  label: string;
  error?: string;
  hint?: string;
  type?: 'text' | 'email' | 'password' | 'tel';
  required?: boolean;
  multiline?: boolean;
  autoComplete?: string;
  defaultValue?: string;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement & HTMLTextAreaElement>;
}

// `aria-required` only: the browser's own validation would answer in its language, before ours.
export function FormField({
  id,
  label,
  error,
  hint,
  multiline,
  inputRef,
  type = 'text',
  required = true,
  ...input
}: FormFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  const shared = {
    id,
    ref: inputRef,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    ...input,
  };
  return (
    <div className={`form-field${error ? ' form-field--invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {multiline ? <textarea rows={8} {...shared} /> : <input type={type} {...shared} />}
      {hint ? (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="form-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
