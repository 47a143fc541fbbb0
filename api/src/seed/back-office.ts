import { BUILTIN_ROLES, type BuiltinRole } from '@shop/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Tx } from '../db/in-transaction';
import { staffRoles, staffUsers } from '../db/schema';
import { hashPassword } from '../modules/user';

const ROLE_NAMES: Record<BuiltinRole, { zh: string; en: string }> = {
  administrator: { zh: '超级管理员', en: 'Administrator' },
  operator: { zh: '运营', en: 'Operator' },
  warehouse: { zh: '仓库', en: 'Warehouse' },
  customer_service: { zh: '客服', en: 'Customer service' },
  designer: { zh: '设计师', en: 'Designer' },
};

/**
 * One back-office user per built-in role, and two more customer-service agents answering the chat,
 * for development and tests only: their passwords are published (README), so production never gets
 * them (first-admin.ts refuses a database that has).
 */
export const DEMO_STAFF: ReadonlyArray<{ username: string; password: string; name: string; role: BuiltinRole }> = [
  { username: 'admin', password: 'admin1234', name: 'Admin', role: 'administrator' },
  { username: 'operator', password: 'operator1234', name: 'Olivia Operator', role: 'operator' },
  { username: 'warehouse', password: 'warehouse1234', name: 'Wang Warehouse', role: 'warehouse' },
  { username: 'service', password: 'service1234', name: 'Sam Service', role: 'customer_service' },
  { username: 'designer', password: 'designer1234', name: 'Dana Designer', role: 'designer' },
  // The chat shows members an agent's name: these two are the demo conversation's agents.
  { username: 'agent1', password: 'agent1234', name: '小美 Mia', role: 'customer_service' },
  { username: 'agent2', password: 'agent1234', name: '阿杰 Jay', role: 'customer_service' },
];

/** The built-in roles, in production too: the first administrator is given the administrator role. */
export async function seedStaffRoles(db: Db | Tx): Promise<void> {
  await db
    .insert(staffRoles)
    .values(
      (Object.keys(BUILTIN_ROLES) as BuiltinRole[]).map((code) => ({
        code,
        nameZh: ROLE_NAMES[code].zh,
        nameEn: ROLE_NAMES[code].en,
        permissions: [...BUILTIN_ROLES[code]],
        builtin: true,
      })),
    )
    .onConflictDoNothing();
}

export async function seedDemoStaff(db: Db | Tx): Promise<void> {
  for (const staff of DEMO_STAFF) {
    const [role] = await db.select({ id: staffRoles.id }).from(staffRoles).where(eq(staffRoles.code, staff.role)).limit(1);
    await db
      .insert(staffUsers)
      .values({ username: staff.username, passwordHash: await hashPassword(staff.password), name: staff.name, roleId: role!.id })
      .onConflictDoNothing();
  }
}
