import fc from 'fast-check';
import {
  allSelected,
  canRefund,
  currentSelection,
  refundLinesOf,
  refundTotal,
  setLineAmount,
  toggleAll,
  toggleLine,
  validateLineAmount,
} from './paymentRefundModel';

const lines = [
  { id: 1, amountRefundableInCents: 5000 },
  { id: 2, amountRefundableInCents: 1999 },
  { id: 3, amountRefundableInCents: 0 },
];

describe('partial refund selection', () => {
  it('selecting a line item defaults its amount to the refundable amount; selecting again removes it', () => {
    const selected = toggleLine({}, lines[1]);
    expect(selected).toEqual({ 2: 1999 });
    expect(toggleLine(selected, lines[1])).toEqual({});
  });

  it('clearing the amount removes the line item', () => {
    expect(setLineAmount({ 1: 5000, 2: 1999 }, 1, null)).toEqual({ 2: 1999 });
    expect(setLineAmount({ 1: 5000 }, 1, 1250)).toEqual({ 1: 1250 });
  });

  it('select all adds every refundable line, keeping typed amounts, and clears when all are chosen', () => {
    const all = toggleAll({ 1: 1000 }, lines);
    expect(all).toEqual({ 1: 1000, 2: 1999 });
    expect(allSelected(all, lines)).toBe(true);
    expect(toggleAll(all, lines)).toEqual({});
    expect(allSelected({}, lines)).toBe(false);
  });
});

describe('currentSelection', () => {
  it('drops a line item another tab refunded meanwhile, so it reads unticked and leaves the total', () => {
    const before = { 1: 5000, 2: 1999 };
    expect(currentSelection(before, lines)).toBe(before);
    const now = [lines[0], { id: 2, amountRefundableInCents: 0 }];
    expect(currentSelection(before, now)).toEqual({ 1: 5000 });
    expect(refundTotal(currentSelection(before, now), now, 'PARTIAL_AMOUNT_FULL_LINE_ITEM')).toBe(5000);
  });
});

describe('validateLineAmount', () => {
  it.each([
    [0, 'invalid'],
    [-100, 'invalid'],
    [Number.NaN, 'invalid'],
    [0.5, 'invalid'],
    [5001, 'tooMuch'],
    [5000, undefined],
    [1, undefined],
  ])('%s cents of $50.00 refundable -> %s', (amount, error) => {
    expect(validateLineAmount(amount, 5000)).toBe(error);
  });
});

describe('what a refund sends', () => {
  it('sends cents per line item', () => {
    expect(refundLinesOf({ 1: 1234, 2: 1 }, lines, 'PARTIAL_AMOUNT_PARTIAL_LINE_ITEM')).toEqual([
      { id: 1, amount: 1234 },
      { id: 2, amount: 1 },
    ]);
    expect(refundTotal({ 1: 1234, 2: 1 }, lines, 'PARTIAL_AMOUNT_PARTIAL_LINE_ITEM')).toBe(1235);
  });

  it('sends whole line items when only whole line items may be refunded', () => {
    expect(refundLinesOf({ 1: 100 }, lines, 'PARTIAL_AMOUNT_FULL_LINE_ITEM')).toEqual([{ id: 1, amount: 5000 }]);
  });

  it('totals only valid amounts', () => {
    expect(refundTotal({ 1: -200, 2: 100 }, lines, 'PARTIAL_AMOUNT_PARTIAL_LINE_ITEM')).toBe(100);
    expect(refundTotal({ 1: 5001, 2: Number.NaN }, lines, 'PARTIAL_AMOUNT_PARTIAL_LINE_ITEM')).toBe(0);
  });

  it('allows Refund only when every selected amount is valid and the total is above 0', () => {
    expect(canRefund({}, lines, 'PARTIAL_AMOUNT_PARTIAL_LINE_ITEM')).toBe(false);
    expect(canRefund({ 1: 1000 }, lines, 'PARTIAL_AMOUNT_PARTIAL_LINE_ITEM')).toBe(true);
    expect(canRefund({ 1: 1000, 2: 2000 }, lines, 'PARTIAL_AMOUNT_PARTIAL_LINE_ITEM')).toBe(false);
    expect(canRefund({ 1: -100 }, lines, 'PARTIAL_AMOUNT_PARTIAL_LINE_ITEM')).toBe(false);
    expect(canRefund({ 1: 5000 }, lines, 'PARTIAL_AMOUNT_FULL_LINE_ITEM')).toBe(true);
  });

  it('adds amounts in whole cents, without float drift', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 99_999 }), { minLength: 1, maxLength: 20 }), cents => {
        const many = cents.map((amount, index) => ({ id: index + 1, amountRefundableInCents: amount }));
        const selection = Object.fromEntries(many.map(line => [line.id, line.amountRefundableInCents]));
        return (
          refundTotal(selection, many, 'PARTIAL_AMOUNT_PARTIAL_LINE_ITEM') === cents.reduce((a, b) => a + b, 0) &&
          canRefund(selection, many, 'PARTIAL_AMOUNT_PARTIAL_LINE_ITEM')
        );
      }),
    );
  });
});
