import { screen, within } from '@testing-library/react';
import { renderPage } from '@shop/shared/testing';
import '../../../i18n/messages';
import { UcenterSideMenu } from './ucenter-side-menu';

const current = () => within(screen.getByRole('navigation', { name: 'Member centre menu' })).getAllByRole('link', { current: 'page' }).map((link) => link.textContent);

describe('member-centre side menu', () => {
  it.each([
    ['/ucenter/order/detail?id=3', 'My orders'],
    ['/ucenter/order/evaluate?order_id=3', 'My orders'],
    ['/ucenter/order/refund', 'After-sales'],
    ['/ucenter/order/comment', 'My reviews'],
    ['/ucenter/recharge/index', 'My wallet'],
  ])('marks one entry current on %s: %s', (url, entry) => {
    renderPage(UcenterSideMenu, { path: url.split('?')[0]!, url });
    expect(current()).toEqual([entry]);
  });
});
