/** Saves a CSV text as a file. A byte order mark makes Excel read it as UTF-8 (Chinese titles, accents). */
export function downloadCsv(fileName: string, csv: string): void {
  const text = csv.startsWith('\uFEFF') ? csv : `\uFEFF${csv}`;
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  link.click();
  URL.revokeObjectURL(url);
}
