// CopyButton: copies a value and says so, visibly and to screen readers.
import { useEffect, useState } from 'react';
import { copyText } from './copy-text';

interface CopyButtonProps {
  value: string;
  /** What is copied, for the accessible name: "Copy workspace id". */
  label: string;
  className?: string;
}

export function CopyButton({ value, label, className }: CopyButtonProps) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = window.setTimeout(() => setState('idle'), 2500);
    return () => window.clearTimeout(timer);
  }, [state]);

  return (
    <span className="copy">
      <button
        type="button"
        className={className ?? 'button secondary small'}
        aria-label={`Copy ${label}`}
        onClick={async () => setState((await copyText(value)) ? 'copied' : 'failed')}
      >
        {state === 'copied' ? 'Copied' : 'Copy'}
      </button>
      <span className="visually-hidden" role="status">
        {state === 'copied'
          ? `${label} copied to the clipboard`
          : state === 'failed'
            ? `Could not copy; select the text and copy it`
            : ''}
      </span>
    </span>
  );
}
