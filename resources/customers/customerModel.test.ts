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

  it('passes exactly when every chosen criterion has a value, none repeats and one is filled (property)', () => {
    const row = fc.record({
      criterion: fc.constantFrom('', ...CUSTOMER_CRITERIA),
      value: fc.oneof(fc.constant(''), fc.constant('  '), fc.string()),
    }) as fc.Arbitrary<CriterionRow>;
    fc.assert(
      fc.property(fc.array(row, { minLength: 1, maxLength: 3 }), rows => {
        const chosen = rows.filter(r => r.criterion);
        const valid =
          rows.every(r => (r.criterion ? r.value.trim() !== '' : r.value.trim() === '')) &&
          new Set(chosen.map(r => r.criterion)).size === chosen.length &&
          chosen.length > 0;
        expect(Object.keys(validateCustomerSearch({ criteria: rows })).length === 0).toBe(valid);
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
