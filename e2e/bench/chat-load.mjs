import { runLoadScript } from './load-script.mjs';

/** The chat on the embedded database, then on PostgreSQL when one can be reached. */
export async function measureChatLoad() {
  return [await runLoadScript('bench-chat', 'pglite'), await runLoadScript('bench-chat', 'postgres')];
}

const ms = (value) => `${value} ms`;
const mib = (value) => (value === null ? '-' : `${value} MiB`);

/** The chat's rows of the bench table: one per database that was measured. */
export function chatRows(runs) {
  return runs
    .filter((run) => run.sent !== undefined)
    .map((run) => ({
      database: run.driver === 'pglite' ? 'embedded PGlite' : 'PostgreSQL',
      sockets: run.members,
      agents: run.agents,
      sent: run.sent,
      acked: run.acked,
      delivered: run.delivered,
      'delivery p50': ms(run.delivery_p50_ms),
      'delivery p99': ms(run.delivery_p99_ms),
      'ack p50': ms(run.ack_p50_ms),
      'ack p99': ms(run.ack_p99_ms),
      'API RSS before': mib(run.rss_before_mib),
      'API RSS peak': mib(run.rss_peak_mib),
      'API RSS after': mib(run.rss_after_mib),
      verdict: run.exact && !run.failed ? 'exact' : 'NOT EXACT: FAILED',
    }));
}

/** What the table cannot say: a database skipped, a run that broke, sockets the server closed. */
export function chatNotes(runs) {
  return runs.flatMap((run) => {
    const where = run.driver === 'pglite' ? 'embedded PGlite' : 'PostgreSQL';
    if (run.skipped) return [`Chat on ${where}: skipped (${run.skipped})`];
    if (run.sent === undefined) return [`Chat on ${where}: FAILED\n${run.failed}`];
    const closed = Object.entries(run.unexpected_closes ?? {}).map(([who, n]) => `${n} (${who})`);
    const notes = closed.length ? [`Chat on ${where}: sockets the server closed during the run (role, close code): ${closed.join(', ')}`] : [];
    if (run.auto_replies > 0) notes.push(`Chat on ${where}: ${run.auto_replies} automatic replies: members were told no agent was online`);
    return notes;
  });
}
