// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { classifyQuery, withRecent } from './globalSearchModel';

describe('classifyQuery', () => {
  it.each([
    ['1234567', 'transaction'],
    [' 100000123 ', 'transaction'],
    ['4242', 'lastFour'],
    ['$12.50', 'amount'],
    ['12.50', 'amount'],
    ['$1,200', 'amount'],
    ['ann@example.com', 'email'],
    ['Maria Lopez', 'name'],
    ["O'Brien", 'name'],
    ['ACCT-991', 'account'],
    ['123', 'account'],
    ['12345', 'account'],
  ])('reads %s as %s', (query, kind) => expect(classifyQuery(query)).toBe(kind));

  it('reads nothing in a blank query', () => expect(classifyQuery('   ')).toBeNull());
});

describe('withRecent', () => {
  it('puts the newest first, once, five at most', () => {
    expect(withRecent(['b', 'a'], 'a')).toEqual(['a', 'b']);
    expect(withRecent(['1', '2', '3', '4', '5'], '6')).toEqual(['6', '1', '2', '3', '4']);
    expect(withRecent(['a'], '  ')).toEqual(['a']);
  });
});
