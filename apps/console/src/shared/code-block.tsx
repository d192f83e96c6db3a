// CodeBlock: a labelled, keyboard-focusable block of code with a copy button. Long lines wrap
// inside the block rather than run off its right edge (a reader at 1280 px sees the whole
// command); a wrapped line's continuation is indented, so it still reads as one line, and the
// copy button copies the command exactly as written.
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
        <code>
          {code.split('\n').map((line, index) => (
            // The lines are fixed text: their position is their identity.
            <span key={index} className="code-line">
              {line}
              {'\n'}
            </span>
          ))}
        </code>
      </pre>
    </figure>
  );
}
