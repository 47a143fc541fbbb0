import { useEffect, useState } from 'react';

/** Blank modules around the symbol: the quiet zone the QR standard asks for, so scanners find it. */
const QUIET_ZONE = 4;

/** The encoder, fetched on first use: pages without a QR code never download it. */
const loadEncoder = () => import('qrcode');

interface Modules {
  size: number;
  get(row: number, col: number): number;
}

/**
 * The dark modules as one SVG path, a rectangle per run of dark modules in a row, offset by the
 * quiet zone. Drawing our own SVG (not the library's markup) keeps React in charge of the DOM.
 */
export function qrModulesPath(modules: Modules): string {
  const runs: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    let col = 0;
    while (col < modules.size) {
      if (!modules.get(row, col)) {
        col += 1;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col += 1;
      runs.push(`M${start + QUIET_ZONE} ${row + QUIET_ZONE}h${col - start}v1h-${col - start}z`);
    }
  }
  return runs.join('');
}

type Drawn = { value: string; side: number; path: string } | { value: string; failed: true };

interface QrCodeProps {
  /** What the code carries, e.g. a pay link. */
  value: string;
  /** Its accessible name, e.g. "QR code: scan to pay". */
  label: string;
  /** Width and height in CSS pixels. */
  size?: number;
  className?: string;
}

/**
 * A scannable QR code of `value` (error correction M), drawn as an SVG image. While the encoder
 * loads it keeps its place as a grey square; should it fail, the square stays and whatever the
 * code stands for (the link beside it) still works.
 */
export function QrCode({ value, label, size = 176, className = '' }: QrCodeProps) {
  const [drawn, setDrawn] = useState<Drawn | null>(null);

  useEffect(() => {
    let current = true;
    loadEncoder()
      .then((encoder) => {
        const { modules } = encoder.create(value, { errorCorrectionLevel: 'M' });
        if (current) setDrawn({ value, side: modules.size + 2 * QUIET_ZONE, path: qrModulesPath(modules) });
      })
      .catch(() => {
        if (current) setDrawn({ value, failed: true });
      });
    return () => {
      current = false;
    };
  }, [value]);

  if (!drawn || drawn.value !== value || 'failed' in drawn) {
    const loading = !drawn || drawn.value !== value;
    return (
      <div
        role="img"
        aria-label={label}
        aria-busy={loading || undefined}
        data-state={loading ? 'loading' : 'failed'}
        className={`rounded bg-slate-100 ${loading ? 'animate-pulse' : ''} ${className}`}
        style={{ width: size, height: size }}
      />
    );
  }
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${drawn.side} ${drawn.side}`} width={size} height={size} shapeRendering="crispEdges" className={className}>
      <rect width={drawn.side} height={drawn.side} fill="#fff" />
      <path d={drawn.path} fill="#000" />
    </svg>
  );
}
