import { Box, PaginationItem } from '@mui/material';
import { useListPaginationContext, useTranslate } from 'ra-core';
import { clampPage, pagerItems } from '../lib/pager';

interface ResultsPaginationProps {
  /** The pagination's name (its navigation landmark's). */
  label: string;
  /** The page size the API serves, whatever the address asks for (a shared link's perPage is not obeyed). */
  perPage: number;
}

/**
 * The pagination of the list in context (react-admin's ListPaginationContext: its page, total and setPage), drawn as
 * the results' page buttons (payments, customers): first and last pages, 2 neighbours each side (3 on page 1),
 * ellipses between; shown when there is more than one page. An address's page past the last shows as the last, which
 * is the page the API answers.
 */
export const ResultsPagination = ({ label, perPage }: ResultsPaginationProps) => {
  const { total, isPending, page, setPage } = useListPaginationContext();
  const pageCount = Math.ceil((total ?? 0) / perPage);
  if (isPending || pageCount <= 1) return null;
  return (
    <Box component="nav" aria-label={label} sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
      <PageButtons page={clampPage(page, pageCount)} pageCount={pageCount} onPage={setPage} />
    </Box>
  );
};

interface PageButtonsProps {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}

function PageButtons({ page: current, pageCount, onPage: go }: PageButtonsProps) {
  const translate = useTranslate();
  return (
    <Box
      component="ul"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', listStyle: 'none', p: 0, m: 0, gap: 0.5 }}
    >
      <li>
        <PaginationItem
          type="previous"
          disabled={current === 1}
          onClick={() => go(current - 1)}
          aria-label={translate('rm.shell.pager.previous')}
        />
      </li>
      {pagerItems(current, pageCount).map(item =>
        typeof item === 'number' ? (
          <li key={item}>
            <PaginationItem
              type="page"
              page={item}
              selected={item === current}
              aria-current={item === current ? 'page' : undefined}
              aria-label={translate(item === current ? 'rm.shell.pager.current' : 'rm.shell.pager.page', {
                page: item,
              })}
              onClick={() => item !== current && go(item)}
            />
          </li>
        ) : (
          <li key={item} aria-label={translate('rm.shell.pager.more')}>
            <PaginationItem type={item} component="span" />
          </li>
        ),
      )}
      <li>
        <PaginationItem
          type="next"
          disabled={current === pageCount}
          onClick={() => go(current + 1)}
          aria-label={translate('rm.shell.pager.next')}
        />
      </li>
    </Box>
  );
}
