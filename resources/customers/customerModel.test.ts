import fc from 'fast-check';
import { CUSTOMER_CRITERIA } from '../../dataProviders/sso/customersContract';
import {
  availableCriteria,
  criteriaOfRows,
  customerPortalUrl,
  rowsOfCriteria,
  validateCustomerSearch,
  type CriterionRow,
} from './customerModel';

describe('validateCustomerSearch', () => {
  it('needs a value for each chosen criterion, naming it', () => {
    expect(validateCustomerSearch({ criteria: [{ criterion: 'emailAddress', value: '  ' }] })).toEqual({
      criteria: [{ value: 'rm.customers.validation.emailAddressRequired' }],
    });
    expect(
      validateCustomerSearch({
        criteria: [
          { criterion: 'lastName', value: 'Lee' },
          { criterion: 'firstName', value: '' },
        ],
      }),
    ).toEqual({
      criteria: [{}, { value: 'rm.customers.validation.firstNameRequired' }],
    });
  });

  it('needs at least one criterion with a value', () => {
    expect(validateCustomerSearch({ criteria: [{ criterion: '', value: '' }] })).toEqual({
      criteria: [{ criterion: 'rm.customers.validation.chooseCriterion' }],
    });
  });

  it('needs a criterion for a value and allows each criterion once', () => {
    expect(validateCustomerSearch({ criteria: [{ criterion: '', value: 'x' }] }).criteria?.[0]).toEqual({
      criterion: 'rm.customers.validation.chooseCriterion',
    });
    expect(
      validateCustomerSearch({
        criteria: [
          { criterion: 'lastName', value: 'a' },
          { criterion: 'lastName', value: 'b' },
        ],
      }).criteria?.[1],
    ).toEqual({ criterion: 'rm.customers.validation.usedOnce' });
  });

  it('lets any search through whose chosen criteria are all different and filled, and stops it at a blanked one (property)', () => {
    const filledRows = fc
      .uniqueArray(fc.constantFrom(...CUSTOMER_CRITERIA), { minLength: 1, maxLength: CUSTOMER_CRITERIA.length })
      .chain(criteria =>
        fc.tuple(
          fc.constant(criteria),
          fc.array(
            fc.string().filter(value => value.trim() !== ''),
            {
              minLength: criteria.length,
              maxLength: criteria.length,
            },
          ),
          fc.nat({ max: criteria.length - 1 }),
        ),
      );
    fc.assert(
      fc.property(filledRows, ([criteria, values, blanked]) => {
        const rows: CriterionRow[] = criteria.map((criterion, index) => ({ criterion, value: values[index] }));
        expect(validateCustomerSearch({ criteria: rows })).toEqual({});
        const withBlank = rows.map((row, index) => (index === blanked ? { ...row, value: ' ' } : row));
        expect(validateCustomerSearch({ criteria: withBlank }).criteria?.[blanked]).toEqual({
          value: `rm.customers.validation.${criteria[blanked]}Required`,
        });
      }),
    );
  });
});

describe('criteria and rows', () => {
  it('round-trips trimmed criteria', () => {
    const criteria = criteriaOfRows([
      { criterion: 'firstName', value: ' Ana ' },
      { criterion: '', value: '' },
    ]);
    expect(criteria).toEqual({ firstName: 'Ana' });
    expect(rowsOfCriteria(criteria)).toEqual([{ criterion: 'firstName', value: 'Ana' }]);
    expect(rowsOfCriteria({})).toEqual([{ criterion: '', value: '' }]);
  });

  it('offers each row the criteria no other row uses', () => {
    const rows: CriterionRow[] = [
      { criterion: 'lastName', value: '' },
      { criterion: '', value: '' },
    ];
    expect(availableCriteria(rows, 1)).toEqual(['emailAddress', 'firstName']);
    expect(availableCriteria(rows, 0)).toEqual(['emailAddress', 'firstName', 'lastName']);
  });
});

describe('customerPortalUrl', () => {
  it('opens the admin sign-in of the payment portal, continuing to the profile settings', () => {
    expect(customerPortalUrl('https://pay.springfield.example.com/', 'abc-1')).toBe(
      'https://pay.springfield.example.com/admin/login/okta?after=/admin/abc-1/profile/settings',
    );
    expect(customerPortalUrl('https://pay.test', 'x')).toBe(
      'https://pay.test/admin/login/okta?after=/admin/x/profile/settings',
    );
  });
});
