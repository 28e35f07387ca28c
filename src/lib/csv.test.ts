// @vitest-environment jsdom
import { neutraliseCell, saveCsvFile, startsFormula } from './csv';

describe('the formula guard', () => {
  it.each([
    ['=HYPERLINK("http://evil")', `'=HYPERLINK("http://evil")`],
    ['+1', `'+1`],
    ['-2', `'-2`],
    ['@SUM(A1)', `'@SUM(A1)`],
    ['\tx', `'\tx`],
    ['\rx', `'\rx`],
    ['\0=cmd|calc', `'\0=cmd|calc`],
    ['\n=1+1', `'\n=1+1`],
    ['\u001b=1', `'\u001b=1`],
    ['plain', 'plain'],
    ['a=b', 'a=b'],
    ['', ''],
  ])('neutralises %j as %j', (value, expected) => {
    expect(neutraliseCell(value)).toBe(expected);
    expect(startsFormula(neutraliseCell(value))).toBe(false);
  });
});

describe('saveCsvFile', () => {
  const created: Blob[] = [];
  const createObjectURL = vi.fn((blob: Blob) => {
    created.push(blob);
    return 'blob:csv';
  });
  const revokeObjectURL = vi.fn();

  beforeEach(() => {
    created.length = 0;
    vi.useFakeTimers();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });
  afterEach(() => vi.useRealTimers());

  it('downloads the parts, after a byte-order mark, under the file name, and lets the blob go afterwards', async () => {
    const clicks: { download: string; href: string }[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push({ download: this.download, href: this.getAttribute('href') ?? '' });
    });
    saveCsvFile('payments-2025-01-01-2025-01-31.csv', ['a,b\r\n', '1,2']);
    expect(clicks).toEqual([{ download: 'payments-2025-01-01-2025-01-31.csv', href: 'blob:csv' }]);
    expect(created[0].type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await created[0].arrayBuffer());
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe('\ufeffa,b\r\n1,2');
    expect(document.querySelector('a[download]')).toBeNull();
    expect(revokeObjectURL).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10_000);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:csv');
    click.mockRestore();
  });
});
