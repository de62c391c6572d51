import type {Ref} from 'react';

interface CheckboxFieldProps {
  id: string;
  name: string;
  value: string;
  label: string;
  error?: string;
  defaultChecked?: boolean;
  onChange?: () => void;
  inputRef?: Ref<HTMLInputElement>;
}

export function CheckboxField({id, label, error, inputRef, ...input}: CheckboxFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className={`form-field form-field--checkbox${error ? ' form-field--invalid' : ''}`}>
      <input
        id={id}
        type="checkbox"
        ref={inputRef}
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      <label htmlFor={id}>{label}</label>
      {error ? (
        <p id={errorId} className="form-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
