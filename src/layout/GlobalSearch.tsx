import SearchIcon from '@mui/icons-material/Search';
import { Button, Dialog, DialogContent, GlobalStyles, IconButton } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Suspense, useEffect, useState } from 'react';
import { lazy } from '../routeTypes';
import { searchParts } from '../routes';
import { useCurrentUser } from '../session/CurrentUserContext';
import { AppErrorBoundary } from './AppErrorBoundary';
import { useNarrowShell } from './NavTabs';
import type { SearchParts } from './globalSearchModel';
import { SearchBox } from './SearchBox';

/**
 * The panel and each resource's part of it load when the box is first opened (or pointed at), not with the page: the
 * first screen carries only the box.
 */
const SearchPanel = lazy(async () => {
  const [{ SearchPanel: Panel }, payments, customers, users] = await Promise.all([
    import('./SearchPanel'),
    searchParts.payments(),
    searchParts.customers(),
    searchParts.users(),
  ]);
  const parts: SearchParts = { payments, customers, users };
  return {
    default: (props: { clientSlug: string; onClose: () => void; typed: string }) => <Panel {...props} parts={parts} />,
  };
});
const preloadPanel = () => void SearchPanel.preload().catch(() => undefined);

const isEditable = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** A key pressed in a dialog or a menu (the idle warning, a confirmation) is theirs: the search does not open over them. */
const inOverlay = (target: EventTarget | null) =>
  target instanceof Element &&
  !!target.closest('[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]');

/**
 * One search box for the top bar: a button (an icon on a phone or a small tablet) that `/` or Ctrl/⌘+K also opens, and
 * a panel whose box lists the client's matching payments, customers and users, each group searched and shown by its
 * resource's part (src/routes.tsx hands them over), only where the user may open that list.
 */
export const GlobalSearch = () => {
  const translate = useTranslate();
  const { client } = useCurrentUser();
  // An icon wherever the bar has no tab row beside it to spare the room.
  const narrow = useNarrowShell();
  const [open, setOpen] = useState(false);
  // What is typed before the panel's code has arrived (the box takes it at once), handed to the panel.
  const [typed, setTyped] = useState('');
  const close = () => {
    setOpen(false);
    setTyped('');
  };

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      const shortcut =
        (event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isEditable(event.target)) ||
        ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k');
      if (!shortcut || inOverlay(event.target)) return;
      event.preventDefault();
      preloadPanel();
      setOpen(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  if (!client) return null;
  return (
    <>
      {narrow ? (
        <IconButton
          color="inherit"
          aria-label={translate('rm.shell.search.label')}
          onPointerEnter={preloadPanel}
          onFocus={preloadPanel}
          onClick={() => setOpen(true)}
        >
          <SearchIcon />
        </IconButton>
      ) : (
        <Button
          color="inherit"
          variant="outlined"
          startIcon={<SearchIcon />}
          aria-label={translate('rm.shell.search.label')}
          aria-keyshortcuts="/ Control+K Meta+K"
          title={translate('rm.shell.search.shortcut')}
          onPointerEnter={preloadPanel}
          onFocus={preloadPanel}
          onClick={() => setOpen(true)}
          sx={{ textTransform: 'none', minWidth: 160, justifyContent: 'flex-start' }}
        >
          {translate('rm.shell.search.open')}
        </Button>
      )}
      {/*
       * The page keeps its scroll bar's room (index.html), which a full-screen dialog would leave as a strip at its
       * right edge: given back while the panel covers the page.
       */}
      {open && narrow ? <GlobalStyles styles={{ html: { scrollbarGutter: 'auto' } }} /> : null}
      <Dialog
        open={open}
        onClose={close}
        fullScreen={narrow}
        fullWidth
        maxWidth="sm"
        aria-label={translate('rm.shell.search.label')}
        sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }}
      >
        {open && (
          <AppErrorBoundary>
            <Suspense
              fallback={
                <DialogContent sx={{ p: 0 }}>
                  <SearchBox value={typed} onChange={setTyped} onClose={close} busy />
                </DialogContent>
              }
            >
              <SearchPanel clientSlug={client.slug} onClose={close} typed={typed} />
            </Suspense>
          </AppErrorBoundary>
        )}
      </Dialog>
    </>
  );
};
