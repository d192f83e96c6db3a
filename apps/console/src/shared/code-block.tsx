// CodeBlock: a labelled, scrollable, keyboard-focusable block of code with a copy button.
import { useId } from 'react';
import { CopyButton } from './copy-button';

interface CodeBlockProps {
  label: string;
  code: string;
}

export function CodeBlock({ label, code }: CodeBlockProps) {
  const id = useId();
  return (
    <figure className="code-block">
      <figcaption id={id}>
        <span>{label}</span>
        <CopyButton value={code} label={label} />
      </figcaption>
      <pre tabIndex={0} aria-labelledby={id}>
        <code>{code}</code>
      </pre>
    </figure>
  );
}
