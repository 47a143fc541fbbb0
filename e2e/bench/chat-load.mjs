import { runOnBothDatabases } from './load-script.mjs';

/** The chat on the embedded database, then on PostgreSQL (benchPostgres's answer). */
export function measureChatLoad(postgres) {
  return runOnBothDatabases('bench-chat', postgres);
}

/** What the table cannot say: sockets the server closed, members told no agent was online. */
export function chatNotes(runs) {
  return runs.flatMap((run) => {
    const where = run.driver === 'pglite' ? 'embedded PGlite' : 'PostgreSQL';
    if (run.sent === undefined) return [];
    const closed = Object.entries(run.unexpected_closes ?? {}).map(([who, n]) => `${n} (${who})`);
    const notes = closed.length ? [`Chat on ${where}: sockets the server closed during the run (role, close code): ${closed.join(', ')}`] : [];
    if (run.auto_replies > 0) notes.push(`Chat on ${where}: ${run.auto_replies} automatic replies: members were told no agent was online`);
    return notes;
  });
}
