import { describe, expect, it } from "vitest";
import { parseCsv } from "./csv";
import { parseFeed, sniffFormat } from "./parse-feed";

describe("the CSV reader", () => {
  it("reads quoted fields with commas, doubled quotes and line breaks, and tells each record's first line", () => {
    const records = parseCsv('a,b,c\r\n1,"two, with comma","say ""hi"""\r\n2,"line one\r\nline two",x\r\n\r\n3,,\r\n');
    expect(records).toEqual([
      { line: 1, fields: ["a", "b", "c"] },
      { line: 2, fields: ["1", "two, with comma", 'say "hi"'] },
      { line: 3, fields: ["2", "line one\r\nline two", "x"] },
      { line: 6, fields: ["3", "", ""] },
    ]);
  });

  it("drops a byte order mark and reads LF line ends and a last line without one", () => {
    expect(parseCsv("\uFEFFstock_number,make\nA1,Honda\nA2,Yamaha")).toEqual([
      { line: 1, fields: ["stock_number", "make"] },
      { line: 2, fields: ["A1", "Honda"] },
      { line: 3, fields: ["A2", "Yamaha"] },
    ]);
  });

  it("refuses a quote left open or text after a closing quote, naming the line", () => {
    expect(() => parseCsv('a\n"open')).toThrow("never closed");
    expect(() => parseCsv('a\n"x"y')).toThrow("must end at a comma");
  });
});

describe("reading a feed document", () => {
  it("reads a CSV feed by its header, with photos separated by | and each row's line", () => {
    const csv = 'Stock Number,Make,Model,Photos\r\nS1,Honda,"CRF450R",https://a.example/1.jpg | https://a.example/2.jpg\r\nS2,"Sea Ray","SPX 190",\r\n';
    const { format, rows } = parseFeed(Buffer.from(`\uFEFF${csv}`));
    expect(format).toBe("csv");
    expect(rows).toEqual([
      { row: 2, values: { stock_number: "S1", make: "Honda", model: "CRF450R", photos: "https://a.example/1.jpg | https://a.example/2.jpg" }, photos: ["https://a.example/1.jpg", "https://a.example/2.jpg"] },
      { row: 3, values: { stock_number: "S2", make: "Sea Ray", model: "SPX 190" }, photos: [] },
    ]);
  });

  it("reads an XML feed's <unit> elements by position, with <photos><photo> lists", () => {
    const xml = `<?xml version="1.0"?><feed><unit><stock_number>X1</stock_number><year>2021</year><photos><photo>https://a.example/1.jpg</photo><photo>https://a.example/2.jpg</photo></photos></unit><unit><stock_number>X2</stock_number><description>Fish &amp; ski</description></unit></feed>`;
    const { format, rows } = parseFeed(xml);
    expect(format).toBe("xml");
    expect(rows).toEqual([
      { row: 1, values: { stock_number: "X1", year: "2021" }, photos: ["https://a.example/1.jpg", "https://a.example/2.jpg"] },
      { row: 2, values: { stock_number: "X2", description: "Fish & ski" }, photos: [] },
    ]);
  });

  it("reads a JSON feed as a list or under units, numbers as text and photos as a list", () => {
    const { format, rows } = parseFeed(JSON.stringify({ units: [{ stockNumber: "J1", price: 12500, photos: ["https://a.example/1.jpg"] }] }));
    expect(format).toBe("json");
    expect(rows).toEqual([{ row: 1, values: { stock_number: "J1", price: "12500" }, photos: ["https://a.example/1.jpg"] }]);
    expect(parseFeed('[{"stock_number":"J2"}]').rows[0]!.values).toEqual({ stock_number: "J2" });
  });

  it("tells the format by the first character, and refuses a document it cannot read", () => {
    expect(sniffFormat("  <feed/>")).toBe("xml");
    expect(sniffFormat("\uFEFF[]")).toBe("json");
    expect(sniffFormat("stock_number\n")).toBe("csv");
    expect(() => parseFeed("<feed><unit></feed>")).toThrow(/The feed could not be read: line 1/);
    expect(() => parseFeed("{nope", "json")).toThrow(/The feed could not be read/);
    expect(() => parseFeed("make,model\nHonda,CRF\n")).toThrow("stock_number among them");
  });
});
