// Page: the frame of every page. Sets the document title and renders the page's one h1; after a
// navigation inside the app the h1 takes focus, so keyboard and screen-reader users start at
// the new page's content rather than on the link they followed.
import { useEffect, useRef, type ReactNode } from 'react';

let firstPage = true;

interface PageProps {
  title: string;
  /** Shown above the title, e.g. the workspace name. */
  eyebrow?: ReactNode;
  intro?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}

export function Page({ title, eyebrow, intro, actions, children }: PageProps) {
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    document.title = `${title} · Console`;
  }, [title]);

  useEffect(() => {
    if (firstPage) {
      firstPage = false;
      return;
    }
    heading.current?.focus();
  }, []);

  return (
    <div className="page">
      <div className="page-header">
        <div>
          {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
          <h1 ref={heading} tabIndex={-1}>
            {title}
          </h1>
          {intro ? <div className="page-intro">{intro}</div> : null}
        </div>
        {actions ? <div className="page-actions">{actions}</div> : null}
      </div>
      {children}
    </div>
  );
}
