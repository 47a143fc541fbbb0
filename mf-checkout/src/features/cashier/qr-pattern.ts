const SIZE = 21;

const inFinder = (row: number, col: number) => (row < 7 || row >= SIZE - 7) && (col < 7 || col >= SIZE - 7) && !(row >= SIZE - 7 && col >= SIZE - 7);

function finderCell(row: number, col: number): boolean {
  const r = row >= SIZE - 7 ? row - (SIZE - 7) : row;
  const c = col >= SIZE - 7 ? col - (SIZE - 7) : col;
  const ring = Math.max(Math.abs(r - 3), Math.abs(c - 3));
  return ring !== 2;
}

/**
 * A QR-looking 21×21 grid derived from the text (finder squares plus a hash pattern). Only a
 * picture for the sandbox: the text itself is shown beside it and the pay link does the work.
 */
export function qrPattern(text: string): boolean[][] {
  let hash = 2166136261;
  const next = () => {
    for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
    hash = Math.imul(hash ^ (hash >>> 13), 0x5bd1e995);
    return (hash >>> 0) % 2 === 0;
  };
  return Array.from({ length: SIZE }, (_, row) => Array.from({ length: SIZE }, (_, col) => (inFinder(row, col) ? finderCell(row, col) : next())));
}
