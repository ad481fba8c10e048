import { useSearchParams } from 'react-router';

function pageFromSearch(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The address's query with another page number (page 1 is left out), the rest kept. */
export function withPage(search: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(search);
  if (page === 1) next.delete('page');
  else next.set('page', String(page));
  return next;
}

/** The list's page as the address holds it (`?page=`), so a reload or a shared link opens the same page. */
export function usePageParam() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFromSearch(searchParams.get('page'));
  const goToPage = (next: number) => setSearchParams(withPage(searchParams, next));
  return { page, goToPage, searchParams, setSearchParams };
}
