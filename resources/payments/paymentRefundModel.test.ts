import fc from 'fast-check';
import { allSelected, canRefund, refundLinesOf, refundTotal, setLineAmount, toggleAll, toggleLine, validateLineAmount } from './paymentRefundModel';

const lines = [
  { id: 1, amountRefundableInCents: 5000 },
  { id: 2, amountRefundableInCents: 1999 },
  { id: 3, amountRefundableInCents: 0 },
];

describe('partial refund selection', () => {
  it('selecting a line item defaults its amount to the refundable amount; selecting again removes it', () => {
    const selected = toggleLine({}, lines[1]);
    expect(selected).toEqual({ 2: '19.99' });
    expect(toggleLine(selected, lines[1])).toEqual({});
  });

  it('clearing the amount removes the line item', () => {
    expect(setLineAmount({ 1: '50.00', 2: '19.99' }, 1, '')).toEqual({ 2: '19.99' });
    expect(setLineAmount({ 1: '50.00' }, 1, null)).toEqual({});
    expect(setLineAmount({ 1: '50.00' }, 1, '12.5')).toEqual({ 1: '12.5' });
  });

  it('select all adds every refundable line, keeping typed amounts, and clears when all are chosen', () => {
    const all = toggleAll({ 1: '10' }, lines);
    expect(all).toEqual({ 1: '10', 2: '19.99' });
    expect(allSelected(all, lines)).toBe(true);
    expect(toggleAll(all, lines)).toEqual({});
    expect(allSelected({}, lines)).toBe(false);
  });
});

describe('validateLineAmount', () => {
  it.each([
    ['0', 'invalid'],
    ['0.00', 'invalid'],
    ['-1', 'invalid'],
    ['abc', 'invalid'],
    ['', 'invalid'],
    ['50.01', 'tooMuch'],
    ['50.00', undefined],
    ['0.01', undefined],
  ])('%s of $50.00 refundable -> %s', (amount, error) => {
    expect(validateLineAmount(amount, 5000)).toBe(error);
  });
});

describe('what a refund sends', () => {
  it('sends cents per line item', () => {
    expect(refundLinesOf({ 1: '12.34', 2: '0.01' }, lines, 'PARTIAL_AMOUNT_PARTIAL_LINE_ITEM')).toEqual([
      { id: 1, amount: 1234 },
      { id: 2, amount: 1 },
    ]);
    expect(refundTotal({ 1: '12.34', 2: '0.01' }, lines, 'PARTIAL_AMOUNT_PARTIAL_LINE_ITEM')).toBe(1235);
  });

  it('sends whole line items when only whole line items may be refunded', () => {
    expect(refundLinesOf({ 1: '1.00' }, lines, 'PARTIAL_AMOUNT_FULL_LINE_ITEM')).toEqual([{ id: 1, amount: 5000 }]);
  });

  it('totals only valid amounts', () => {
    expect(refundTotal({ 1: '-2', 2: '1.00' }, lines, 'PARTIAL_AMOUNT_PARTIAL_LINE_ITEM')).toBe(100);
    expect(refundTotal({ 1: '50.01', 2: 'x' }, lines, 'PARTIAL_AMOUNT_PARTIAL_LINE_ITEM')).toBe(0);
  });

  it('allows Refund only when every selected amount is valid and the total is above 0', () => {
    expect(canRefund({}, lines, 'PARTIAL_AMOUNT_PARTIAL_LINE_ITEM')).toBe(false);
    expect(canRefund({ 1: '10' }, lines, 'PARTIAL_AMOUNT_PARTIAL_LINE_ITEM')).toBe(true);
    expect(canRefund({ 1: '10', 2: '20' }, lines, 'PARTIAL_AMOUNT_PARTIAL_LINE_ITEM')).toBe(false);
    expect(canRefund({ 1: '-1' }, lines, 'PARTIAL_AMOUNT_PARTIAL_LINE_ITEM')).toBe(false);
    expect(canRefund({ 1: '50.00' }, lines, 'PARTIAL_AMOUNT_FULL_LINE_ITEM')).toBe(true);
  });

  it('adds amounts in whole cents, without float drift', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 99_999 }), { minLength: 1, maxLength: 20 }), cents => {
        const many = cents.map((amount, index) => ({ id: index + 1, amountRefundableInCents: amount }));
        const selection = Object.fromEntries(many.map(line => [line.id, (line.amountRefundableInCents / 100).toFixed(2)]));
        return refundTotal(selection, many, 'PARTIAL_AMOUNT_PARTIAL_LINE_ITEM') === cents.reduce((a, b) => a + b, 0) && canRefund(selection, many, 'PARTIAL_AMOUNT_PARTIAL_LINE_ITEM');
      }),
    );
  });
});
