import ExcelJS from 'exceljs';

/** Opens a produced XLSX file with the library that wrote it, as a spreadsheet program would: its first sheet. */
export async function readSheet(buffer: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  return workbook.worksheets[0]!;
}

/** A sheet's rows below the header as records by header, cells as the library reads them. */
export function sheetRecords(sheet: ExcelJS.Worksheet): Array<Record<string, unknown>> {
  const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  const records: Array<Record<string, unknown>> = [];
  for (let index = 2; index <= sheet.rowCount; index++) {
    const row = sheet.getRow(index);
    records.push(Object.fromEntries(header.map((name, column) => [name, row.getCell(column + 1).value ?? null])));
  }
  return records;
}
