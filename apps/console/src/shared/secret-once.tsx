// SecretOnce: a secret the server shows a single time (an API key, a webhook signing secret),
// with a copy button and an explicit "I have stored it" that removes it from the page.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { CopyButton } from './copy-button';

interface SecretOnceProps {
  title: string;
  /** Names the secret for the copy button: "API key". */
  label: string;
  secret: string;
  children?: ReactNode;
  onDone: () => void;
}

export function SecretOnce({ title, label, secret, children, onDone }: SecretOnceProps) {
  const headingId = useId();
  const valueId = useId();
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => heading.current?.focus(), []);

  return (
    <section className="secret-once" aria-labelledby={headingId}>
      <h3 id={headingId} ref={heading} tabIndex={-1}>
        {title}
      </h3>
      <p>
        This is the only time it is shown: copy it into your secret store now. It cannot be shown again; if it
        is lost, create a new one.
      </p>
      {children}
      <label htmlFor={valueId} className="label">
        {label}
      </label>
      <div className="secret-row">
        <input
          id={valueId}
          className="input mono"
          readOnly
          value={secret}
          onFocus={(e) => e.currentTarget.select()}
        />
        <CopyButton value={secret} label={label} className="button" />
      </div>
      <button type="button" className="button secondary" onClick={onDone}>
        I have stored it
      </button>
    </section>
  );
}
