import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { FRESH_DATABASE_TIMEOUT_MS } from '../../testing/fresh-database-timeout';
import { API_ROOT, openDatabase, type DatabaseConnection } from '../../db/client';

/** The migration that turns the chat's agents into back-office users, and everything before it. */
const MOVING_MIGRATION = '_chat_agents_staff_columns';

type Journal = { entries: Array<{ idx: number; tag: string }> };

/** A copy of the migrations folder that stops before `beforeTag`: a database as it was before the move. */
function migrationsBefore(beforeTag: string): string {
  const source = path.join(API_ROOT, 'drizzle');
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-migrations-'));
  fs.cpSync(source, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as Journal;
  const stop = journal.entries.findIndex((entry) => entry.tag.endsWith(beforeTag));
  expect(stop).toBeGreaterThan(0);
  fs.writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, stop) }));
  return folder;
}

async function rows<T>(connection: DatabaseConnection, query: ReturnType<typeof sql>): Promise<T[]> {
  const result: unknown = await connection.db.execute(query);
  return (result as { rows: T[] }).rows;
}

/**
 * A shop whose agents were members (role `agent`) migrates to agents who are back-office users: each
 * keeps their conversations, messages, phrases and password, and the member account stays a member.
 * The migrations are plain SQL, run here on the embedded PostgreSQL whichever database the suite uses.
 */
describe('the migration of member agents to back-office users', () => {
  let connection: DatabaseConnection;
  let folder: string;
  beforeAll(async () => {
    connection = await openDatabase({ dataDir: 'memory://' });
    folder = migrationsBefore(MOVING_MIGRATION);
    const db = connection.db as unknown as PgliteDatabase;
    await migrate(db, { migrationsFolder: folder });
    await connection.db.execute(sql`
      insert into staff_roles (code, name_zh, name_en, permissions, builtin) values
        ('administrator', '超级管理员', 'Administrator', '["*"]', true),
        ('customer_service', '客服', 'Customer service', '["order.view","refund.view","member.view","help.edit"]', true)`);
    // A back-office user already holds the username of one agent: that agent gets another.
    await connection.db.execute(sql`insert into staff_users (username, password_hash, name, role_id) select 'mia', 'x', 'Another Mia', id from staff_roles where code = 'administrator'`);
    await connection.db.execute(sql`
      insert into users (id, username, password_hash, nickname, role) values
        (1, 'shopper', 'hash-s', 'Shopper', 'member'),
        (2, 'mia', 'hash-mia', '小美 Mia', 'agent'),
        (3, 'jay', 'hash-jay', 'Jay', 'agent'),
        (4, 'boss', 'hash-boss', 'Boss', 'admin')`);
    await connection.db.execute(sql`insert into chat_conversations (id, member_id, agent_id, status) values (1, 1, 2, 'open')`);
    await connection.db.execute(sql`
      insert into chat_messages (id, conversation_id, sender, sender_id, kind, body, client_id) values
        (1, 1, 'member', 1, 'text', 'Hello?', 'member-client-1'),
        (2, 1, 'agent', 2, 'text', 'Hi, Mia here', 'agent-client-1'),
        (3, 1, 'system', null, 'text', 'Transferred', null),
        (4, 1, 'agent', 4, 'text', 'The boss answers too', 'agent-client-2')`);
    await connection.db.execute(sql`update chat_conversations set last_message_id = 4 where id = 1`);
    await connection.db.execute(sql`insert into chat_phrases (agent_id, text) values (null, 'Shared'), (3, 'Jay''s own')`);
    await connection.db.execute(sql`insert into chat_presence (user_id, node_id, connections) values (3, 'node-a', 1)`);
    await migrate(db, { migrationsFolder: path.join(API_ROOT, 'drizzle') });
  }, FRESH_DATABASE_TIMEOUT_MS);
  afterAll(async () => {
    await connection.close();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it('makes every member who answered a customer-service back-office user with their password and nickname', async () => {
    const staff = await rows<{ username: string; name: string; password_hash: string; code: string; status: string }>(
      connection,
      sql`select s.username, s.name, s.password_hash, r.code, s.status from staff_users s join staff_roles r on r.id = s.role_id order by s.id`,
    );
    expect(staff).toEqual([
      { username: 'mia', name: 'Another Mia', password_hash: 'x', code: 'administrator', status: 'active' },
      { username: 'mia_m2', name: '小美 Mia', password_hash: 'hash-mia', code: 'customer_service', status: 'active' },
      { username: 'jay', name: 'Jay', password_hash: 'hash-jay', code: 'customer_service', status: 'active' },
      { username: 'boss', name: 'Boss', password_hash: 'hash-boss', code: 'customer_service', status: 'active' },
    ]);
    const members = await rows<{ username: string; role: string }>(connection, sql`select username, role from users order by id`);
    expect(members.map((member) => member.role)).toEqual(['member', 'member', 'member', 'admin']);
  });

  it('gives the built-in customer-service role the chat permission', async () => {
    const [role] = await rows<{ permissions: string[] }>(connection, sql`select permissions from staff_roles where code = 'customer_service'`);
    expect(role!.permissions).toContain('chat.answer');
  });

  it('points the conversation, the agents’ messages, the phrases and presence at the back-office users', async () => {
    const id = async (username: string) => (await rows<{ id: number }>(connection, sql`select id from staff_users where username = ${username}`))[0]!.id;
    const [mia, jay, boss] = [await id('mia_m2'), await id('jay'), await id('boss')];
    expect(await rows(connection, sql`select member_id, staff_id, last_message_id from chat_conversations`)).toEqual([{ member_id: 1, staff_id: mia, last_message_id: 4 }]);
    expect(await rows(connection, sql`select id, sender, sender_id, staff_id, client_id from chat_messages order by id`)).toEqual([
      { id: 1, sender: 'member', sender_id: 1, staff_id: null, client_id: 'member-client-1' },
      { id: 2, sender: 'agent', sender_id: null, staff_id: mia, client_id: 'agent-client-1' },
      { id: 3, sender: 'system', sender_id: null, staff_id: null, client_id: null },
      { id: 4, sender: 'agent', sender_id: null, staff_id: boss, client_id: 'agent-client-2' },
    ]);
    expect(await rows(connection, sql`select staff_id, text from chat_phrases order by id`)).toEqual([
      { staff_id: null, text: 'Shared' },
      { staff_id: jay, text: 'Jay\u2019s own'.replace('\u2019', "'") },
    ]);
    expect(await rows(connection, sql`select staff_id, node_id, connections from chat_agent_presence`)).toEqual([{ staff_id: jay, node_id: 'node-a', connections: 1 }]);
  });

  it('records each new back-office user in the audit log, and leaves no member agent behind', async () => {
    const audit = await rows<{ staff_username: string; action: string }>(connection, sql`select staff_username, action from audit_logs order by id`);
    expect(audit).toEqual([1, 2, 3].map(() => ({ staff_username: 'system', action: 'staff.save' })));
    const refused = await connection.db.execute(sql`update users set role = 'agent' where id = 1`).then(
      () => null,
      (error: { cause?: { constraint?: string } }) => error.cause?.constraint,
    );
    expect(refused).toBe('users_role_check');
  });
});
