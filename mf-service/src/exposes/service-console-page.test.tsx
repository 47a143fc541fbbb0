import { screen } from '@testing-library/react';
import { renderPage } from '@shop/shared/testing';
import ServiceConsolePage from './service-console-page';

it('sends an old link to the desk on to the back office’s desk', async () => {
  renderPage(ServiceConsolePage, { path: '/service/console' });
  expect(await screen.findByTestId('location')).toHaveTextContent('/admin/service/desk');
});
