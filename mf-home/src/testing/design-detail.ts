import type { AdminDesignDetail, HomeBlockInput } from '@shop/contract';

/** The home design as the back office reads it: English, draft revision 3 over published version 2. */
export const designDetail = (list: HomeBlockInput[], overrides: Partial<AdminDesignDetail> = {}): AdminDesignDetail => ({
  temp_id: 'pc',
  kind: 'home',
  lang: 'en-us',
  data: { list },
  revision: 3,
  published_version: 2,
  changed: false,
  updated_at: null,
  updated_by: null,
  ...overrides,
});
