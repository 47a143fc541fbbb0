import { BUDGETS } from './budgets.mjs';
import { runLoadScript } from './load-script.mjs';

/**
 * The lists at scale (issue 33): api/scripts/bench-catalogue.mjs on PostgreSQL only (benchPostgres's
 * answer), 100,000 goods and a million orders unless CATALOGUE_GOODS / CATALOGUE_ORDERS /
 * CATALOGUE_MEMBERS choose a smaller shop. The embedded database is left out: filling it at that size
 * takes longer than the whole bench, and the figures are PostgreSQL's.
 */
export async function measureCatalogue(postgres) {
  if (!postgres.url) return { driver: 'postgres', ...postgres };
  const run = await runLoadScript('bench-catalogue', 'postgres', { DATABASE_URL: postgres.url });
  // The server answered a moment ago: a run that finds none is broken, not skipped.
  return run.skipped ? { driver: 'postgres', failed: run.skipped } : run;
}

/** No figure was taken before issue 33. */
const BEFORE = 'not measured before';
const verdict = (fine) => (fine ? 'ok' : 'OVER');
const figures = (m) => `p99 ${m.p99_ms} ms (p50 ${m.p50_ms} ms, ${m.rps} req/s; ${m.requests} answered, ${m.distinct_paths} distinct lists asked)`;

/** The table's rows of the lists at scale: each figure beside its goal and what it was before (never measured). */
export function catalogueRows(run) {
  const scale = run.goods === undefined ? '' : ` (${run.goods.toLocaleString('en-US')} goods, ${run.orders.toLocaleString('en-US')} orders, 50 connections, PostgreSQL)`;
  const measure = (what) => `at scale: ${what}${scale}`;
  if (run.skipped) return [{ measure: measure('lists'), value: '-', budget: '', verdict: `skipped (${run.skipped})` }];
  if (run.filtered_list === undefined) return [{ measure: measure('lists'), value: `FAILED: ${String(run.failed).split('\n')[0]}`, budget: '', verdict: 'FAILED' }];
  const row = (what, m, goalMs) => {
    const value = `${figures(m)}; ${BEFORE}`;
    if (m.failed) return { measure: measure(what), value: `${value}; ${m.failed}`, budget: goalMs ? `p99 ≤ ${goalMs} ms` : '', verdict: 'FAILED' };
    if (!goalMs) return { measure: measure(what), value, budget: 'no goal', verdict: '' };
    return { measure: measure(what), value, budget: `p99 ≤ ${goalMs} ms`, verdict: verdict(m.p99_ms <= goalMs) };
  };
  const deep = run.deep_page_times_first;
  return [
    row('goods list, a category within a price range, every sort', run.filtered_list, BUDGETS.scaleFilteredListP99Ms),
    row('search, goods/index?keywords=', run.search_list, BUDGETS.scaleSearchP99Ms),
    row('search, search/index?q=', run.search_page, BUDGETS.scaleSearchP99Ms),
    row('whole shelf, page 1', run.first_page),
    {
      measure: measure(`whole shelf, page ${run.deep_page_number}`),
      value: `${figures(run.deep_page)}; p50 ${deep}× page 1's; ${BEFORE}`,
      budget: `p50 ≤ ${BUDGETS.scaleDeepPageTimesFirst}× page 1's`,
      verdict: run.deep_page.failed ? 'FAILED' : verdict(deep <= BUDGETS.scaleDeepPageTimesFirst),
    },
    row("a member's order list", run.member_orders, BUDGETS.scaleMemberOrdersP99Ms),
    row("back office's order list with filters", run.staff_orders, BUDGETS.scaleStaffOrdersP99Ms),
    row("back office's dashboard", run.dashboard),
  ];
}
