import { stringifyQuery, withQuery } from './queryString';

describe('stringifyQuery', () => {
  it('sorts keys and writes arrays with brackets', () => {
    expect(stringifyQuery({ status: 'voided', agencies: ['water', 'parks'], client: 'springfield' })).toBe(
      'agencies[]=water&agencies[]=parks&client=springfield&status=voided',
    );
  });

  it('nests objects with brackets and sorted sub-keys', () => {
    expect(stringifyQuery({ page: { size: 25, cursor: 'abc' }, filter: { 'client-slug': 'springfield' } })).toBe(
      'filter[client-slug]=springfield&page[cursor]=abc&page[size]=25',
    );
  });

  it('leaves out empty values and encodes the rest', () => {
    expect(stringifyQuery({ a: undefined, b: null, c: '', d: 'x y&z', e: 0, f: false })).toBe(
      'd=x%20y%26z&e=0&f=false',
    );
  });

  it('appends to a URL that may already have a query', () => {
    expect(withQuery('/myself', { client: 'springfield' })).toBe('/myself?client=springfield');
    expect(withQuery('/x?y=1', { a: 1 })).toBe('/x?y=1&a=1');
    expect(withQuery('/x', {})).toBe('/x');
  });
});
