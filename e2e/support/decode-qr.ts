import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import type { Locator } from '@playwright/test';
import { expect } from './test';

/** Decodes the QR code the page drew, from a screenshot of the element as a phone camera would see it. */
export async function decodeQr(code: Locator): Promise<string> {
  await expect(code).toBeVisible();
  // The code is an SVG once the encoder has loaded; before that a placeholder keeps its place.
  await expect(code).toHaveJSProperty('tagName', 'svg');
  const image = PNG.sync.read(await code.screenshot());
  const found = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
  expect(found, 'a QR code is found in the screenshot').not.toBeNull();
  return found!.data;
}
