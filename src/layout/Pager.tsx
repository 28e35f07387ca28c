import { Box, PaginationItem } from '@mui/material';
import { useTranslate } from 'ra-core';
import { clampPage, pagerItems } from '../lib/pager';

interface PagerProps {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  /** The pager's name (its navigation landmark's). */
  label: string;
}

/**
 * The results' pager (payments, customers): first and last pages, 2 neighbours each side (3 on page 1), ellipses
 * between; shown when there is more than one page.
 */
export const Pager = ({ page, pageCount, onPage, label }: PagerProps) => {
  const translate = useTranslate();
  if (pageCount <= 1) return null;
  const current = clampPage(page, pageCount);
  return (
    <Box component="nav" aria-label={label} sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
      <Box
        component="ul"
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', listStyle: 'none', p: 0, m: 0, gap: 0.5 }}
      >
        <li>
          <PaginationItem
            type="previous"
            disabled={current === 1}
            onClick={() => onPage(current - 1)}
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
                onClick={() => item !== current && onPage(item)}
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
            onClick={() => onPage(current + 1)}
            aria-label={translate('rm.shell.pager.next')}
          />
        </li>
      </Box>
    </Box>
  );
};
