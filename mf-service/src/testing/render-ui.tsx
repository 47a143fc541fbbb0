import type { ReactElement } from 'react';
import { renderPage } from '@shop/shared/testing';
import '@/i18n/messages';

/** Renders a piece of a service page as the shell would (router, query client, toasts) at `url`. */
export function renderUi(ui: ReactElement, url = '/service/online') {
  const Ui = () => ui;
  return renderPage(Ui, { path: url.split('?')[0]!, url });
}
