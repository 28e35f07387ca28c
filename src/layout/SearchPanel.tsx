import { Box, DialogContent, Link, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useCanAccessResources, useStore, useTranslate } from 'ra-core';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCurrentUser } from '../session/CurrentUserContext';
import {
  DEFAULT_RANGE_DAYS,
  recentLookupsKey,
  SEARCH_GROUPS,
  withRecent,
  type SearchFound,
  type SearchGroup,
  type SearchHit,
  type SearchParts,
  type SearchRequest,
} from './globalSearchModel';
import { SearchBox } from './SearchBox';

const ANNOUNCED: Record<SearchGroup, string> = {
  payments: 'rm.shell.search.announcePayments',
  customers: 'rm.shell.search.announceCustomers',
  users: 'rm.shell.search.announceUsers',
};

const NO_RECENT: string[] = [];

/** Typing pauses this long before a search is asked. */
export const SEARCH_DEBOUNCE_MS = 200;

/** An entry of the panel: a group's hit, or a recent lookup, which fills the box instead. */
interface Option extends Omit<SearchHit, 'href'> {
  group: 'recent' | SearchGroup;
  href?: string;
  recent?: string;
}

const useDebounced = (value: string, ms: number) => {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
};

/**
 * The search panel (loaded when the box first opens): the box, the client's matching payments, customers and users as
 * one listbox grouped by kind, each group searched and shown by its resource's part, the recent lookups when it is
 * empty.
 */
export const SearchPanel = ({
  clientSlug,
  onClose,
  parts,
  typed = '',
}: {
  clientSlug: string;
  onClose: () => void;
  parts: SearchParts;
  /** What was typed in the box before the panel's code arrived. */
  typed?: string;
}) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const listboxId = useId();
  const [input, setInput] = useState(typed);
  const [active, setActive] = useState(0);
  const [widened, setWidened] = useState(false);
  const query = useDebounced(input.trim(), SEARCH_DEBOUNCE_MS);
  // Kept in react-admin's store for the tab and this user; the store is reset at sign-out.
  const [recent, setRecent] = useStore<string[]>(recentLookupsKey(user.id), NO_RECENT);
  const { canAccess = {} } = useCanAccessResources({
    action: 'list',
    resources: SEARCH_GROUPS.map(group => parts[group].resource),
  });
  const request = (group: SearchGroup): SearchRequest => ({
    query,
    clientSlug,
    widened,
    allowed: !!canAccess[parts[group].resource],
  });
  // Each resource's part searches its kind of facts and shows its hits (src/routes.tsx gathers them).
  const found: Record<SearchGroup, SearchFound> = {
    payments: parts.payments.useSearch(request('payments')),
    customers: parts.customers.useSearch(request('customers')),
    users: parts.users.useSearch(request('users')),
  };
  const dated = SEARCH_GROUPS.some(group => parts[group].dated && canAccess[parts[group].resource]);
  const pending = input.trim() !== query || SEARCH_GROUPS.some(group => found[group].pending);
  const failed = SEARCH_GROUPS.some(group => found[group].failed);

  const remember = () => setRecent(withRecent(recent, query));
  const options: Option[] = [];
  if (!input.trim()) {
    for (const item of recent) options.push({ key: `recent-${item}`, group: 'recent', primary: item, recent: item });
  } else if (!pending) {
    for (const group of SEARCH_GROUPS) for (const hit of found[group].hits) options.push({ ...hit, group });
  }
  const activeIndex = Math.min(active, options.length - 1);

  const choose = (option: Option) => {
    if (option.recent !== undefined) {
      setInput(option.recent);
      setActive(0);
      return;
    }
    remember();
    option.before?.();
    onClose();
    navigate(option.href!);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!options.length) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((activeIndex + step + options.length) % options.length);
    } else if (event.key === 'Enter' && options[activeIndex]) {
      event.preventDefault();
      choose(options[activeIndex]);
    }
  };

  const groups = (['recent', ...SEARCH_GROUPS] as const)
    .map(group => ({ group, items: options.filter(option => option.group === group) }))
    .filter(({ items }) => items.length);
  const totalOf = (group: SearchGroup) => (found[group].searched ? found[group].total : 0);
  // Only the groups searched for this query, which the user may open: none is said to have found nothing unsearched.
  const searched = SEARCH_GROUPS.filter(group => found[group].searched);
  const announcement = searched.length
    ? translate('rm.shell.search.announce', {
        groups: searched.map(group => translate(ANNOUNCED[group], { smart_count: totalOf(group) })).join(', '),
      })
    : translate('rm.shell.search.nothing', { query });
  const optionId = (option: Option) => `${listboxId}-${option.key}`;

  return (
    <DialogContent sx={{ p: 0 }}>
      <SearchBox
        value={input}
        onChange={value => {
          setInput(value);
          setActive(0);
        }}
        onClose={onClose}
        onKeyDown={onKeyDown}
        busy={pending && !!input.trim()}
        inputProps={{
          role: 'combobox',
          'aria-autocomplete': 'list',
          'aria-expanded': options.length > 0,
          'aria-controls': listboxId,
          'aria-activedescendant': options[activeIndex] ? optionId(options[activeIndex]) : undefined,
        }}
      />
      {dated && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 0.5, flexWrap: 'wrap' }}>
          <Typography variant="body2" color="text.secondary">
            {widened
              ? translate('rm.shell.search.allDates')
              : translate('rm.shell.search.range', { days: DEFAULT_RANGE_DAYS })}
          </Typography>
          {!widened && (
            <Link component="button" variant="body2" onClick={() => setWidened(true)}>
              {translate('rm.shell.search.widen')}
            </Link>
          )}
        </Box>
      )}
      <Box
        component="div"
        id={listboxId}
        role="listbox"
        aria-label={translate('rm.shell.search.label')}
        sx={{ m: 0, p: 0, listStyle: 'none' }}
      >
        {groups.map(({ group, items }) => (
          <Box
            component="div"
            key={group}
            role="group"
            aria-labelledby={`${listboxId}-${group}`}
            sx={{ m: 0, p: 0, listStyle: 'none' }}
          >
            <Box
              component="div"
              role="presentation"
              id={`${listboxId}-${group}`}
              sx={{ px: 2, pt: 1.5, pb: 0.5, typography: 'overline', color: 'text.secondary' }}
            >
              {translate(`rm.shell.search.${group}`)}
              {group !== 'recent' && ` · ${translate('rm.shell.search.count', { smart_count: totalOf(group) })}`}
            </Box>
            {items.map(option => {
              const selected = options[activeIndex] === option;
              return (
                <Box
                  component="div"
                  key={option.key}
                  id={optionId(option)}
                  role="option"
                  aria-selected={selected}
                  onMouseDown={event => event.preventDefault()}
                  onClick={() => choose(option)}
                  sx={{
                    px: 2,
                    py: 1,
                    cursor: 'pointer',
                    bgcolor: selected ? 'action.selected' : undefined,
                    '&:hover': { bgcolor: 'action.hover' },
                  }}
                >
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {option.primary}
                  </Typography>
                  {option.secondary && (
                    <Typography variant="body2" color="text.secondary">
                      {option.secondary}
                    </Typography>
                  )}
                </Box>
              );
            })}
          </Box>
        ))}
      </Box>
      {!!input.trim() && !pending && (failed || !options.length) && (
        <Typography variant="body2" role={failed ? 'alert' : undefined} sx={{ px: 2, py: 2 }}>
          {failed ? translate('rm.shell.search.failed') : translate('rm.shell.search.nothing', { query })}
        </Typography>
      )}
      <Box role="status" sx={visuallyHidden}>
        {!!input.trim() && !pending && !failed ? announcement : ''}
      </Box>
    </DialogContent>
  );
};
