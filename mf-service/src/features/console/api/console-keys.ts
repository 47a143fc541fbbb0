/**
 * The agents' desk. Every key starts with `service-console`, so one invalidation reaches the queue, a
 * conversation's history or member, the agents or the phrases, and nothing of the member's chat.
 */
export const consoleKeys = {
  all: ['service-console'] as const,
  queue: () => [...consoleKeys.all, 'queue'] as const,
  history: (conversationId: number) => [...consoleKeys.all, 'history', conversationId] as const,
  member: (conversationId: number) => [...consoleKeys.all, 'member', conversationId] as const,
  agents: () => [...consoleKeys.all, 'agents'] as const,
  phrases: () => [...consoleKeys.all, 'phrases'] as const,
};
