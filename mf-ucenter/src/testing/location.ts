import { screen, waitFor } from '@testing-library/react';

/** The URL the page is at, or sent the shopper to, as the location probe of `renderPage` shows it. */
export const currentUrl = () => screen.getByTestId('location').textContent;

/** Waits until the page has sent the shopper to exactly `url` (path and query). */
export function expectUrl(url: string): Promise<void> {
  return waitFor(() => expect(currentUrl()).toBe(url));
}
