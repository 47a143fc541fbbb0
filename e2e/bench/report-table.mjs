import { BUDGETS } from './budgets.mjs';
import { catalogueRows } from './catalogue-load.mjs';
import { HTML_CONNECTIONS } from './html-throughput.mjs';

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

/** LCP beside the same page's static copy (issue 31): Lighthouse, Chromium without throttling, and the HTML's bytes. */
function staticCopyRows(result) {
  const { name, lighthouse: lh, staticCopy: copy, unthrottled: u, html } = result;
  const lhTimes = lh.lcpMs / copy.lighthouse.lcpMs;
  const uTimes = u.lcpMs / u.static.lcpMs;
  return [
    {
      measure: `${name}: LCP, Lighthouse`,
      value: `${ms(lh.lcpMs)}; its static copy ${ms(copy.lighthouse.lcpMs)} (${lhTimes.toFixed(2)}×)`,
      budget: `≤ ${BUDGETS.lcpMs} ms, ≤ ${BUDGETS.lcpTimesStaticCopy}× its static copy`,
      verdict: verdict(lh.lcpMs <= BUDGETS.lcpMs && lhTimes <= BUDGETS.lcpTimesStaticCopy),
    },
    {
      measure: `${name}: LCP · CLS, Chromium unthrottled (median of ${u.loads} cold loads)`,
      value: `${ms(u.lcpMs)}; its static copy ${ms(u.static.lcpMs)} (${uTimes.toFixed(2)}×) · ${u.cls.toFixed(3)}`,
      budget: `≤ ${BUDGETS.lcpTimesStaticCopy}× its static copy · ≤ ${BUDGETS.cls}`,
      verdict: verdict(uTimes <= BUDGETS.lcpTimesStaticCopy && u.cls <= BUDGETS.cls),
    },
    {
      measure: `${name}: HTML as served · gzip'd · sent`,
      value: `${kib(html.bytes)} · ${kib(html.gzipBytes)} · ${kib(html.transferredBytes)} (${html.contentEncoding}); its static copy ${kib(copy.bytes)} · ${kib(copy.gzipBytes)}`,
      budget: '',
      verdict: '',
    },
  ];
}

/** `reference`: the first page with a static copy (home), the yardstick of the pages without one (issue 16). */
function pageRows(result, reference) {
  const { name } = result;
  if (result.failed) return [failedRow(`${name} (${result.page})`, result.failed)];
  const { lighthouse: lh, firstLoad: w } = result;
  const jsBudget = result.jsBudgetKiB;
  const tbtBudget = result.staticCopy ? BUDGETS.serverRenderedTbtMs : BUDGETS.tbtMs;
  const referenceLcpMs = reference?.staticCopy.lighthouse.lcpMs ?? null;
  const timesReference = referenceLcpMs ? lh.lcpMs / referenceLcpMs : null;
  const lcpRow = {
    measure: `${name}: LCP`,
    value: `${ms(lh.lcpMs)}${timesReference === null ? '' : ` (${timesReference.toFixed(1)}× ${reference.name}'s static copy)`}`,
    budget: `≤ ${BUDGETS.lcpMs} ms, ≤ ${BUDGETS.lcpTimesStatic}× ${reference?.name ?? 'home'}'s static copy`,
    verdict: verdict(lh.lcpMs <= BUDGETS.lcpMs && (timesReference === null || timesReference <= BUDGETS.lcpTimesStatic)),
  };
  return [
    {
      measure: `${name}: score · TBT · CLS`,
      value: `${lh.score} · ${ms(lh.tbtMs)} · ${lh.cls.toFixed(3)}`,
      budget: `${BUDGETS.score} · ${tbtBudget === 0 ? '0 ms' : `≤ ${tbtBudget} ms`} · ≤ ${BUDGETS.cls}`,
      verdict: verdict(lh.score >= BUDGETS.score && lh.tbtMs <= tbtBudget && lh.cls <= BUDGETS.cls),
    },
    ...(result.staticCopy ? staticCopyRows(result) : [lcpRow]),
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

/** The server's HTML for a product page under load (issue 31), beside the bare Fastify under the same load. */
function htmlThroughputRows(run) {
  const loaded = `, ${HTML_CONNECTIONS} connections`;
  if (run.rps === undefined) return [failedRow(`HTML of a product page from the server${loaded}`, run.failed)];
  const figures = (load) => `${int(load.rps)} req/s; p50 ${load.p50Ms}, p99 ${load.p99Ms}, max ${load.maxMs} ms`;
  const measure = `HTML of ${run.page} from the server${loaded}`;
  const value = `${figures(run)} (${run.percentOfBare}% of bare)`;
  return [
    { measure: `bare Fastify hello world${loaded}`, value: figures(run.bare), budget: 'reference', verdict: '' },
    run.failed
      ? { measure, value: `${value}; ${run.failed}`, budget: '', verdict: 'FAILED' }
      : {
          measure,
          value,
          budget: `≥ ${BUDGETS.productHtmlRps} req/s, p99 ≤ ${BUDGETS.productHtmlP99Ms} ms`,
          verdict: verdict(run.rps >= BUDGETS.productHtmlRps && run.p99Ms <= BUDGETS.productHtmlP99Ms),
        },
  ];
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
    if (!run.exact || run.failed) return { measure, value, budget: 'exact', verdict: 'FAILED' };
    if (run.driver === 'pglite') return { measure, value, budget: 'exact', verdict: 'exact' };
    return {
      measure,
      value: `${value} (before issue 33: p99 ${int(BUDGETS.flashSaleP99BeforeMs)} ms)`,
      budget: `exact; p99 ≤ ${BUDGETS.flashSaleP99Ms} ms, all answered ≤ ${int(BUDGETS.flashSaleSettledMs)} ms`,
      verdict: verdict(run.p99_ms <= BUDGETS.flashSaleP99Ms && run.settled_ms <= BUDGETS.flashSaleSettledMs),
    };
  });
}

function chatRows(runs) {
  if (runs.failed) return [failedRow('chat', runs.failed)];
  return runs.map((run) => {
    const measure = `chat, 1,000 member sockets, ${where(run.driver)}`;
    if (run.skipped) return skippedRow(measure, run.skipped);
    if (run.sent === undefined) return failedRow(measure, run.failed);
    const goal = BUDGETS.chatDeliveryP99Ms[run.driver];
    const before = BUDGETS.chatDeliveryP99MsBefore[run.driver];
    const value = `${run.delivered}/${run.sent} delivered; delivery p50 ${run.delivery_p50_ms}, p99 ${run.delivery_p99_ms} ms (before issue 33: p99 ${int(before)} ms); ack p99 ${run.ack_p99_ms} ms; RSS peak ${run.rss_peak_mib} MiB`;
    if (!run.exact || run.failed) return { measure, value, budget: `exact; delivery p99 ≤ ${goal} ms`, verdict: 'FAILED' };
    return { measure, value, budget: `exact; delivery p99 ≤ ${goal} ms`, verdict: verdict(run.delivery_p99_ms <= goal) };
  });
}

/** The bench's one table: a row per measure, with its value, its budget (issue 16) and the verdict. */
export function tableRows(report) {
  const pages = report.pages.filter((page) => !page.failed);
  const reference = pages.find((page) => page.staticCopy) ?? null;
  return [
    ...buildRows(report.builds, report.monolithBuild),
    ...report.pages.flatMap((page) => pageRows(page, reference)),
    ...remoteEntryRows(pages),
    ...monolithRows(pages, report.monolith),
    ...apiRows(report.api),
    ...htmlThroughputRows(report.htmlThroughput),
    ...orderRows(report.orders),
    ...flashRows(report.flashSale),
    ...chatRows(report.chat),
    ...(report.catalogue ? catalogueRows(report.catalogue) : []),
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
