/**
 * The back office's help-centre reads: every category with all its articles, in one answer. They
 * start with `admin`, so that signing out of the back office drops them.
 */
export const adminHelpKeys = {
  all: ['admin', 'help'] as const,
  index: () => [...adminHelpKeys.all, 'index'] as const,
};

/** The help centre's own reads (features/help) start with `help`: a change in the back office refreshes them too. */
export const SHOP_HELP_KEY = ['help'] as const;
