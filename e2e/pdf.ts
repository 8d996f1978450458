import { inflateSync } from 'node:zlib';

// WinAnsi (the standard fonts' encoding) differs from Latin-1 only in 0x80–0x9F.
const WIN_ANSI: Record<number, string> = {
  0x80: '€',
  0x85: '…',
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x95: '•',
  0x96: '–',
  0x97: '—',
  0x99: '™',
};

function decodeWinAnsi(bytes: Buffer): string {
  return Array.from(bytes, (byte) => WIN_ANSI[byte] ?? String.fromCharCode(byte)).join('');
}

/**
 * The text drawn in a PDF written by our writer (pdf-lib, standard fonts): inflates the content
 * streams and decodes their hex strings. Enough to check what a generated PDF says.
 */
export function pdfText(bytes: Buffer): string {
  const source = bytes.toString('latin1');
  const chunks: string[] = [];
  // Each stream is read by its /Length: compressed bytes may themselves end in \r or \n, which a
  // search for the endstream keyword would cut off (it did, for one course's page 4 on one port).
  const streamPattern = /\/Length (\d+)(?!\s+\d+\s+R)[^>]*>>\s*stream\r?\n/g;
  for (const match of source.matchAll(streamPattern)) {
    const start = match.index + match[0].length;
    const raw = source.slice(start, start + Number(match[1]));
    let content: string;
    try {
      content = inflateSync(Buffer.from(raw, 'latin1')).toString('latin1');
    } catch {
      content = raw;
    }
    for (const text of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
      chunks.push(decodeWinAnsi(Buffer.from(text[1]!, 'hex')));
    }
    for (const text of content.matchAll(/\(((?:\\.|[^\\)])*)\)\s*Tj/g)) chunks.push(text[1]!);
  }
  return chunks.join('\n');
}
