// react-admin's saved-query dialogs, in a module of their own so that SavedSearches can load them when first wanted.
export { AddSavedQueryDialog, RemoveSavedQueryDialog } from 'react-admin';
