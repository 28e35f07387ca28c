import { stringifyQuery } from '../../../src/lib/queryString';
import { terminalListQuery } from './queries';

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
