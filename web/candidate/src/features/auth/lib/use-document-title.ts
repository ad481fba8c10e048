import { useEffect } from 'react';

/** Sets the tab title while the page is shown (the prerendered shell has it too, for the first load). */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
