import { useEffect, useRef } from 'react';

export const MAIN_CONTENT_ID = 'main-content';

/**
 * The page's name as its level-1 heading (for screen readers; the tab strip and the page's card show it to
 * the eye). After an in-app navigation focus moves here, so a keyboard or screen-reader user starts at the
 * new page instead of at the top of the document; the first load leaves focus where the browser puts it.
 */
export function PageHeading({ title, path }: { title: string; path: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const shownPath = useRef(path);
  useEffect(() => {
    if (shownPath.current === path) return;
    shownPath.current = path;
    heading.current?.focus();
  }, [path]);
  return (
    <h1 ref={heading} className="tw-sr-only" tabIndex={-1}>
      {title}
    </h1>
  );
}
