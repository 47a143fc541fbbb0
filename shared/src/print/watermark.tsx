import { useMemo, type CSSProperties } from 'react';

/** Spec section 9: the tile the watermark text is drawn on, and the angle of the text. */
export const WATERMARK_TILE = { width: 205, height: 140 } as const;
export const WATERMARK_ANGLE_DEGREES = -20;

const LINE_HEIGHT = 18;

/**
 * One tile of the watermark as an image URL: the text (one line per `\n`) centred on a 205 x 140
 * canvas, rotated -20 degrees, light grey at low alpha. Null where the browser cannot draw.
 */
export function drawWatermarkTile(text: string): string | null {
  const canvas = document.createElement('canvas');
  canvas.width = WATERMARK_TILE.width;
  canvas.height = WATERMARK_TILE.height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.translate(WATERMARK_TILE.width / 2, WATERMARK_TILE.height / 2);
  context.rotate((WATERMARK_ANGLE_DEGREES * Math.PI) / 180);
  context.font = '13px sans-serif';
  context.fillStyle = 'rgba(100, 116, 139, 0.16)';
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  const lines = text.split('\n');
  lines.forEach((line, index) => context.fillText(line, 0, (index - (lines.length - 1) / 2) * LINE_HEIGHT));
  return canvas.toDataURL();
}

interface WatermarkProps {
  /** Who and when, e.g. the back-office user's name and the time; `\n` starts a new line. */
  text: string;
  /** `fixed` covers the window (the back office); `absolute` covers the positioned parent (a printout's sheet). */
  position?: 'fixed' | 'absolute';
}

/**
 * The tiled watermark of spec section 9 over a whole area. It is decoration for the eye and the
 * printer only: hidden from assistive technology and transparent to the pointer, so it changes
 * neither what a screen reader reads nor what can be clicked.
 */
export function Watermark({ text, position = 'fixed' }: WatermarkProps) {
  const tile = useMemo(() => drawWatermarkTile(text), [text]);
  if (!tile) return null;
  const style: CSSProperties = {
    backgroundImage: `url("${tile}")`,
    backgroundRepeat: 'repeat',
    backgroundSize: `${WATERMARK_TILE.width}px ${WATERMARK_TILE.height}px`,
    printColorAdjust: 'exact',
    WebkitPrintColorAdjust: 'exact',
  };
  return <div aria-hidden="true" data-testid="watermark" className={`pointer-events-none inset-0 z-[1900] select-none ${position}`} style={style} />;
}
