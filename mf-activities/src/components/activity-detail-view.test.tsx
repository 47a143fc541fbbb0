import { screen, within } from '@testing-library/react';
import { Button, loadSanitizer, loginPathFor } from '@shop/shared';
import { signIn } from '@shop/shared/testing';
import { useBuyActivity } from '@/hooks/use-buy-activity';
import type { ActivityPurchaseState } from '@/hooks/use-activity-purchase';
import { activityDetail, redMedium, SERVER_NOW } from '@/testing/fixtures';
import { renderUi } from '@/testing/render-ui';
import { ActivityDetailView } from './activity-detail-view';
import type { ActivityDetail } from '@shop/contract';

/** What a type's page puts in the slot: one buy button, disabled when nothing can be bought. */
function BuyButton({ purchase, activityId }: { purchase: ActivityPurchaseState; activityId: number }) {
  const buy = useBuyActivity();
  const onClick = () => {
    const sku = purchase.ready();
    if (sku) buy({ type: 'group', activityId, skuId: sku.sku_id, quantity: purchase.quantity });
  };
  return (
    <Button onClick={onClick} disabled={purchase.blocked !== null}>
      Buy now
    </Button>
  );
}

function open(activity: ActivityDetail = activityDetail()) {
  return renderUi(
    <ActivityDetailView activity={activity} priceExtra="3-person group">
      {(purchase) => <BuyButton purchase={purchase} activityId={activity.id} />}
    </ActivityDetailView>,
    '/activity/group/view?id=5',
  );
}

const option = (group: string, name: string) => within(screen.getByRole('group', { name: group })).getByRole('button', { name });
const location = () => screen.getByTestId('location').textContent;

describe('ActivityDetailView', () => {
  // The description is sanitised once DOMPurify has loaded; loaded up front, every page renders it at
  // once instead of updating after the test has ended.
  beforeAll(() => loadSanitizer());

  beforeEach(() => {
    jest.useFakeTimers({ now: new Date(SERVER_NOW), advanceTimers: true });
  });
  afterEach(() => jest.useRealTimers());

  it('shows the product, the activity price beside the normal one, the countdown and the type’s line', () => {
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Cotton T-shirt' })).toBeInTheDocument();
    expect(screen.getByText('Summer group deal')).toBeInTheDocument();
    const price = screen.getByTestId('activity-price');
    expect(within(price).getByText('59.00 yuan')).toBeInTheDocument();
    expect(within(price).getByText('99.00 yuan').closest('del')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('Ends in02:00:00');
    expect(screen.getByText('3-person group')).toBeInTheDocument();
    expect(screen.getByTestId('activity-stock')).toHaveTextContent('13 left');
  });

  it('prices and caps the chosen SKU, and sends a member to confirm it', async () => {
    signIn();
    const { user } = open();
    expect(option('Size', 'L')).toBeDisabled();
    await user.click(option('Colour', 'Blue'));
    await user.click(option('Size', 'M'));
    expect(within(screen.getByTestId('activity-price')).getByText('69.00 yuan')).toBeInTheDocument();
    expect(screen.getByTestId('activity-stock')).toHaveTextContent('10 left');
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'Buy now' }));
    expect(location()).toBe('/cart/confirm?type=group&activity_id=5&sku_id=103&quantity=2');
  });

  it('says which option is missing instead of buying', async () => {
    signIn();
    const { user } = open();
    await user.click(option('Colour', 'Red'));
    await user.click(screen.getByRole('button', { name: 'Buy now' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose Size');
    expect(location()).toBe('/activity/group/view?id=5');
  });

  it('sends a visitor to sign in first, to come back to this activity', async () => {
    const { user } = open(activityDetail({ attr: [], skus: [{ ...redMedium, key: '' }] }));
    await user.click(screen.getByRole('button', { name: 'Buy now' }));
    expect(location()).toBe(loginPathFor('/activity/group/view?id=5'));
  });

  it('shows the member’s limit and keeps the quantity within what they may still buy', async () => {
    const { user } = open(activityDetail({ limit: { per_member: 5, per_order: 3, bought: 3, left: 2 } }));
    expect(screen.getByTestId('activity-limit')).toHaveTextContent('Limit 5 per person, 2 left · Up to 3 per order');
    await user.click(option('Colour', 'Blue'));
    await user.click(option('Size', 'M'));
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(screen.getByRole('textbox', { name: 'Quantity' })).toHaveValue('2');
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
  });

  it('says why nothing can be bought and the type’s buttons know it', () => {
    open(activityDetail({ limit: { per_member: 2, per_order: 0, bought: 2, left: 0 } }));
    expect(screen.getByTestId('activity-blocked')).toHaveTextContent('You have bought as many as this activity allows');
    expect(screen.getByRole('button', { name: 'Buy now' })).toBeDisabled();
  });

  it('counts an upcoming activity to its start', () => {
    open(activityDetail({ state: 'upcoming', starts_at: '2025-06-01T10:30:00.000Z' }));
    expect(screen.getByRole('timer')).toHaveTextContent('Starts in00:30:00');
    expect(screen.getByTestId('activity-blocked')).toHaveTextContent('This activity has not started yet');
  });

  it('renders the product’s description sanitised', () => {
    open();
    const content = screen.getByTestId('activity-content');
    expect(content).toHaveTextContent('Pure cotton');
    expect(content.querySelector('script')).toBeNull();
    expect(content.querySelector('img')).toBeInTheDocument();
    expect(content.querySelector('img')).not.toHaveAttribute('onerror');
  });
});
