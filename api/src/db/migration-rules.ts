/**
 * The rolling-deploy rule over a migration's SQL (ADR 0038): during a deploy the previous API still
 * runs on the migrated schema, so a migration only expands it. A statement that takes something the
 * previous release may use (drops or renames a table or column, changes a column's type, makes a
 * column NOT NULL without a default, deletes rows) is a contract step: allowed only in a chunk
 * (the text between two `--> statement-breakpoint`) that carries, for each thing it takes,
 *
 *   -- contract: <table>[.<column>], unused since release <commit>: <why it is safe>
 *
 * and a backfill that rewrites existing values says so with `-- backfill: <table>[.<column>]: <why>`
 * (the release-upgrade test leaves those values out of its comparison).
 */

/** Something a statement takes away from the previous release: `target` is `table` or `table.column`. */
export type UnsafeChange = { target: string; change: string; statement: string };
export type Marker = { kind: 'contract' | 'backfill'; target: string };
export type RuleViolation = { target: string; change: string; statement: string; reason: string };

const IDENT = String.raw`(?:"[^"]+"|[A-Za-z_][A-Za-z0-9_$]*)`;
const NAME = String.raw`(${IDENT}(?:\.${IDENT})?)`;
const CONSTRAINT_WORDS = new Set(['constraint', 'primary', 'unique', 'foreign', 'check', 'exclude']);

/** `"public"."orders"` → `orders`; other schemas keep their name (`pgboss.job`). */
function objectName(raw: string): string {
  const parts = raw.split('.').map((part) => part.replace(/^"|"$/g, ''));
  return (parts[0] === 'public' && parts.length > 1 ? parts.slice(1) : parts).join('.').toLowerCase();
}

/** Splits SQL into statements without comments, honouring quotes and dollar-quoted bodies. */
export function splitStatements(text: string): string[] {
  const statements: string[] = [];
  let current = '';
  let index = 0;
  while (index < text.length) {
    const rest = text.slice(index);
    const skip = /^--[^\n]*/.exec(rest) ?? /^\/\*[\s\S]*?\*\//.exec(rest);
    const quoted = /^'(?:[^']|'')*'/.exec(rest) ?? /^"[^"]*"/.exec(rest) ?? /^(\$[A-Za-z_]*\$)[\s\S]*?\1/.exec(rest);
    if (skip) {
      current += ' ';
      index += skip[0].length;
    } else if (quoted) {
      current += quoted[0];
      index += quoted[0].length;
    } else if (text[index] === ';') {
      statements.push(current);
      current = '';
      index += 1;
    } else {
      current += text[index];
      index += 1;
    }
  }
  statements.push(current);
  return statements.map((statement) => statement.replace(/\s+/g, ' ').trim()).filter(Boolean);
}

function alterTableChanges(table: string, actions: string): Omit<UnsafeChange, 'statement'>[] {
  const found: Omit<UnsafeChange, 'statement'>[] = [];
  const column = (name: string) => `${table}.${objectName(name)}`;
  for (const match of actions.matchAll(new RegExp(String.raw`\bDROP\s+(?:COLUMN\s+)?(?:IF\s+EXISTS\s+)?(${IDENT})`, 'gi'))) {
    if (!['constraint', 'default', 'not'].includes(match[1]!.toLowerCase())) found.push({ target: column(match[1]!), change: 'drops a column' });
  }
  for (const match of actions.matchAll(new RegExp(String.raw`\bRENAME\s+(?:COLUMN\s+)?(${IDENT})\s+TO\b`, 'gi'))) {
    if (match[1]!.toLowerCase() !== 'constraint') found.push({ target: column(match[1]!), change: 'renames a column' });
  }
  if (/\bRENAME\s+TO\b/i.test(actions)) found.push({ target: table, change: 'renames a table' });
  for (const match of actions.matchAll(new RegExp(String.raw`\bALTER\s+(?:COLUMN\s+)?(${IDENT})\s+(?:SET\s+DATA\s+)?TYPE\b`, 'gi'))) {
    found.push({ target: column(match[1]!), change: "changes a column's type" });
  }
  for (const match of actions.matchAll(new RegExp(String.raw`\bALTER\s+(?:COLUMN\s+)?(${IDENT})\s+SET\s+NOT\s+NULL\b`, 'gi'))) {
    found.push({ target: column(match[1]!), change: 'makes a column NOT NULL' });
  }
  for (const match of actions.matchAll(new RegExp(String.raw`\bADD\s+(?:COLUMN\s+)?(?:IF\s+NOT\s+EXISTS\s+)?(${IDENT})\s+([^,]*)`, 'gi'))) {
    const definition = match[2]!;
    if (CONSTRAINT_WORDS.has(match[1]!.toLowerCase())) continue;
    if (/\bNOT\s+NULL\b/i.test(definition) && !/\b(DEFAULT|GENERATED)\b/i.test(definition)) found.push({ target: column(match[1]!), change: 'adds a NOT NULL column without a default' });
  }
  return found;
}

/** What `statement` takes away from the previous release, if anything. */
export function unsafeChanges(statement: string): UnsafeChange[] {
  const alter = new RegExp(String.raw`^ALTER\s+TABLE\s+(?:IF\s+EXISTS\s+)?(?:ONLY\s+)?${NAME}\s+([\s\S]*)$`, 'i').exec(statement);
  if (alter) return alterTableChanges(objectName(alter[1]!), alter[2]!).map((change) => ({ ...change, statement }));
  const patterns: [RegExp, string][] = [
    [new RegExp(String.raw`^DROP\s+(?:TABLE|VIEW|MATERIALIZED\s+VIEW|TYPE|SCHEMA|SEQUENCE)\s+(?:IF\s+EXISTS\s+)?${NAME}`, 'i'), 'drops an object'],
    [new RegExp(String.raw`^ALTER\s+(?:TYPE|VIEW|SCHEMA|SEQUENCE)\s+${NAME}\s+RENAME\b`, 'i'), 'renames an object'],
    [new RegExp(String.raw`^TRUNCATE\s+(?:TABLE\s+)?(?:ONLY\s+)?${NAME}`, 'i'), 'deletes every row'],
    [new RegExp(String.raw`^DELETE\s+FROM\s+(?:ONLY\s+)?${NAME}`, 'i'), 'deletes rows'],
  ];
  for (const [pattern, change] of patterns) {
    const match = pattern.exec(statement);
    if (match) return [{ target: objectName(match[1]!), change, statement }];
  }
  return [];
}

const MARKER = /^\s*--\s*(contract|backfill):\s*(.*)$/gim;
const CONTRACT_TEXT = /^([A-Za-z0-9_.]+), unused since release ([0-9a-f]{7,40}): (\S.{9,})$/;
const BACKFILL_TEXT = /^([A-Za-z0-9_.]+): (\S.{9,})$/;

/** The markers of one chunk; a marker that does not follow its form is a violation of its own. */
function readMarkers(chunk: string): { markers: Marker[]; malformed: string[] } {
  const markers: Marker[] = [];
  const malformed: string[] = [];
  for (const match of chunk.matchAll(MARKER)) {
    const kind = match[1]!.toLowerCase() as Marker['kind'];
    const text = (kind === 'contract' ? CONTRACT_TEXT : BACKFILL_TEXT).exec(match[2]!.trim());
    if (text) markers.push({ kind, target: text[1]!.toLowerCase() });
    else malformed.push(match[0].trim());
  }
  return { markers, malformed };
}

/** Every marker of a migration, for the release-upgrade test's comparison. */
export function migrationMarkers(sql: string): Marker[] {
  return sql.split('--> statement-breakpoint').flatMap((chunk) => readMarkers(chunk).markers);
}

/** The contract steps of `sql` (one migration) that carry no marker naming what they take, and any malformed marker. */
export function findRuleViolations(sql: string): RuleViolation[] {
  return sql.split('--> statement-breakpoint').flatMap((chunk) => {
    const { markers, malformed } = readMarkers(chunk);
    const named = new Set(markers.filter((marker) => marker.kind === 'contract').map((marker) => marker.target));
    const broken = malformed.map((line) => ({
      target: '',
      change: 'malformed marker',
      statement: line,
      reason: 'write `-- contract: <table>[.<column>], unused since release <commit>: <why>` or `-- backfill: <table>[.<column>]: <why>`',
    }));
    const unmarked = splitStatements(chunk)
      .flatMap(unsafeChanges)
      .filter((change) => !named.has(change.target))
      .map((change) => ({ ...change, reason: `${change.change} the previous release may still use: expand now, contract in a later release with \`-- contract: ${change.target}, unused since release <commit>: <why>\`` }));
    return [...broken, ...unmarked];
  });
}
