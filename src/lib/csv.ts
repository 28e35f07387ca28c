/**
 * A spreadsheet runs a cell that begins with one of these as a formula; a control character first (NUL, line feed,
 * tab, carriage return: OWASP ASVS 5.0 1.2.10) can hide one that follows, so any control character counts.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this pattern looks for
const FORMULA_START = /^[=+\-@\u0000-\u001f\u007f]/;

/** Whether a spreadsheet would run the cell as a formula. */
export const startsFormula = (value: string) => FORMULA_START.test(value);

/** Prefixes a cell that would start a formula with an apostrophe, so a spreadsheet shows it as text. */
export const neutraliseCell = (value: string) => (startsFormula(value) ? `'${value}` : value);

/**
 * Hands a CSV file to the browser's download: a byte-order mark first, so a spreadsheet reads the UTF-8 as UTF-8, then
 * the parts as they are (never joined into one string in memory first).
 */
export const saveCsvFile = (fileName: string, parts: readonly string[]) => {
  const url = URL.createObjectURL(new Blob(['\ufeff', ...parts], { type: 'text/csv;charset=utf-8' }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  // The download has read the blob by then; revoking at once can cancel it in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};
