import fc from 'fast-check';
import {
  centsOfDecimal,
  centsToInput,
  decimalOfCents,
  formatCents,
  jsonNumberOfCents,
  moneyText,
  parseMoney,
  sanitizeMoneyInput,
  sumCents,
} from './money';

const cents = fc.integer({ min: -900_719_925_474, max: 900_719_925_474 });

describe('formatCents', () => {
  it.each([
    [0, '$0.00'],
    [5, '$0.05'],
    [99, '$0.99'],
    [100, '$1.00'],
    [123456, '$1,234.56'],
    [100000000, '$1,000,000.00'],
    [-5, '-$0.05'],
    [-123456, '-$1,234.56'],
  ])('%i cents is %s', (value, text) => {
    expect(formatCents(value)).toBe(text);
  });

  it('refuses fractions of a cent instead of rounding them away', () => {
    expect(() => formatCents(1.5)).toThrow(RangeError);
    expect(() => formatCents(1.5, 'es')).toThrow(RangeError);
  });

  it('writes dollars as US Spanish does, exactly, however large the amount', () => {
    expect(formatCents(123456, 'es')).toBe('$1,234.56');
    expect(formatCents(-5, 'es')).toBe('-$0.05');
    expect(formatCents(900_719_925_474_099, 'es')).toBe('$9,007,199,254,740.99');
  });
});

describe('parseMoney', () => {
  it.each([
    ['12', 1200],
    ['12.3', 1230],
    ['12.34', 1234],
    ['.75', 75],
    ['0.1', 10],
    ['$1,234.56', 123456],
    ['  42.00 ', 4200],
    ['-3', -300],
    ['1234567.89', 123456789],
  ])('%s is %i cents', (text, value) => {
    expect(parseMoney(text)).toBe(value);
  });

  it.each(['', '   ', '.', 'abc', '1.234', '12a', '1,23', '--1', '$', null, undefined])('%s is not an amount', text => {
    expect(parseMoney(text)).toBeNull();
  });

  it('format then parse gives back the same cents', () => {
    fc.assert(fc.property(cents, value => parseMoney(formatCents(value)) === value));
  });

  it('the input form of an amount parses back to the same cents', () => {
    fc.assert(fc.property(cents, value => parseMoney(centsToInput(value)) === value));
  });

  it('adds amounts typed in dollars to the exact total, where floating-point dollars would drift', () => {
    // In dollars 0.1 + 0.2 is 0.30000000000000004; the cents of what was typed add up exactly.
    expect(formatCents(sumCents(['0.10', '0.20'].map(text => parseMoney(text)!)))).toBe('$0.30');
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10_000_000 }), { maxLength: 50 }), values => {
        const typed = values.map(value => parseMoney(centsToInput(value))!);
        return sumCents(typed) === values.reduce((a, b) => a + b, 0);
      }),
    );
  });
});

describe('sanitizeMoneyInput', () => {
  it.each([
    ['12.345', '12.34'],
    ['1a2b.3c', '12.3'],
    ['1.2.3', '1.23'],
    ['$1,000.50', '1000.50'],
    ['-5', '5'],
  ])('%s becomes %s', (input, output) => {
    expect(sanitizeMoneyInput(input)).toBe(output);
  });

  it('keeps a leading minus when negative amounts are to be reported', () => {
    expect(sanitizeMoneyInput('-5.999', { allowNegative: true })).toBe('-5.99');
  });

  it('always yields something parseMoney understands or nothing', () => {
    fc.assert(
      fc.property(fc.string(), input => {
        const kept = sanitizeMoneyInput(input);
        return kept === '' || kept === '.' || parseMoney(kept) !== null;
      }),
    );
  });
});

/** Cents as bigint, far past what a float holds exactly. */
const bigCents = fc.bigInt({ min: 0n, max: 10n ** 24n });

describe('centsOfDecimal and decimalOfCents', () => {
  it('read and write each other back exactly, however large the amount', () => {
    fc.assert(fc.property(bigCents, value => centsOfDecimal(decimalOfCents(value)) === value));
  });

  it('read decimal text digit by digit, with one or two decimals or none', () => {
    expect(centsOfDecimal('1234567890123456.78')).toBe(123456789012345678n);
    expect(centsOfDecimal('150.5')).toBe(15050n);
    expect(centsOfDecimal(' 7 ')).toBe(700n);
    for (const bad of ['1.234', '-1', '1e3', '.5', '', null, undefined, {}])
      expect(centsOfDecimal(bad)).toBeUndefined();
  });

  it('read a number the API sends by its decimal writing, never by multiplying a float', () => {
    // 1.15 * 100 is 114.99999999999999 as a float; its writing "1.15" is 115 cents.
    expect(centsOfDecimal(1.15)).toBe(115n);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_999 }), whole => {
        const number = Number(decimalOfCents(whole));
        return centsOfDecimal(number) === BigInt(whole);
      }),
    );
  });

  it('write negative cents with their sign', () => {
    expect(decimalOfCents(-5n)).toBe('-0.05');
    expect(decimalOfCents(-123456)).toBe('-1234.56');
  });
});

describe('moneyText', () => {
  it('shows an amount with two decimals, whether typed, sent as text or as a number', () => {
    expect(moneyText('150.5')).toBe('150.50');
    expect(moneyText(12.5)).toBe('12.50');
    expect(moneyText('abc')).toBe('abc');
    fc.assert(fc.property(bigCents, value => moneyText(moneyText(decimalOfCents(value))) === decimalOfCents(value)));
  });
});

describe('jsonNumberOfCents', () => {
  it('gives the number whose JSON is the amount as written, so the API reads the cents typed', () => {
    expect(JSON.stringify(jsonNumberOfCents(1250n))).toBe('12.5');
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 999_999_999n }), value => {
        const sent = JSON.parse(JSON.stringify({ fee: jsonNumberOfCents(value) })) as { fee: number };
        return centsOfDecimal(sent.fee) === value;
      }),
    );
  });
});
