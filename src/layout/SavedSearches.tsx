import BookmarkIcon from '@mui/icons-material/BookmarkBorder';
import { Box, List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import { extractValidSavedQueries, useListContext, useSavedQueries, useTranslate, type SavedQuery } from 'ra-core';
import { useId } from 'react';
import { AddSavedQueryIconButton, RemoveSavedQueryIconButton } from 'react-admin';

/** The same JSON value, whatever the order of its objects' keys. */
const canonical = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(canonical)
    : value && typeof value === 'object'
      ? Object.fromEntries(
          Object.entries(value)
            .filter(([, item]) => item !== undefined)
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([key, item]) => [key, canonical(item)]),
        )
      : value;
const sameQuery = (a: unknown, b: unknown) => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

/**
 * react-admin's saved queries for the list in context (its store, `useSavedQueries`, and its add and remove buttons and
 * dialogs): the current search and filters saved under a name, and picked again later. Kept in the browser for the
 * signed-in user and client (the store's user keys, src/lib/userPrefs.ts). Composed here rather than SavedQueriesList,
 * whose add button sits inside its list (a list holding a button, which axe refuses), whose selected query's remove
 * button has no name, and whose help is a tooltip on an icon the keyboard cannot reach.
 */
export const SavedSearches = () => {
  const translate = useTranslate();
  const { resource, filterValues, displayedFilters, sort, perPage, setFilters, setPage, setSort, setPerPage } =
    useListContext();
  const [savedQueries] = useSavedQueries(resource);
  const queries = extractValidSavedQueries(savedQueries);
  const current: SavedQuery['value'] = { filter: filterValues, sort, perPage, displayedFilters };
  const chosen = queries.find(query => sameQuery(query.value, current));
  const titleId = useId();
  // A saved search is all it saved, as react-admin's own list of them applies it: its filter, sort and page size.
  const apply = (query: SavedQuery | undefined) => {
    setFilters(query?.value.filter ?? {}, query?.value.displayedFilters ?? {});
    if (query?.value.sort) setSort(query.value.sort);
    if (query?.value.perPage) setPerPage(query.value.perPage);
    setPage(1);
  };
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 34 }}>
        <BookmarkIcon fontSize="small" color="action" aria-hidden />
        <Typography id={titleId} component="h2" variant="overline" sx={{ lineHeight: 1.5 }}>
          {translate('ra.saved_queries.label')}
        </Typography>
        {chosen ? (
          <RemoveSavedQueryIconButton
            aria-label={translate('ra.saved_queries.remove_label_with_name', { name: chosen.label })}
          />
        ) : Object.keys(filterValues).length > 0 ? (
          <AddSavedQueryIconButton />
        ) : null}
      </Box>
      {queries.length ? (
        <List dense disablePadding sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
          {queries.map(query => {
            const selected = query === chosen;
            return (
              <ListItem key={query.label} disablePadding sx={{ width: 'auto' }}>
                <ListItemButton
                  selected={selected}
                  aria-pressed={selected}
                  onClick={() => apply(selected ? undefined : query)}
                  sx={{ borderRadius: 1, py: 0.25 }}
                >
                  <ListItemText primary={query.label} sx={{ my: 0 }} />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {translate('ra.saved_queries.help')}
        </Typography>
      )}
    </Box>
  );
};
