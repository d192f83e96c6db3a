// ErrorSummary: the top of a form that failed, listing each problem as a link to its field,
// and taking focus so the list is the first thing read.
import { useEffect, useRef } from 'react';

export interface SummaryItem {
  /** The id of the control the error belongs to; no link when null. */
  targetId: string | null;
  message: string;
}

interface ErrorSummaryProps {
  items: readonly SummaryItem[];
  title?: string;
}

export function ErrorSummary({ items, title = 'There is a problem' }: ErrorSummaryProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (items.length > 0) box.current?.focus();
  }, [items]);
  if (items.length === 0) return null;
  return (
    <div className="error-summary" role="alert" tabIndex={-1} ref={box}>
      <h2 className="error-summary-title">{title}</h2>
      <ul>
        {items.map((item, index) => (
          <li key={`${item.targetId ?? 'form'}-${index}`}>
            {item.targetId ? (
              <a
                href={`#${item.targetId}`}
                onClick={(event) => {
                  event.preventDefault();
                  document.getElementById(item.targetId ?? '')?.focus();
                }}
              >
                {item.message}
              </a>
            ) : (
              item.message
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
