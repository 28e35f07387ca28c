import {
  CUSTOMER_CRITERIA,
  type CustomerCriteria,
  type CustomerCriterion,
} from '../../dataProviders/sso/customersContract';

/** One row of the search builder: a criterion chosen in the dropdown and its value. */
export interface CriterionRow {
  criterion: CustomerCriterion | '';
  value: string;
}

export interface CustomerSearchValues {
  criteria: CriterionRow[];
}

export const MAX_ROWS = CUSTOMER_CRITERIA.length;

/**
 * Where /customers keeps its search, per client (react-admin's store: the key of its list's params, as ListBase's
 * `storeKey`); the top bar's search writes a search there before it opens the page.
 */
export const customerListStoreKey = (clientSlug: string | undefined) => `customers.search.${clientSlug ?? 'none'}`;

export const emptyRow = (): CriterionRow => ({ criterion: '', value: '' });

/** Each criterion is a customer field, named by its label (`resources.customers.fields.<source>`). */
const CRITERION_FIELDS: Record<CustomerCriterion, string> = {
  emailAddress: 'email',
  firstName: 'firstName',
  lastName: 'lastName',
};
export const criterionLabelKey = (criterion: CustomerCriterion) =>
  `resources.customers.fields.${CRITERION_FIELDS[criterion]}`;

const REQUIRED: Record<CustomerCriterion, string> = {
  emailAddress: 'rm.customers.validation.emailAddressRequired',
  firstName: 'rm.customers.validation.firstNameRequired',
  lastName: 'rm.customers.validation.lastNameRequired',
};

type RowErrors = Partial<Record<keyof CriterionRow, string>>;

/**
 * A chosen criterion requires a value ("{label} is required"); each
 * criterion once; a value needs a criterion; and the search needs at least one criterion with a value. Returns
 * react-hook-form errors by field (message keys), empty when the search may run.
 */
export const validateCustomerSearch = (values: CustomerSearchValues): { criteria?: RowErrors[] } => {
  const rows = values.criteria ?? [];
  const seen = new Set<string>();
  const errors: RowErrors[] = rows.map(row => {
    const value = row.value?.trim() ?? '';
    if (!row.criterion) return value ? { criterion: 'rm.customers.validation.chooseCriterion' } : {};
    if (seen.has(row.criterion)) return { criterion: 'rm.customers.validation.usedOnce' };
    seen.add(row.criterion);
    return value ? {} : { value: REQUIRED[row.criterion] };
  });
  const hasError = errors.some(row => Object.keys(row).length);
  const hasValue = rows.some(row => row.criterion && row.value?.trim());
  if (!hasError && !hasValue) errors[0] = { criterion: 'rm.customers.validation.chooseCriterion' };
  return errors.some(row => Object.keys(row).length) ? { criteria: errors } : {};
};

/** The criteria a valid form searches by, trimmed. */
export const criteriaOfRows = (rows: CriterionRow[]): CustomerCriteria => {
  const criteria: CustomerCriteria = {};
  for (const row of rows) if (row.criterion && row.value.trim()) criteria[row.criterion] = row.value.trim();
  return criteria;
};

/** Rows showing the criteria of the current search (or one empty row). */
export const rowsOfCriteria = (criteria: CustomerCriteria): CriterionRow[] => {
  const rows = CUSTOMER_CRITERIA.filter(criterion => criteria[criterion]).map(criterion => ({
    criterion,
    value: criteria[criterion]!,
  }));
  return rows.length ? rows : [emptyRow()];
};

/** Criteria still free for a row: every criterion not chosen in another row. */
export const availableCriteria = (rows: CriterionRow[], index: number): CustomerCriterion[] => {
  const taken = new Set(rows.filter((_, other) => other !== index).map(row => row.criterion));
  return CUSTOMER_CRITERIA.filter(criterion => !taken.has(criterion));
};

export const hasCriteria = (criteria: CustomerCriteria) => CUSTOMER_CRITERIA.some(criterion => !!criteria[criterion]);

/**
 * The payment portal's admin sign-in, continuing to the customer's
 * profile settings.
 */
export const customerPortalUrl = (paymentPortalUrl: string, profileId: string) => {
  const base = paymentPortalUrl.endsWith('/') ? paymentPortalUrl : `${paymentPortalUrl}/`;
  return `${base}admin/login/okta?after=/admin/${encodeURIComponent(profileId)}/profile/settings`;
};

export const isPending = (status: string) => status.toLowerCase() === 'pending';
