import { stringifyQuery } from '../../../src/lib/queryString';
import { posFieldErrors, terminalListQuery } from './queries';

describe('terminalListQuery', () => {
  it.each([
    [{ brand: 'Springfield' }, 'brand=Springfield'],
    [{ brand: 'Springfield', location_id: 7 }, 'brand=Springfield&location_id=7'],
    [{ brand: 'Springfield', location_id: '12' }, 'brand=Springfield&location_id=12'],
    [{ brand: 'Springfield', location_id: '' }, 'brand=Springfield'],
    [{ brand: 'Capital City', location_id: 'all' }, 'brand=Capital%20City'],
    [undefined, ''],
  ])('%j -> %s', (filter, expected) => {
    expect(stringifyQuery(terminalListQuery(filter))).toBe(expected);
  });
});

describe('posFieldErrors', () => {
  it('gives one message per form field, nested keys on their last part', () => {
    expect(
      posFieldErrors({
        location_code: ['has already been taken'],
        'locations_config_attributes.default_float': ['is not a number', 'is too big'],
      }),
    ).toEqual({
      location_code: 'has already been taken',
      default_float: 'is not a number, is too big',
    });
  });
});
