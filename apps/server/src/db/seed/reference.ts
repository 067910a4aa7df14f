import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { channelOptions, regions } from '../schema/index.ts';

/** The 24 oblasts, Kyiv, Sevastopol and the Autonomous Republic of Crimea. */
export const REGIONS = [
  'м. Київ',
  'Вінницька область',
  'Волинська область',
  'Дніпропетровська область',
  'Донецька область',
  'Житомирська область',
  'Закарпатська область',
  'Запорізька область',
  'Івано-Франківська область',
  'Київська область',
  'Кіровоградська область',
  'Луганська область',
  'Львівська область',
  'Миколаївська область',
  'Одеська область',
  'Полтавська область',
  'Рівненська область',
  'Сумська область',
  'Тернопільська область',
  'Харківська область',
  'Херсонська область',
  'Хмельницька область',
  'Черкаська область',
  'Чернівецька область',
  'Чернігівська область',
  'Автономна Республіка Крим',
  'м. Севастополь',
];

export const CHANNELS = {
  physics: [
    'Оптоволокно',
    'Мідна пара (xDSL)',
    'Радіорелейний канал',
    'Супутниковий канал',
    'Мобільний 4G/5G',
    'Коаксіальний кабель (DOCSIS)',
  ],
  interface: [
    'Ethernet 100 Мбіт/с (RJ-45)',
    'Ethernet 1 Гбіт/с (RJ-45)',
    'Ethernet 10 Гбіт/с',
    'SFP (1 Гбіт/с, оптика)',
    'SFP+ (10 Гбіт/с, оптика)',
    'E1/G.703',
  ],
  protocol: [
    'Доступ до Інтернету (IP)',
    'L2 VPN / VLAN (802.1Q)',
    'L3 VPN / MPLS',
    'IPsec VPN',
    'Виділена лінія (точка–точка)',
  ],
} as const;

/** A channel option's name as the dictionary spells it, for demo data that names options. */
export type Physics = (typeof CHANNELS.physics)[number];
export type Interface = (typeof CHANNELS.interface)[number];
export type Protocol = (typeof CHANNELS.protocol)[number];

/** Short names of the channel options the demo tenders and offers use. */
export const FIBER = 'Оптоволокно' satisfies Physics;
export const MOBILE = 'Мобільний 4G/5G' satisfies Physics;
export const RADIO = 'Радіорелейний канал' satisfies Physics;
export const GE = 'Ethernet 1 Гбіт/с (RJ-45)' satisfies Interface;
export const FE = 'Ethernet 100 Мбіт/с (RJ-45)' satisfies Interface;
export const SFP = 'SFP (1 Гбіт/с, оптика)' satisfies Interface;
export const SFP10 = 'SFP+ (10 Гбіт/с, оптика)' satisfies Interface;
export const IP = 'Доступ до Інтернету (IP)' satisfies Protocol;
export const L2 = 'L2 VPN / VLAN (802.1Q)' satisfies Protocol;
export const L3 = 'L3 VPN / MPLS' satisfies Protocol;
export const IPSEC = 'IPsec VPN' satisfies Protocol;

/** Fills the dictionaries on a new database; afterwards they belong to the admins. */
export async function seedReferenceData(db: Db) {
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(regions);
  if (count > 0) return;
  await db.insert(regions).values(REGIONS.map((name, i) => ({ name, sort: i })));
  await db
    .insert(channelOptions)
    .values(
      Object.entries(CHANNELS).flatMap(([kind, names]) =>
        names.map((name, i) => ({ kind: kind as keyof typeof CHANNELS, name, sort: i })),
      ),
    );
}
