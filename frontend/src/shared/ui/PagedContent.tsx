import { Pagination } from './Pagination';
import { RemoteContent, type RemoteContentProps } from './RemoteContent';

/** The page a list shows and how to change it (a new page size goes back to page 1). */
interface Paging {
  page: number;
  perPage: number;
  setPage(page: number): void;
  setPerPage(perPage: number): void;
}

interface PagedContentProps<T extends { itemsTotal: number }> extends RemoteContentProps<T> {
  paging: Paging;
}

/** Like RemoteContent, for a list that comes a page at a time: the pages follow the content. */
export function PagedContent<T extends { itemsTotal: number }>({ paging, children, ...content }: PagedContentProps<T>) {
  return (
    <RemoteContent {...content}>
      {(data) => (
        <>
          {children(data)}
          <Pagination
            page={paging.page}
            perPage={paging.perPage}
            totalItems={data.itemsTotal}
            onPageChange={paging.setPage}
            onPerPageChange={paging.setPerPage}
          />
        </>
      )}
    </RemoteContent>
  );
}
