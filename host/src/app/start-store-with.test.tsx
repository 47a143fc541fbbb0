import { renderToString } from 'react-dom/server';
import { create } from 'zustand';
import { startStoreWith } from './start-store-with';

const useCounter = create<{ count: number }>(() => ({ count: 1 }));

function Count() {
  return <>{useCounter((state) => state.count)}</>;
}

test('a server render and a hydration see the state a store was started with, not the one it was created with', () => {
  expect(renderToString(<Count />)).toBe('1');
  startStoreWith(useCounter, { count: 7 });
  expect(renderToString(<Count />)).toBe('7');
  expect(useCounter.getState().count).toBe(7);
});
