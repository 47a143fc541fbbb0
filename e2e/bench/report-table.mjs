import { BUDGETS } from './budgets.mjs';

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const ms = (value) => (value === null || value === undefined ? '-' : `${Math.round(value)} ms`);
const int = (value) => Math.round(value).toLocaleString('en-US');
const percent = (value) => `${value >= 0 ? '+' : ''}${value.toFixed(1)}%`;
const verdict = (fine) => (fine ? 'ok' : 'OVER');
const failedRow = (measure, failed) => ({ measure, value: `FAILED: ${String(failed).split('\n')[0]}`, budget: '', verdict: 'FAILED' });
const skippedRow = (measure, why) => ({ measure, value: '-', budget: '', verdict: `skipped (${why})` });
const where = (driver) => (driver === 'pglite' ? 'embedded PGlite' : 'PostgreSQL');

function buildRows(builds, monolithBuild) {
  const rows = [];
  if (builds.skipped) rows.push(skippedRow('build: whole production build, cold', builds.skipped));
  else if (builds.failed) rows.push(failedRow('build: whole production build, cold', builds.failed));
  else {
    rows.push({ measure: `build: whole production build, cold (${builds.apps} apps)`, value: `${builds.wholeSeconds} s`, budget: `≤ ${BUDGETS.wholeBuildSeconds} s`, verdict: verdict(builds.wholeSeconds <= BUDGETS.wholeBuildSeconds) });
    rows.push({ measure: `build: one remote alone (${builds.remote})`, value: `${builds.remoteSeconds} s`, budget: `≤ ${BUDGETS.oneRemoteBuildSeconds} s`, verdict: verdict(builds.remoteSeconds <= BUDGETS.oneRemoteBuildSeconds) });
  }
  if (monolithBuild.failed) rows.push(failedRow('build: the monolith host', monolithBuild.failed));
  else rows.push({ measure: 'build: the monolith host', value: `${monolithBuild.seconds} s`, budget: '', verdict: '' });
  return rows;
}

function pageRows(result, staticLcpMs) {
  const { name } = result;
  if (result.failed) return [failedRow(`${name} (${result.page})`, result.failed)];
  const { lighthouse: lh, firstLoad: w } = result;
  const jsBudget = result.jsBudgetKiB;
  const timesStatic = staticLcpMs ? lh.lcpMs / staticLcpMs : null;
  const lcpFine = lh.lcpMs <= BUDGETS.lcpMs && (timesStatic === null || timesStatic <= BUDGETS.lcpTimesStatic);
  return [
    {
      measure: `${name}: score · TBT · CLS`,
      value: `${lh.score} · ${ms(lh.tbtMs)} · ${lh.cls.toFixed(3)}`,
      budget: `${BUDGETS.score} · ${BUDGETS.tbtMs} ms · ≤ ${BUDGETS.cls}`,
      verdict: verdict(lh.score >= BUDGETS.score && lh.tbtMs <= BUDGETS.tbtMs && lh.cls <= BUDGETS.cls),
    },
    {
      measure: `${name}: LCP`,
      value: `${ms(lh.lcpMs)}${timesStatic === null ? '' : ` (${timesStatic.toFixed(1)}× static)`}`,
      budget: `≤ ${BUDGETS.lcpMs} ms, ≤ ${BUDGETS.lcpTimesStatic}× static`,
      verdict: verdict(lcpFine),
    },
    { measure: `${name}: first-load JS`, value: kib(w.jsBytes), budget: `≤ ${jsBudget} KiB`, verdict: verdict(w.jsBytes <= jsBudget * 1024) },
    {
      measure: `${name}: React · ReactDOM copies`,
      value: `${w.reactCopies} · ${w.reactDomCopies}`,
      budget: `${BUDGETS.reactCopies} · ${BUDGETS.reactCopies}`,
      verdict: verdict(w.reactCopies === BUDGETS.reactCopies && w.reactDomCopies === BUDGETS.reactCopies),
    },
    { measure: `${name}: CSS · requests · FCP`, value: `${kib(w.cssBytes)} · ${w.requests} · ${ms(lh.fcpMs)}`, budget: '', verdict: '' },
  ];
}

/** Each remote's entry as transferred, from whichever measured page loaded it. */
function remoteEntryRows(pages) {
  const entries = new Map();
  for (const page of pages) for (const [remote, bytes] of Object.entries(page.firstLoad?.remoteEntries ?? {})) entries.set(remote, bytes);
  return [...entries]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([remote, bytes]) => ({ measure: `remote entry: ${remote}`, value: kib(bytes), budget: `≤ ${BUDGETS.remoteEntryKiB} KiB`, verdict: verdict(bytes <= BUDGETS.remoteEntryKiB * 1024) }));
}

function monolithRows(pages, monolith) {
  if (monolith.failed) return [failedRow('federation vs monolith', monolith.failed)];
  return monolith.pages.flatMap((mono) => {
    const federated = pages.find((page) => page.page === mono.page);
    if (mono.failed) return [failedRow(`${mono.name}: monolith`, mono.failed)];
    if (!federated || federated.failed) return [];
    const bytesOver = (federated.firstLoad.jsBytes / mono.firstLoad.jsBytes - 1) * 100;
    const lcpOver = (federated.lighthouse.lcpMs / mono.lighthouse.lcpMs - 1) * 100;
    const entries = Object.keys(mono.firstLoad.remoteEntries).length;
    return [
      {
        measure: `${mono.name}: JS, federation vs monolith`,
        value: `${kib(federated.firstLoad.jsBytes)} vs ${kib(mono.firstLoad.jsBytes)} (${percent(bytesOver)})${entries ? `; the monolith loaded ${entries} remote entries` : ''}`,
        budget: `≤ +${BUDGETS.federationBytesPercent}%`,
        verdict: verdict(bytesOver <= BUDGETS.federationBytesPercent),
      },
      {
        measure: `${mono.name}: LCP, federation vs monolith`,
        value: `${ms(federated.lighthouse.lcpMs)} vs ${ms(mono.lighthouse.lcpMs)} (${percent(lcpOver)})`,
        budget: `≤ +${BUDGETS.federationLcpPercent}%`,
        verdict: verdict(lcpOver <= BUDGETS.federationLcpPercent),
      },
    ];
  });
}

function apiRows(api) {
  if (api.failed) return [failedRow('API reads, 100 connections', api.failed)];
  return api.map((target) => {
    const figures = `${int(target.rps)} req/s; p50 ${target.p50Ms}, p99 ${target.p99Ms}, max ${target.maxMs} ms`;
    const measure = `API ${target.name}, 100 connections`;
    if (!target.budget) return { measure, value: figures, budget: 'reference', verdict: '' };
    if (target.failed) return { measure, value: `${figures}; ${target.failed}`, budget: '', verdict: 'FAILED' };
    const value = `${figures} (${target.percentOfBare}% of bare)`;
    if (target.budget === 'cartCount') {
      return { measure, value, budget: `≥ ${BUDGETS.cartCountPercentOfBare}% of bare`, verdict: verdict(target.percentOfBare >= BUDGETS.cartCountPercentOfBare) };
    }
    return {
      measure,
      value,
      budget: `≥ ${BUDGETS.cachedReadPercentOfBare}% of bare, p99 ≤ ${BUDGETS.cachedReadP99Ms} ms`,
      verdict: verdict(target.percentOfBare >= BUDGETS.cachedReadPercentOfBare && target.p99Ms <= BUDGETS.cachedReadP99Ms),
    };
  });
}

function orderRows(orders) {
  if (orders.failed) return [failedRow('order/create, 50 buyers', orders.failed)];
  return orders.map((run) => {
    const measure = `order/create, 50 buyers over HTTP, ${where(run.driver)}`;
    if (run.skipped) return skippedRow(measure, run.skipped);
    if (run.create_p99_ms === undefined) return failedRow(measure, run.failed);
    const warmUp = run.warm_up_create_p99_ms === null || run.warm_up_create_p99_ms === undefined ? '' : `; the ${run.warm_up_seconds} s warm-up before: p99 ${run.warm_up_create_p99_ms} ms`;
    const value = `p99 ${run.create_p99_ms} ms (p50 ${run.create_p50_ms} ms; ${run.orders_per_second} orders/s; payment p99 ${run.pay_p99_ms} ms${warmUp})`;
    if (!run.consistent || run.failed) return { measure, value: `${value}; BOOKS DO NOT BALANCE`, budget: '', verdict: 'FAILED' };
    if (run.driver === 'pglite') return { measure, value, budget: 'beside it', verdict: '' };
    return { measure, value, budget: `p99 ≤ ${BUDGETS.orderCreateP99Ms} ms`, verdict: verdict(run.create_p99_ms <= BUDGETS.orderCreateP99Ms) };
  });
}

function flashRows(runs) {
  if (runs.failed) return [failedRow('flash sale', runs.failed)];
  return runs.map((run) => {
    const measure = `flash sale, 1,000 buyers at once, ${where(run.driver)}`;
    if (run.skipped) return skippedRow(measure, run.skipped);
    if (run.settled_ms === undefined) return failedRow(measure, run.failed);
    const value = `${run.units_sold}/${run.units} units sold; p50 ${run.p50_ms}, p99 ${run.p99_ms} ms; all answered in ${run.settled_ms} ms`;
    return { measure, value, budget: 'exact', verdict: run.exact && !run.failed ? 'exact' : 'FAILED' };
  });
}

function chatRows(runs) {
  if (runs.failed) return [failedRow('chat', runs.failed)];
  return runs.map((run) => {
    const measure = `chat, 1,000 member sockets, ${where(run.driver)}`;
    if (run.skipped) return skippedRow(measure, run.skipped);
    if (run.sent === undefined) return failedRow(measure, run.failed);
    const value = `${run.delivered}/${run.sent} delivered; delivery p50 ${run.delivery_p50_ms}, p99 ${run.delivery_p99_ms} ms; ack p99 ${run.ack_p99_ms} ms; RSS peak ${run.rss_peak_mib} MiB`;
    return { measure, value, budget: 'exact', verdict: run.exact && !run.failed ? 'exact' : 'FAILED' };
  });
}

/** The bench's one table: a row per measure, with its value, its budget (issue 16) and the verdict. */
export function tableRows(report) {
  const pages = report.pages.filter((page) => !page.failed);
  const staticLcpMs = report.staticReference.failed ? null : report.staticReference.lcpMs;
  return [
    ...buildRows(report.builds, report.monolithBuild),
    ...report.pages.flatMap((page) => pageRows(page, staticLcpMs)),
    report.staticReference.failed
      ? failedRow('static page (LCP reference)', report.staticReference.failed)
      : { measure: `static page: ${report.staticReference.page} without scripts, LCP`, value: ms(staticLcpMs), budget: 'reference', verdict: '' },
    ...remoteEntryRows(pages),
    ...monolithRows(pages, report.monolith),
    ...apiRows(report.api),
    ...orderRows(report.orders),
    ...flashRows(report.flashSale),
    ...chatRows(report.chat),
  ];
}

/** Prints rows as a plain-text table with aligned columns. */
export function printTable(rows) {
  const columns = ['measure', 'value', 'budget', 'verdict'];
  const widths = columns.map((column) => Math.max(column.length, ...rows.map((row) => String(row[column]).length)));
  const line = (cells) => cells.map((cell, i) => String(cell).padEnd(widths[i])).join(' | ');
  console.log(line(columns));
  console.log(widths.map((width) => '-'.repeat(width)).join('-|-'));
  for (const row of rows) console.log(line(columns.map((column) => row[column])));
}
