import { screen, within } from '@testing-library/react';
import { activityCard, SERVER_NOW } from '@/testing/fixtures';
import { renderUi } from '@/testing/render-ui';
import { ActivityCardGrid } from './activity-card-grid';

describe('ActivityCardGrid', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date(SERVER_NOW), advanceTimers: true });
  });
  afterEach(() => jest.useRealTimers());

  it('shows each card’s title as the link to its page, the prices, the state, what sold and the time to its end', () => {
    renderUi(<ActivityCardGrid cards={[activityCard(1, { type: 'second' })]} now={SERVER_NOW} />);
    const card = screen.getByRole('listitem');
    expect(within(card).getByRole('link', { name: 'Activity 1' })).toHaveAttribute('href', '/activity/second/view?id=1');
    expect(within(card).getByText('Goods 1')).toBeInTheDocument();
    expect(within(card).getByText('59.00 yuan')).toBeInTheDocument();
    expect(within(card).getByText('99.00 yuan').closest('del')).toBeInTheDocument();
    expect(within(card).getByText('On sale')).toBeInTheDocument();
    expect(within(card).getByRole('progressbar', { name: 'Sold 25%' })).toHaveAttribute('aria-valuenow', '25');
    expect(within(card).getByText('10 sold')).toBeInTheDocument();
    expect(within(card).getByRole('timer')).toHaveTextContent('Ends in02:00:00');
  });

  it('loads the first row\'s photos at once (a desktop screen shows them) and the rest on scroll', () => {
    const { container } = renderUi(<ActivityCardGrid cards={[1, 2, 3, 4, 5, 6].map((id) => activityCard(id))} now={SERVER_NOW} />);
    expect([...container.querySelectorAll('img')].map((image) => image.getAttribute('loading'))).toEqual(['eager', 'eager', 'eager', 'eager', 'eager', 'lazy']);
  });

  it('counts an upcoming activity to its start and says an ended one is over', () => {
    renderUi(
      <ActivityCardGrid
        cards={[
          activityCard(1, { state: 'upcoming', starts_at: '2025-06-02T11:30:00.000Z' }),
          activityCard(2, { state: 'ended', stock: 0, sold: 30 }),
        ]}
        now={SERVER_NOW}
      />,
    );
    const [upcoming, ended] = screen.getAllByRole('listitem');
    expect(within(upcoming!).getByText('Coming soon')).toBeInTheDocument();
    expect(within(upcoming!).getByRole('timer')).toHaveTextContent('Starts in1 day01:30:00');
    expect(within(ended!).getAllByText('Ended')).toHaveLength(2);
    expect(within(ended!).getByText('Sold out')).toBeInTheDocument();
    expect(within(ended!).queryByRole('timer')).not.toBeInTheDocument();
  });

  it('shows a points product in points (plus its cash part) and each type’s own line', () => {
    renderUi(
      <ActivityCardGrid
        cards={[activityCard(1, { type: 'point', points: 1200, price: '9.90' }), activityCard(2, { type: 'point', points: 500, price: '0.00' })]}
        extra={(card) => `card ${card.id} line`}
      />,
    );
    const [cash, pointsOnly] = screen.getAllByRole('listitem');
    expect(within(cash!).getByText(/1,200 points/)).toHaveTextContent('1,200 points + ¥9.90');
    expect(within(cash!).getByText('card 1 line')).toBeInTheDocument();
    expect(within(pointsOnly!).getByText('500 points')).toBeInTheDocument();
    expect(within(pointsOnly!).queryByText('0.00 yuan')).not.toBeInTheDocument();
  });
});
