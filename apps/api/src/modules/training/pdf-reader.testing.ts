// Reads back what the certificate PDF draws: the text shown (hex strings of the standard fonts) and the
// filled squares, by inflating the page's content streams.
import { inflateSync } from 'node:zlib';

export interface Square {
  x: number;
  y: number;
  size: number;
}

export function contentStreams(pdf: Uint8Array): string[] {
  const raw = Buffer.from(pdf).toString('latin1');
  const streams: string[] = [];
  for (const match of raw.matchAll(/\/FlateDecode[\s\S]*?>>\s*stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    streams.push(inflateSync(Buffer.from(match[1] ?? '', 'latin1')).toString('latin1'));
  }
  return streams;
}

/** Every `<hex> Tj` string, decoded (WinAnsi is Latin-1 for the characters used), in drawing order. */
export function pdfText(pdf: Uint8Array): string[] {
  return contentStreams(pdf).flatMap((stream) =>
    [...stream.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)].map((m) =>
      Buffer.from(m[1] ?? '', 'hex').toString('latin1'),
    ),
  );
}

export function pdfSquares(pdf: Uint8Array): Square[] {
  return contentStreams(pdf).flatMap((stream) =>
    [...stream.matchAll(/(-?[\d.]+) (-?[\d.]+) ([\d.]+) ([\d.]+) re/g)]
      .filter((m) => m[3] === m[4])
      .map((m) => ({ x: Number(m[1]), y: Number(m[2]), size: Number(m[3]) })),
  );
}

/** Rebuilds the QR matrix (row 0 on top) from drawn squares laid out on a grid. */
export function matrixFromSquares(squares: Square[], dimension: number): boolean[] {
  const cell = squares[0]?.size ?? 1;
  const minX = Math.min(...squares.map((s) => s.x));
  const maxY = Math.max(...squares.map((s) => s.y));
  const matrix = new Array<boolean>(dimension * dimension).fill(false);
  for (const square of squares) {
    const col = Math.round((square.x - minX) / cell);
    const row = Math.round((maxY - square.y) / cell);
    matrix[row * dimension + col] = true;
  }
  return matrix;
}
