// A small RFC 4180 reader for dealers' CSV feeds: fields in double quotes may hold commas, line
// breaks and doubled quotes; lines end in CRLF or LF; a UTF-8 byte order mark is dropped.

export interface CsvRecord {
  /** The 1-based line of the document the record starts on. */
  line: number;
  fields: string[];
}

export class CsvSyntaxError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(message);
  }
}

/** Every record of the document, blank lines left out. */
export function parseCsv(text: string): CsvRecord[] {
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = "";
  let line = 1;
  let recordLine = 1;
  let quoted = false;
  let wasQuoted = false;
  let closed = false;
  const endRecord = () => {
    fields.push(field);
    if (fields.length > 1 || fields[0] !== "" || wasQuoted) records.push({ line: recordLine, fields });
    fields = [];
    field = "";
    wasQuoted = false;
  };
  for (let i = 0; i < input.length; i++) {
    const c = input[i]!;
    if (quoted) {
      if (c === '"') {
        if (input[i + 1] === '"') {
          field += '"';
          i++;
        } else {
          quoted = false;
          closed = true;
        }
      } else {
        if (c === "\n") line++;
        field += c;
      }
      continue;
    }
    if (closed && c !== "," && c !== "\n" && c !== "\r") throw new CsvSyntaxError("A quoted field must end at a comma or the end of the line.", line);
    closed = false;
    if (c === '"') {
      if (field !== "") throw new CsvSyntaxError("A quote may only open a field.", line);
      quoted = true;
      wasQuoted = true;
    } else if (c === ",") {
      fields.push(field);
      field = "";
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && input[i + 1] === "\n") i++;
      endRecord();
      line++;
      recordLine = line;
    } else {
      field += c;
    }
  }
  if (quoted) throw new CsvSyntaxError("A quoted field is never closed.", recordLine);
  if (field !== "" || fields.length > 0 || wasQuoted) endRecord();
  return records;
}
