// The XML parts of a one-sheet .xlsx (ECMA-376 part 1, SpreadsheetML), as the export writer
// (write.ts) zips them: what every reader we know of (Excel, LibreOffice, exceljs, the console's
// own import) needs and nothing more. Texts are inline strings, so no shared-string table has to be
// held until the end; numbers are numbers.

const MAIN = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
const REL = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
const PKG_REL = "http://schemas.openxmlformats.org/package/2006/relationships";
const HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

export const SHEET_PATH = "xl/worksheets/sheet1.xml";

/** Characters XML 1.0 cannot carry (control characters, lone surrogates) are left out. */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

export function xmlText(s: string): string {
  return s.replace(NOT_XML, "").replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** A sheet's name as Excel accepts it: at most 31 characters, none of : \ / ? * [ ]. */
export function sheetName(name: string): string {
  return name.replace(/[:\\/?*[\]]/g, " ").slice(0, 31) || "Sheet1";
}

/** Column letters of a 0-based index: 0 → A, 25 → Z, 26 → AA. */
export function columnName(index: number): string {
  let name = "";
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

export type CellValue = string | number | null | undefined;

/**
 * Money cells show their currency's decimals (12.50, 1200 for JPY) while staying numbers: a
 * number cell styled with a fixed number of decimals. Style n + 1 shows n decimals (0 to 3).
 */
export const MAX_FIXED_DECIMALS = 3;
const FIXED_FORMATS = [
  { id: 1, code: "0" },
  { id: 164, code: "0.0" },
  { id: 2, code: "0.00" },
  { id: 165, code: "0.000" },
];
/** the style index of a number cell with `decimals` places (0 when none is asked) */
export const fixedStyle = (decimals: number | undefined) =>
  decimals === undefined ? 0 : Math.min(Math.max(Math.trunc(decimals), 0), MAX_FIXED_DECIMALS) + 1;

/**
 * One row's XML (1-based `line`); an empty value (null, undefined, not a finite number) writes no
 * cell; `styles[i]` (fixedStyle) formats column i's number.
 */
export function rowXml(line: number, values: CellValue[], styles: number[] = []): string {
  let xml = `<row r="${line}">`;
  values.forEach((v, i) => {
    if (v === null || v === undefined) return;
    const ref = `${columnName(i)}${line}`;
    if (typeof v === "number") {
      const s = styles[i] ? ` s="${styles[i]}"` : "";
      if (Number.isFinite(v)) xml += `<c r="${ref}"${s}><v>${v}</v></c>`;
    } else xml += `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${xmlText(v)}</t></is></c>`;
  });
  return `${xml}</row>`;
}

/** The worksheet up to its first row: the columns' widths, then the data's opening tag. */
export function sheetStart(widths: number[]): string {
  const cols = widths.map((w, i) => `<col min="${i + 1}" max="${i + 1}" width="${w}" customWidth="1"/>`).join("");
  return `${HEAD}<worksheet xmlns="${MAIN}" xmlns:r="${REL}">${cols ? `<cols>${cols}</cols>` : ""}<sheetData>`;
}

export const SHEET_END = "</sheetData></worksheet>";

/** Every part but the worksheet, in the order they are zipped (the sheet list before the sheet). */
export function bookParts(name: string): [string, string][] {
  return [
    [
      "[Content_Types].xml",
      `${HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
        `<Override PartName="/${SHEET_PATH}" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>` +
        '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
        "</Types>",
    ],
    [
      "_rels/.rels",
      `${HEAD}<Relationships xmlns="${PKG_REL}">` +
        `<Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ],
    [
      "xl/workbook.xml",
      `${HEAD}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets>` +
        `<sheet name="${xmlText(sheetName(name))}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ],
    [
      "xl/_rels/workbook.xml.rels",
      `${HEAD}<Relationships xmlns="${PKG_REL}">` +
        `<Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/>` +
        `<Relationship Id="rId2" Type="${REL}/styles" Target="styles.xml"/></Relationships>`,
    ],
    [
      // the default style, then the money styles (fixedStyle): Excel opens a book without styles
      // but offers to "repair" some
      "xl/styles.xml",
      `${HEAD}<styleSheet xmlns="${MAIN}">` +
        `<numFmts count="2">${FIXED_FORMATS.filter((f) => f.id >= 164)
          .map((f) => `<numFmt numFmtId="${f.id}" formatCode="${f.code}"/>`)
          .join("")}</numFmts>` +
        '<fonts count="1"><font><sz val="11"/><name val="Calibri"/></font></fonts>' +
        '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
        '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
        '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
        `<cellXfs count="${FIXED_FORMATS.length + 1}"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>` +
        FIXED_FORMATS.map((f) => `<xf numFmtId="${f.id}" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>`).join("") +
        "</cellXfs>" +
        '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
        "</styleSheet>",
    ],
  ];
}
