import AddIcon from '@mui/icons-material/AddCircleOutlineOutlined';
import BookmarkIcon from '@mui/icons-material/BookmarkBorder';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import RemoveIcon from '@mui/icons-material/RemoveCircleOutline';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  TextField,
  Typography,
} from '@mui/material';
import { extractValidSavedQueries, useListContext, useSavedQueries, useTranslate, type SavedQuery } from 'ra-core';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ConfirmDialog } from './ConfirmDialog';

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

/** Names compare as a reader reads them: spaces around and case aside. */
const sameName = (a: string, b: string) => a.trim().localeCompare(b.trim(), undefined, { sensitivity: 'accent' }) === 0;

/** What is wrong with a new search's name, if anything: none given, or one a saved search already has. */
export const savedSearchNameProblem = (name: string, saved: readonly SavedQuery[]) =>
  !name.trim()
    ? { key: 'rm.shell.savedSearches.nameRequired' }
    : saved.some(query => sameName(query.label, name))
      ? { key: 'rm.shell.savedSearches.nameTaken', args: { name: name.trim() } }
      : undefined;

type Focus = { on: 'entry'; label: string } | { on: 'add' };

/**
 * react-admin's saved queries for the list in context (its store, `useSavedQueries`): the current search and filters
 * saved under a name, and picked again later. Kept in the browser for the signed-in user and client (the store's user
 * keys, src/lib/userPrefs.ts). Composed here rather than SavedQueriesList, whose add button sits inside its list (a
 * list holding a button, which axe refuses), whose selected query's remove button has no name, and whose help is a
 * tooltip on an icon the keyboard cannot reach; and with dialogs of its own rather than react-admin's, which save a
 * search without a name or under one already used, remove the current search by comparing it with lodash (another
 * entry when none matches that way), start the removal's question on Confirm, and leave the focus on the page's body,
 * their button being replaced by the other. Here a name is required and unique, a removal removes the entry shown as applied, and the focus goes to the
 * entry just saved, or to the add button after a removal.
 */
export const SavedSearches = () => {
  const translate = useTranslate();
  const { resource, filterValues, displayedFilters, sort, perPage, setFilters, setPage, setSort, setPerPage } =
    useListContext();
  const [savedQueries, setSavedQueries] = useSavedQueries(resource);
  const queries = extractValidSavedQueries(savedQueries);
  const current: SavedQuery['value'] = { filter: filterValues, sort, perPage, displayedFilters };
  const chosen = queries.find(query => sameQuery(query.value, current));
  const titleId = useId();
  const dialogTitleId = useId();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [name, setName] = useState('');
  const [tried, setTried] = useState(false);
  const section = useRef<HTMLElement>(null);
  const nameField = useRef<HTMLInputElement>(null);
  const [focus, setFocus] = useState<Focus>();
  // Once the dialog has closed and the list shows what changed, the focus goes to what replaced the button.
  useEffect(() => {
    if (!focus || adding || removing) return;
    const target =
      focus.on === 'add'
        ? section.current?.querySelector<HTMLElement>('[data-saved-search-add]')
        : Array.from(section.current?.querySelectorAll<HTMLElement>('[data-saved-search]') ?? []).find(
            entry => entry.dataset.savedSearch === focus.label,
          );
    target?.focus();
    setFocus(undefined);
  }, [focus, adding, removing, queries]);

  // A saved search is all it saved, as react-admin's own list of them applies it: its filter, sort and page size.
  const apply = (query: SavedQuery | undefined) => {
    setFilters(query?.value.filter ?? {}, query?.value.displayedFilters ?? {});
    if (query?.value.sort) setSort(query.value.sort);
    if (query?.value.perPage) setPerPage(query.value.perPage);
    setPage(1);
  };
  const problem = savedSearchNameProblem(name, queries);
  const closeAdd = () => {
    setAdding(false);
    setTried(false);
  };
  const add = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (problem) {
      nameField.current?.focus();
      return;
    }
    const label = name.trim();
    setSavedQueries([...queries, { label, value: current }]);
    setName('');
    closeAdd();
    setFocus({ on: 'entry', label });
  };
  const remove = () => {
    if (chosen) setSavedQueries(queries.filter(query => query !== chosen));
    setRemoving(false);
    setFocus({ on: 'add' });
  };
  const fieldError = tried && problem ? translate(problem.key, problem.args) : undefined;

  return (
    <Box component="section" aria-labelledby={titleId} ref={section}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 34 }}>
        <BookmarkIcon fontSize="small" color="action" aria-hidden />
        <Typography id={titleId} component="h2" variant="overline" sx={{ lineHeight: 1.5 }}>
          {translate('ra.saved_queries.label')}
        </Typography>
        {chosen ? (
          <IconButton
            size="small"
            aria-label={translate('ra.saved_queries.remove_label_with_name', { name: chosen.label })}
            onClick={() => setRemoving(true)}
          >
            <RemoveIcon />
          </IconButton>
        ) : Object.keys(filterValues).length > 0 ? (
          <IconButton
            size="small"
            aria-label={translate('ra.saved_queries.new_label')}
            data-saved-search-add
            onClick={() => setAdding(true)}
          >
            <AddIcon />
          </IconButton>
        ) : null}
      </Box>
      {queries.length ? (
        <List dense disablePadding sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
          {queries.map((query, index) => {
            const selected = query === chosen;
            return (
              // Saved before names were unique, two may share one: the place tells them apart.
              <ListItem key={`${index} ${query.label}`} disablePadding sx={{ width: 'auto' }}>
                <ListItemButton
                  selected={selected}
                  aria-pressed={selected}
                  data-saved-search={query.label}
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
      <Dialog
        open={adding}
        onClose={closeAdd}
        aria-labelledby={dialogTitleId}
        fullWidth
        maxWidth="xs"
        // Saved, the button that opened it is gone: the effect above puts the focus on the new entry instead.
        disableRestoreFocus={!!focus}
        slotProps={{ paper: { component: 'form', noValidate: true, onSubmit: add } as object }}
      >
        <DialogTitle id={dialogTitleId}>{translate('ra.saved_queries.new_dialog_title')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            inputRef={nameField}
            margin="dense"
            fullWidth
            required
            label={translate('ra.saved_queries.query_name')}
            value={name}
            onChange={event => setName(event.target.value)}
            error={!!fieldError}
            helperText={fieldError}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={closeAdd}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained">
            {translate('ra.action.save')}
          </Button>
        </DialogActions>
      </Dialog>
      {/* Starts on Cancel, as every question of a step that cannot be undone. */}
      <ConfirmDialog
        isOpen={removing}
        loading={false}
        title={translate('ra.saved_queries.remove_dialog_title')}
        content={translate('ra.saved_queries.remove_message')}
        confirm={translate('ra.action.confirm')}
        cancel={translate('ra.action.cancel')}
        ConfirmIcon={CheckCircleIcon}
        CancelIcon={ErrorOutlineIcon}
        onConfirm={remove}
        onClose={() => setRemoving(false)}
      />
    </Box>
  );
};
