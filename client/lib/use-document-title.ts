import { useEffect } from 'react';

/** Each screen names itself in the browser tab and to screen readers on navigation. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) document.title = `${title} · CertDrill`;
  }, [title]);
}
