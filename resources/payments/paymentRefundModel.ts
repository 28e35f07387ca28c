import type { RefundType } from '../../dataProviders/payments/contract';
import type { LineItem, RefundLine } from '../../dataProviders/payments';
import { centsToInput, parseMoney, sumCents } from '../../src/lib/money';

/** The line items chosen for a partial refund and the amount typed for each (text, as in the input). */
export type RefundSelection = Record<number, string>;

export type AmountError = 'invalid' | 'tooMuch';

type Refundable = Pick<LineItem, 'id' | 'amountRefundableInCents'>;

export const refundableLines = <L extends Refundable>(lines: L[]) => lines.filter(line => line.amountRefundableInCents > 0);

/** Selecting a line item defaults its amount to what is refundable of it; deselecting removes it. */
export const toggleLine = (selection: RefundSelection, line: Refundable): RefundSelection => {
  if (line.id in selection) {
    const { [line.id]: _removed, ...rest } = selection;
    return rest;
  }
  return { ...selection, [line.id]: centsToInput(line.amountRefundableInCents) };
};

/** A cleared amount (null) removes the line item from the refund. */
export const setLineAmount = (selection: RefundSelection, lineId: number, amount: string | null): RefundSelection => {
  if (amount === null || amount.trim() === '') {
    const { [lineId]: _removed, ...rest } = selection;
    return rest;
  }
  return { ...selection, [lineId]: amount };
};

/** Select all adds every refundable line item, or clears them all when all are chosen already. */
export const toggleAll = (selection: RefundSelection, lines: Refundable[]): RefundSelection => {
  const candidates = refundableLines(lines);
  if (candidates.length && candidates.every(line => line.id in selection)) return {};
  return Object.fromEntries(candidates.map(line => [line.id, line.id in selection ? selection[line.id] : centsToInput(line.amountRefundableInCents)]));
};

export const allSelected = (selection: RefundSelection, lines: Refundable[]) => {
  const candidates = refundableLines(lines);
  return candidates.length > 0 && candidates.every(line => line.id in selection);
};

/**
 * Revenue-management spec §5: more than 0 ('Invalid Amount' otherwise) and not more than refundable ('More than
 * allowed').
 */
export const validateLineAmount = (amount: string, refundableCents: number): AmountError | undefined => {
  const cents = parseMoney(amount);
  if (cents === null || cents <= 0) return 'invalid';
  if (cents > refundableCents) return 'tooMuch';
  return undefined;
};

/** What the refund sends, in cents; whole line items when the refund type does not allow amounts. */
export const refundLinesOf = (selection: RefundSelection, lines: Refundable[], refundType: RefundType | null): RefundLine[] =>
  lines
    .filter(line => line.id in selection)
    .map(line => ({ id: line.id, amount: refundType === 'PARTIAL_AMOUNT_FULL_LINE_ITEM' ? line.amountRefundableInCents : (parseMoney(selection[line.id]) ?? 0) }));

/** The total of the valid amounts (an invalid one counts for nothing; it is flagged at its field). */
export const refundTotal = (selection: RefundSelection, lines: Refundable[], refundType: RefundType | null) => {
  const refundable = new Map(lines.map(line => [line.id, line.amountRefundableInCents]));
  return sumCents(refundLinesOf(selection, lines, refundType).filter(line => line.amount > 0 && line.amount <= (refundable.get(line.id) ?? 0)).map(line => line.amount));
};

/** Refund is possible only when every selected amount is valid and the total is above 0. */
export const canRefund = (selection: RefundSelection, lines: Refundable[], refundType: RefundType | null) => {
  const chosen = lines.filter(line => line.id in selection);
  if (!chosen.length) return false;
  if (refundType !== 'PARTIAL_AMOUNT_FULL_LINE_ITEM' && chosen.some(line => validateLineAmount(selection[line.id], line.amountRefundableInCents))) return false;
  return refundTotal(selection, lines, refundType) > 0;
};

/** Whether a payment offers a partial refund at all. */
export const allowsPartialRefund = (refundType: RefundType | null) => refundType === 'PARTIAL_AMOUNT_FULL_LINE_ITEM' || refundType === 'PARTIAL_AMOUNT_PARTIAL_LINE_ITEM';
