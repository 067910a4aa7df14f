import type { Db } from '../db/client.ts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { organizationEvents, organizations, users } from '../db/schema/index.ts';
import { hashPassword } from '../lib/passwords.ts';
import type { TBankRole } from '@tt/contracts/permissions';

/**
 * Shorter than a password a user may set (ADR 0018): the seed writes its hash directly, the
 * policy judges only passwords being set, so it keeps signing in.
 */
export const DEMO_PASSWORD = 'Demo-2026!';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

export const DEMO_BANK_USERS: { email: string; firstName: string; lastName: string; roles: TBankRole[] }[] = [
  { email: 'admin@demo.ua', firstName: 'Олена', lastName: 'Коваленко', roles: ['admin'] },
  { email: 'manager@demo.ua', firstName: 'Андрій', lastName: 'Мельник', roles: ['manager'] },
  { email: 'it@demo.ua', firstName: 'Ігор', lastName: 'Бондаренко', roles: ['it_manager'] },
  { email: 'auditor@demo.ua', firstName: 'Наталія', lastName: 'Шевчук', roles: ['auditor'] },
];

/** The demo accounts of docs/product/roles-and-actions.md §8; returns their ids by e-mail. */
export async function seedDemoAccounts(db: Db): Promise<Record<string, number>> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const ids: Record<string, number> = {};
  for (const u of DEMO_BANK_USERS) {
    const [row] = await db
      .insert(users)
      .values({
        email: u.email,
        firstName: u.firstName,
        lastName: u.lastName,
        role: 'bank',
        bankRoles: u.roles,
        passwordHash,
        phones: ['+380 44 000 00 00'],
      })
      .returning({ id: users.id });
    ids[u.email] = row!.id;
  }
  const orgs = [
    {
      email: 'provider1@demo.ua',
      firstName: 'Сергій',
      lastName: 'Ткаченко',
      org: {
        name: 'ТОВ «Укрмережа Телеком»',
        brand: 'UkrNet Telecom',
        edr: '32855961',
        website: 'https://ukrnet-telecom.example.ua',
        accountingContacts: 'Бухгалтерія: +380 44 123 45 67',
        technicalSupportContacts: 'Цілодобова підтримка: +380 800 300 100',
        accountingEmails: 'buh@ukrnet-telecom.example.ua',
        technicalEmails: 'noc@ukrnet-telecom.example.ua, support@ukrnet-telecom.example.ua',
        isPipeline: true,
        isPaperLess: true,
        isVerify: true,
        createdAt: daysAgo(420),
        verifiedAt: daysAgo(419),
      },
    },
    {
      email: 'provider2@demo.ua',
      firstName: 'Марина',
      lastName: 'Литвиненко',
      org: {
        name: 'ПрАТ «Дніпро Оптік»',
        brand: 'Dnipro Optic',
        edr: '14360570',
        website: 'https://dnipro-optic.example.ua',
        accountingContacts: '+380 56 700 10 20',
        technicalSupportContacts: '+380 56 700 10 30',
        accountingEmails: 'finance@dnipro-optic.example.ua',
        technicalEmails: 'noc@dnipro-optic.example.ua',
        isPipeline: true,
        isVerify: true,
        createdAt: daysAgo(380),
        verifiedAt: daysAgo(377),
      },
    },
    {
      email: 'provider4@demo.ua',
      firstName: 'Олег',
      lastName: 'Кравченко',
      org: {
        name: 'ТОВ «Полісся Нет»',
        brand: 'Polissia Net',
        edr: '39123451',
        website: 'https://polissia-net.example.ua',
        accountingContacts: '+380 41 240 10 20',
        technicalSupportContacts: '+380 41 240 10 30',
        accountingEmails: 'buh@polissia-net.example.ua',
        technicalEmails: 'noc@polissia-net.example.ua',
        isVerify: true,
        createdAt: daysAgo(150),
        verifiedAt: daysAgo(149),
      },
    },
    {
      email: 'provider3@demo.ua',
      firstName: 'Тарас',
      lastName: 'Гнатюк',
      org: {
        name: 'ФОП Гнатюк Тарас Петрович',
        brand: 'Карпати Лінк',
        edr: '1759013776',
        isFop: true,
        website: '',
        technicalSupportContacts: '+380 67 555 44 33',
        technicalEmails: 'link@karpaty-link.example.ua',
        // Registered lately; the admin has not verified it yet.
        createdAt: daysAgo(2),
      },
    },
  ];
  for (const o of orgs) {
    const [org] = await db.insert(organizations).values(o.org).returning({ id: organizations.id });
    const [row] = await db
      .insert(users)
      .values({
        email: o.email,
        firstName: o.firstName,
        lastName: o.lastName,
        role: 'provider',
        organizationId: org!.id,
        passwordHash,
        phones: ['+380 67 000 00 00'],
      })
      .returning({ id: users.id });
    ids[o.email] = row!.id;
  }
  return ids;
}

/**
 * Each organisation's log as the real flows would have written it: registered by its first
 * user (details as at registration), and verified by the admin when it is verified (who is
 * then also named on the organisation).
 */
export async function seedDemoOrganizationEvents(db: Db, { adminId }: { adminId: number }): Promise<void> {
  await db
    .update(organizations)
    .set({ verifiedBy: adminId })
    .where(and(eq(organizations.isVerify, true), isNull(organizations.verifiedBy)));
  const rows = await db
    .select({
      id: organizations.id,
      name: organizations.name,
      edr: organizations.edr,
      isFop: organizations.isFop,
      createdAt: organizations.createdAt,
      verifiedAt: organizations.verifiedAt,
      firstUserId: sql<number>`min(${users.id})`,
    })
    .from(organizations)
    .innerJoin(users, eq(users.organizationId, organizations.id))
    .groupBy(organizations.id);
  const events = rows.flatMap((o) => [
    {
      organizationId: o.id,
      userId: o.firstUserId,
      actorId: null,
      action: 'registered',
      details: { name: o.name, edr: o.edr, is_fop: o.isFop },
      createdAt: o.createdAt,
    },
    ...(o.verifiedAt
      ? [
          {
            organizationId: o.id,
            userId: null,
            actorId: adminId,
            action: 'verified',
            details: {},
            createdAt: o.verifiedAt,
          },
        ]
      : []),
  ]);
  if (events.length > 0) await db.insert(organizationEvents).values(events);
}
