// A member for the benches that run the built API (../dist) as its own process, where no demo
// account exists: the shop is prepared as at start-up, then one member and a session are written
// through the API's own database layer before the server starts. Build first: pnpm run build.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { openDatabase } = require('../dist/db/client.js');
const { prepareDatabase } = require('../dist/db/prepare.js');
const schema = require('../dist/db/schema.js');
const { issueSession } = require('../dist/modules/user/session-service.js');

/** Prepares the database of `connectionOptions` (benchDatabase's) and answers a signed-in member's token. */
export async function prepareShopWithMember(connectionOptions) {
  const connection = await openDatabase(connectionOptions);
  try {
    await prepareDatabase(connection, { demoAccounts: false });
    const [user] = await connection.db.insert(schema.users).values({ username: 'benchreader', passwordHash: 'x', nickname: 'benchreader' }).returning({ id: schema.users.id });
    return { token: await issueSession(connection.db, user.id, new Date()) };
  } finally {
    await connection.close();
  }
}
