import type { ReactNode } from "react";

// Renders the small Markdown subset the blog uses (headings, lists, paragraphs, bold,
// italic) into React elements, so no HTML from content ever reaches the page unescaped.

type Block =
  | { kind: "h2" | "h3" | "p"; text: string }
  | { kind: "ul" | "ol"; items: string[] };

function parseBlocks(source: string): Block[] {
  const blocks: Block[] = [];
  const lines = source.replace(/\r\n/g, "\n").split("\n");
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: "p", text: paragraph.join(" ") });
    paragraph = [];
  };
  for (const raw of lines) {
    const line = raw.trim();
    const list = /^(-|\*|\d+\.)\s+(.*)$/.exec(line);
    if (!line) {
      flush();
    } else if (line.startsWith("### ")) {
      flush();
      blocks.push({ kind: "h3", text: line.slice(4) });
    } else if (line.startsWith("## ")) {
      flush();
      blocks.push({ kind: "h2", text: line.slice(3) });
    } else if (list) {
      flush();
      const kind = /\d/.test(list[1]!) ? "ol" : "ul";
      const last = blocks[blocks.length - 1];
      if (last && last.kind === kind) last.items.push(list[2]!);
      else blocks.push({ kind, items: [list[2]!] });
    } else {
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}

function renderInline(text: string): ReactNode[] {
  const out: ReactNode[] = [];
  const pattern = /(\*\*[^*]+\*\*|\*[^*]+\*)/g;
  let last = 0;
  let key = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index! > last) out.push(text.slice(last, match.index));
    const token = match[0];
    out.push(token.startsWith("**") ? <strong key={key++}>{token.slice(2, -2)}</strong> : <em key={key++}>{token.slice(1, -1)}</em>);
    last = match.index! + token.length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

export function Markdown({ source }: { source: string }) {
  return (
    <>
      {parseBlocks(source).map((block, i) => {
        switch (block.kind) {
          case "h2":
            return <h2 key={i} className="mt-8 text-2xl font-bold tracking-tight">{renderInline(block.text)}</h2>;
          case "h3":
            return <h3 key={i} className="mt-6 text-xl font-semibold">{renderInline(block.text)}</h3>;
          case "ul":
          case "ol": {
            const List = block.kind;
            return (
              <List key={i} className={`mt-4 space-y-1 pl-6 ${block.kind === "ul" ? "list-disc" : "list-decimal"}`}>
                {block.items.map((item, j) => <li key={j}>{renderInline(item)}</li>)}
              </List>
            );
          }
          default:
            return <p key={i} className="mt-4 leading-relaxed">{renderInline(block.text)}</p>;
        }
      })}
    </>
  );
}

