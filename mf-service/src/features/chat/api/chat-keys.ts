/** Query keys of the member's chat, under a root no other app uses (the console keeps its own). */
export const chatKeys = {
  all: ['service-chat'] as const,
  status: () => [...chatKeys.all, 'status'] as const,
  history: () => [...chatKeys.all, 'history'] as const,
  goods: (id: number) => [...chatKeys.all, 'goods', id] as const,
  order: (id: number) => [...chatKeys.all, 'order', id] as const,
  recentOrders: () => [...chatKeys.all, 'recent-orders'] as const,
};
