/** Rows on one page of the balance and points logs. */
export const LOG_PAGE_SIZE = 10;
