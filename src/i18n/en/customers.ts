/** Texts of the customers area; spec quotes are word for word. */
export const customers = {
  title: 'Customers',
  search: {
    placeholder: 'Search customers',
    body: 'Build your search below',
    criterion: 'Select search criteria',
    value: 'Search value',
    add: 'Add search criteria',
    remove: 'Remove this criteria',
    clear: 'Clear search',
    submit: 'Search',
    panel: 'Customer search',
    applied: 'Searching by %{criteria}',
    rowLabel: 'Search criteria %{n}',
    formLoading: 'Loading the search form…',
  },
  validation: {
    emailAddressRequired: 'Email address is required',
    firstNameRequired: 'First name is required',
    lastNameRequired: 'Last name is required',
    chooseCriterion: 'Choose a search criterion',
    usedOnce: 'Each search criterion can be used once',
  },
  columns: {
    actions: 'Actions',
  },
  status: {
    active: 'Active',
    pending: 'Pending',
    unknown: 'Unknown',
  },
  view: 'View',
  viewAria: 'View %{name} in the payment portal (opens in a new tab)',
  results: '%{count} Result(s)',
  loading: 'Searching customers…',
  pagination: 'Customer results pages',
  pendingToast: "You can't view this customer until they complete setting up their profile.",
  noPortal: 'The payment portal address of this client is not configured, so customers cannot be viewed.',
  empty: {
    performHeading: 'Perform a Search',
    performText: 'Please perform a search in the search bar above to see customers.',
    noResultsHeading: 'No Results Found',
    noResultsText: "We couldn't find anything that match your search. Please edit your search again and try again.",
    errorHeading: 'Something Went Wrong',
    errorText:
      'Something went wrong, please try your search again. If the problem persists, please contact your administrator.',
    deniedText:
      "Your role doesn't allow you to search customers. If you think it should, please contact your administrator.",
  },
} as const;
