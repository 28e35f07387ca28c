import type { RefundType } from '../../dataProviders/payments/contract';
import type { LineItem, RefundLine } from '../../dataProviders/payments';
import { sumCents } from '../../src/lib/money';

/** The line items chosen for a partial refund and the cents to refund of each. */
export type RefundSelection = Record<number, number>;

export type AmountError = 'invalid' | 'tooMuch';

type Refundable = Pick<LineItem, 'id' | 'amountRefundableInCents'>;

export const refundableLines = <L extends Refundable>(lines: L[]) =>
  lines.filter(line => line.amountRefundableInCents > 0);

/** Selecting a line item defaults its amount to what is refundable of it; deselecting removes it. */
export const toggleLine = (selection: RefundSelection, line: Refundable): RefundSelection => {
  if (line.id in selection) {
    const { [line.id]: _removed, ...rest } = selection;
    return rest;
  }
  return { ...selection, [line.id]: line.amountRefundableInCents };
};

/** A cleared amount (null) removes the line item from the refund. */
export const setLineAmount = (selection: RefundSelection, lineId: number, cents: number | null): RefundSelection => {
  if (cents === null) {
    const { [lineId]: _removed, ...rest } = selection;
    return rest;
  }
  return { ...selection, [lineId]: cents };
};

/**
 * The selection as the payment now stands: a line item with nothing left to refund (another tab refunded it meanwhile,
 * and the refusal reloaded the payment) leaves it, so it reads unticked and the total is recomputed without it.
 */
export const currentSelection = (selection: RefundSelection, lines: Refundable[]): RefundSelection => {
  const left = new Map(lines.map(line => [line.id, line.amountRefundableInCents]));
  const kept = Object.entries(selection).filter(([id]) => (left.get(Number(id)) ?? 0) > 0);
  return kept.length === Object.keys(selection).length ? selection : Object.fromEntries(kept);
};

/** Select all adds every refundable line item, or clears them all when all are chosen already. */
export const toggleAll = (selection: RefundSelection, lines: Refundable[]): RefundSelection => {
  const candidates = refundableLines(lines);
  if (candidates.length && candidates.every(line => line.id in selection)) return {};
  return Object.fromEntries(
    candidates.map(line => [line.id, line.id in selection ? selection[line.id] : line.amountRefundableInCents]),
  );
};

export const allSelected = (selection: RefundSelection, lines: Refundable[]) => {
  const candidates = refundableLines(lines);
  return candidates.length > 0 && candidates.every(line => line.id in selection);
};

/**
 * More than 0 ('Invalid Amount' otherwise) and not more than refundable ('More than
 * allowed').
 */
export const validateLineAmount = (cents: number, refundableCents: number): AmountError | undefined => {
  if (!Number.isSafeInteger(cents) || cents <= 0) return 'invalid';
  if (cents > refundableCents) return 'tooMuch';
  return undefined;
};

/** What the refund sends; whole line items when the refund type does not allow amounts. */
export const refundLinesOf = (
  selection: RefundSelection,
  lines: Refundable[],
  refundType: RefundType | null,
): RefundLine[] =>
  lines
    .filter(line => line.id in selection)
    .map(line => ({
      id: line.id,
      amount: refundType === 'PARTIAL_AMOUNT_FULL_LINE_ITEM' ? line.amountRefundableInCents : selection[line.id],
    }));

/** The total of the valid amounts (an invalid one counts for nothing; it is flagged at its field). */
export const refundTotal = (selection: RefundSelection, lines: Refundable[], refundType: RefundType | null) => {
  const refundable = new Map(lines.map(line => [line.id, line.amountRefundableInCents]));
  return sumCents(
    refundLinesOf(selection, lines, refundType)
      .filter(line => !validateLineAmount(line.amount, refundable.get(line.id) ?? 0))
      .map(line => line.amount),
  );
};

/** Refund is possible only when every selected amount is valid and the total is above 0. */
export const canRefund = (selection: RefundSelection, lines: Refundable[], refundType: RefundType | null) => {
  const chosen = refundLinesOf(selection, lines, refundType);
  if (!chosen.length) return false;
  const refundable = new Map(lines.map(line => [line.id, line.amountRefundableInCents]));
  return chosen.every(line => !validateLineAmount(line.amount, refundable.get(line.id) ?? 0));
};

/** Whether a payment offers a partial refund at all. */
export const allowsPartialRefund = (refundType: RefundType | null) =>
  refundType === 'PARTIAL_AMOUNT_FULL_LINE_ITEM' || refundType === 'PARTIAL_AMOUNT_PARTIAL_LINE_ITEM';
