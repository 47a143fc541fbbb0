/** The dashboard's query keys: under `admin`, so signing out of the back office drops them. */
export const dashboardKeys = {
  all: ['admin', 'dashboard'] as const,
  figures: () => [...dashboardKeys.all, 'figures'] as const,
};
