import { Box, PaginationItem, type TablePaginationProps } from '@mui/material';
import { ListPaginationContext, useListPaginationContext, useTranslate } from 'ra-core';
import { Pagination } from 'react-admin';
import { clampPage, pagerItems } from '../lib/pager';

interface ResultsPaginationProps {
  /** The pagination's name (its navigation landmark's). */
  label: string;
  /** The page size the API serves, whatever the address asks for (a shared link's perPage is not obeyed). */
  perPage: number;
}

/**
 * react-admin's Pagination over the list in context, with the results' page buttons (payments, customers): first and
 * last pages, 2 neighbours each side (3 on page 1), ellipses between; no rows-per-page choice nor range text, as the
 * count line above the table says how many; shown when there is more than one page, on every screen size.
 */
export const ResultsPagination = ({ label, perPage }: ResultsPaginationProps) => {
  const pagination = useListPaginationContext();
  const total = pagination.total ?? 0;
  if (pagination.isPending || total <= perPage) return null;
  // The API's page size, and an address's page past the last shown as the last, which is the page the API answers.
  const served = { ...pagination, perPage, page: clampPage(pagination.page, Math.ceil(total / perPage)) };
  return (
    <Box component="nav" aria-label={label} sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
      <ListPaginationContext.Provider value={served}>
        <Pagination rowsPerPageOptions={[]} {...PAGE_BUTTONS} sx={PAGINATION_SX} />
      </ListPaginationContext.Provider>
    </Box>
  );
};

// react-admin passes MUI TablePagination's own props on, on small screens too (where its `actions` prop is not used).
const PAGE_BUTTONS: Pick<TablePaginationProps, 'ActionsComponent'> = { ActionsComponent: PageButtons };

// The range text's empty paragraph and the toolbar's spacer would push the buttons off centre.
const PAGINATION_SX = {
  overflow: 'visible',
  '& .MuiTablePagination-toolbar': { p: 0, minHeight: 0 },
  '& .MuiTablePagination-spacer, & .MuiTablePagination-displayedRows': { display: 'none' },
  '& .MuiTablePagination-actions': { ml: 0 },
};

/** The page buttons, as TablePagination's actions (its page is 0-based). */
interface PageButtonsProps {
  page: number;
  count: number;
  rowsPerPage: number;
  onPageChange: (event: null, page: number) => void;
}

function PageButtons({ page, count, rowsPerPage, onPageChange }: PageButtonsProps) {
  const translate = useTranslate();
  const pageCount = Math.ceil(count / rowsPerPage);
  const current = clampPage(page + 1, pageCount);
  const go = (target: number) => onPageChange(null, target - 1);
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
