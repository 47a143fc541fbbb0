import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CHAT_TEXT_MAX, ORDER_STATUS, type OrderListAnswer, type OrderSummary } from '@shop/contract';
import type { Envelope } from '@shop/shared';
import { mockApi, ok, refused, signIn } from '@shop/shared/testing';
import { orderCard } from '@/testing/chat-fixtures';
import { renderUi } from '@/testing/render-ui';
import { CardBar } from './card-bar';
import { Composer } from './composer';

// The picker library lays its grid out by measuring, which jsdom cannot: a stand-in offers one emoji the same way.
jest.mock('@/components/emoji-panel', () => ({
  __esModule: true,
  default: ({ onPick }: { onPick: (emoji: string) => void }) => (
    <button type="button" aria-label="grinning face" onClick={() => onPick('😀')}>
      😀
    </button>
  ),
}));

function renderComposer() {
  const handlers = { onSendText: jest.fn(), onSendPicture: jest.fn(), onSendCard: jest.fn() };
  const view = renderUi(<Composer {...handlers} />);
  return { ...handlers, ...view, box: screen.getByRole('textbox', { name: 'Your message' }) };
}

const summary = (id: number, no: string): OrderSummary => ({
  id,
  order_no: no,
  status: ORDER_STATUS.unshipped,
  status_text: 'To be shipped',
  created_at: '2025-11-19T08:00:00.000Z',
  payable: '258.00',
  paid_amount: '258.00',
  items: [{ goods_id: 12, sku_id: 40, name: 'Linen shirt', image: 'https://img.example/shirt.png', sku_text: 'M', price: '129.00', quantity: 2, amount: '258.00' }],
  delivery: 'express',
  points_spent: 0,
  group: null,
});

it('sends the trimmed text on Enter, starts a new line on Shift+Enter, and empties the box', async () => {
  const { user, box, onSendText } = renderComposer();
  await user.type(box, '  Hello{Shift>}{Enter}{/Shift}there  ');
  expect(box).toHaveValue('  Hello\nthere  ');
  await user.keyboard('{Enter}');
  expect(onSendText).toHaveBeenCalledWith('Hello\nthere');
  expect(box).toHaveValue('');
});

it('sends nothing but spaces, nor while an input method is still composing', async () => {
  const { user, box, onSendText } = renderComposer();
  await user.type(box, '   {Enter}');
  expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  await user.clear(box);
  await user.type(box, 'ni');
  fireEvent.keyDown(box, { key: 'Enter', keyCode: 229, isComposing: true });
  expect(onSendText).not.toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(onSendText).toHaveBeenCalledWith('ni');
});

it('counts the characters and stops at the limit, saying so', async () => {
  const { user, box } = renderComposer();
  await user.type(box, 'abc');
  expect(screen.getByText(`3 of ${CHAT_TEXT_MAX} characters`)).toBeInTheDocument();
  fireEvent.change(box, { target: { value: 'x'.repeat(CHAT_TEXT_MAX) } });
  expect(box).toHaveAttribute('maxlength', String(CHAT_TEXT_MAX));
  expect(screen.getByText(`${CHAT_TEXT_MAX} of ${CHAT_TEXT_MAX} characters`)).toBeInTheDocument();
  expect(screen.getByText(`A message holds at most ${CHAT_TEXT_MAX} characters`)).toBeInTheDocument();
});

it('uploads a picked picture and sends its address; a refused one is explained under the box', async () => {
  signIn();
  let answer: Envelope = ok({ url: '/uploads/2025/11/photo.png' });
  const calls = mockApi({ 'POST upload/image': () => answer });
  const { user, onSendPicture } = renderComposer();
  const input = screen.getByTestId('chat-picture-input');
  await user.upload(input, new File(['png'], 'photo.png', { type: 'image/png' }));
  await waitFor(() => expect(onSendPicture).toHaveBeenCalledWith('/uploads/2025/11/photo.png'));
  expect(calls.map((call) => call.route)).toEqual(['POST upload/image']);

  answer = refused('The picture is damaged');
  await user.upload(input, new File(['png'], 'broken.png', { type: 'image/png' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('The picture is damaged');
  expect(onSendPicture).toHaveBeenCalledTimes(1);
});

it('refuses a file that is not a picture before uploading it', async () => {
  signIn();
  const calls = mockApi({});
  const { onSendPicture } = renderComposer();
  fireEvent.change(screen.getByTestId('chat-picture-input'), { target: { files: [new File(['%PDF'], 'invoice.pdf', { type: 'application/pdf' })] } });
  expect(await screen.findByRole('alert')).toHaveTextContent('invoice.pdf is not a JPEG, PNG or WebP picture');
  expect(calls).toEqual([]);
  expect(onSendPicture).not.toHaveBeenCalled();
});

it('lists the member’s recent orders and sends the one picked as a card', async () => {
  signIn();
  const orders: OrderListAnswer = {
    list: [summary(30, '202511200001'), summary(29, '202511190007')],
    page: 1,
    size: 5,
    total: 2,
    counts: { all: 2, unpaid: 0, unshipped: 2, unreceived: 0, refund: 0, unreviewed: 0, completed: 0 },
  };
  const calls = mockApi({ 'GET order/list': ok(orders) });
  const { user, onSendCard } = renderComposer();
  await user.click(screen.getByRole('button', { name: 'Send an order' }));
  const picker = await screen.findByRole('group', { name: 'Your recent orders' });
  await user.click(await within(picker).findByRole('button', { name: 'Send order 202511190007' }));
  expect(onSendCard).toHaveBeenCalledWith({
    type: 'order',
    id: 29,
    order_no: '202511190007',
    status_text: 'To be shipped',
    total: '258.00',
    image: 'https://img.example/shirt.png',
    item_count: 2,
    created_at: '2025-11-19T08:00:00.000Z',
  });
  expect(calls[0]?.body).toEqual({ status: 'all', page: 1, size: 5 });
  expect(screen.queryByRole('group', { name: 'Your recent orders' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Send an order' })).toHaveFocus();
});

it('puts a picked emoji where the caret is', async () => {
  const { user, box } = renderComposer();
  await user.type(box, 'Hi there');
  (box as HTMLTextAreaElement).setSelectionRange(2, 2);
  await user.click(screen.getByRole('button', { name: 'Emoji' }));
  const picker = await screen.findByRole('group', { name: 'Emoji' });
  await user.click(await within(picker).findByRole('button', { name: 'grinning face' }));
  expect(box).toHaveValue('Hi😀 there');
});

it('offers the card the member came with, and lets them send or dismiss it', async () => {
  const onSend = jest.fn();
  const onDismiss = jest.fn();
  const { user, rerender } = renderUi(<CardBar kind="order" card={undefined} onSend={onSend} onDismiss={onDismiss} />);
  expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
  rerender(<CardBar kind="order" card={orderCard(30)} onSend={onSend} onDismiss={onDismiss} />);
  const bar = screen.getByRole('group', { name: 'Send this order' });
  expect(bar).toHaveTextContent('Order no. 202511200001');
  await user.click(within(bar).getByRole('button', { name: 'Send' }));
  expect(onSend).toHaveBeenCalledWith(orderCard(30));
  await user.click(within(bar).getByRole('button', { name: 'Don’t send' }));
  expect(onDismiss).toHaveBeenCalled();
});
