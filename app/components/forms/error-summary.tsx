import type {Ref} from 'react';

interface ErrorSummaryProps {
  title: string;
  errors: {fieldId: string; message: string}[];
  summaryRef?: Ref<HTMLDivElement>;
}

export function ErrorSummary({title, errors, summaryRef}: ErrorSummaryProps) {
  if (errors.length === 0) return null;
  return (
    <div className="error-summary" tabIndex={-1} ref={summaryRef}>
      <p className="error-summary__title">{title}</p>
      <ul>
        {errors.map(({fieldId, message}) => (
          <li key={fieldId}>
            <a href={`#${fieldId}`}>{message}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}
