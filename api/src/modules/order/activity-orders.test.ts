import { describe, expect, it, jest } from '@jest/globals';
import type * as Registry from './activity-orders';

/** A fresh copy of the registry, as a process that has not built the app has it. */
function freshRegistry(): typeof Registry {
  let registry: typeof Registry | undefined;
  jest.isolateModules(() => {
    registry = jest.requireActual<typeof Registry>('./activity-orders');
  });
  return registry!;
}

describe('the activities’ part of checkout', () => {
  it('fails loudly when nothing registered it: an activity order is never placed without its rules', () => {
    const { activityOrders } = freshRegistry();
    expect(() => activityOrders()).toThrow(/No activity orders are registered/);
  });

  it('answers what the activity module registered', () => {
    const { activityOrders, registerActivityOrders } = freshRegistry();
    const registered = {
      admit: jest.fn<never>(),
      refuseAtOnce: jest.fn(),
      plan: jest.fn<never>(),
      assertPointsCover: jest.fn(),
      describe: jest.fn<never>(),
      placed: jest.fn<never>(),
      paid: jest.fn<never>(),
      cancelled: jest.fn<never>(),
      refundedInFull: jest.fn<never>(),
    };
    registerActivityOrders(registered);
    expect(activityOrders()).toBe(registered);
  });

  it('tells activity bodies from ordinary ones by their type', () => {
    const { isActivityCheckout } = freshRegistry();
    expect(isActivityCheckout({ type: 'group', delivery: 'express' } as never)).toBe(true);
    expect(isActivityCheckout({ type: 'cart', delivery: 'express' } as never)).toBe(false);
  });
});
