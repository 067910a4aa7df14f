import { asc, eq, inArray, sql } from 'drizzle-orm';
import { ZOfferWrite, type TOfferStatus } from '@tt/contracts/offers';
import type { Db, Tx } from '../db/client.ts';
import {
  channelOptions,
  offers,
  organizations,
  tenderHistory,
  tenderLots,
  tenders,
  users,
} from '../db/schema/index.ts';
import { lotRowsJson, toOfferColumns } from '../domain/offers/offer-fields.ts';
import { insertOfferLotsSql, resolveOfferLots } from '../domain/offers/offer-lots.ts';
import { appendHistory, type TenderAction } from '../domain/tenders/append-history.ts';
import { readLots, type LotRow } from '../domain/tenders/tender-lots.ts';
import { FE, FIBER, GE, type Interface, L3, MOBILE, type Physics, type Protocol, RADIO } from '../db/seed/reference.ts';

/**
 * Verified provider organisations beyond the demo logins, so comparisons have three or four
 * columns. Names are made up (like the demo logins' organisations): real operators' names with
 * invented ЄДРПОУ codes would misstate who they are. Each has one sales contact without a
 * password (an offer records its author); nobody signs in as them.
 */
const EXTRA_PROVIDERS = [
  {
    key: 'magistral',
    org: {
      name: 'ТОВ «Магістраль Телеком»',
      brand: 'Magistral',
      edr: '41273854',
      website: 'https://magistral-telecom.example.ua',
      accountingContacts: '+380 44 390 11 00',
      technicalSupportContacts: 'Цілодобово: +380 800 500 900',
      accountingEmails: 'finance@magistral-telecom.example.ua',
      technicalEmails: 'noc@magistral-telecom.example.ua',
      isPaperLess: true,
    },
    user: { email: 'tenders@magistral-telecom.example.ua', firstName: 'Олег', lastName: 'Кравченко' },
  },
  {
    key: 'zakhid',
    org: {
      name: 'ТОВ «Західна Мережа»',
      brand: 'ZakhidNet',
      edr: '37610497',
      website: 'https://zakhid-merezha.example.ua',
      accountingContacts: '+380 32 240 50 50',
      technicalSupportContacts: '+380 32 240 50 51',
      accountingEmails: 'buh@zakhid-merezha.example.ua',
      technicalEmails: 'support@zakhid-merezha.example.ua',
      isPipeline: true,
    },
    user: { email: 'b2b@zakhid-merezha.example.ua', firstName: 'Ірина', lastName: 'Савчук' },
  },
  {
    key: 'skylink',
    org: {
      name: 'ТОВ «СкайЛінк Україна»',
      brand: 'SkyLink UA',
      edr: '25193744',
      website: 'https://skylink.example.ua',
      accountingContacts: '+380 44 498 70 70',
      technicalSupportContacts: '+380 800 210 210',
      accountingEmails: 'billing@skylink.example.ua',
      technicalEmails: 'noc@skylink.example.ua',
      isPipeline: true,
      isPaperLess: true,
    },
    user: { email: 'corporate@skylink.example.ua', firstName: 'Дмитро', lastName: 'Поліщук' },
  },
] as const;

/** Demo logins whose organisations bid (provider3's organisation is unverified and cannot). */
const LOGIN_PROVIDERS = {
  ukrnet: 'provider1@demo.ua',
  dnipro: 'provider2@demo.ua',
  polissia: 'provider4@demo.ua',
} as const;

type Bidder = keyof typeof LOGIN_PROVIDERS | (typeof EXTRA_PROVIDERS)[number]['key'];

/** What an offer proposes for one site: its prices and the channel it delivers there. */
interface DemoLotOffer {
  monthly: string;
  install: string;
  /**
   * Defaults: what the lot asks for. Every offer states its channel (docs/product/
   * lifecycles.md §7), so where the lot accepts any the offer names its own.
   */
  mbps?: number;
  physics?: Physics;
  iface?: Interface;
  protocol?: Protocol;
  days: number;
}

/** On a single-site tender the offer's figures stand at the top; on several lots, by lot position. */
type DemoOffer = (DemoLotOffer | { lots: Record<number, DemoLotOffer> }) & {
  by: Bidder;
  months?: number;
  sla: string;
  comment: string;
  vat?: boolean;
  /** Before the deadline a provider may keep a draft or withdraw; the outcome is set from the plan below. */
  state?: 'draft' | 'withdrawn';
};

interface Plan {
  offers: DemoOffer[];
  /** Awarded and completed tenders: who won and why. */
  winner?: Bidder;
  reason?: string;
}

/** Offers by tender title (DEMO_TENDERS). Tenders not named here have none. */
// prettier-ignore
export const DEMO_OFFERS: Record<string, Plan> = {
  // Прийом пропозицій: sealed; provider1 also keeps an unsubmitted draft.
  'Основний канал для регіонального офісу в Києві': { offers: [
    { by: 'ukrnet', monthly: '26900.00', install: '15000.00', days: 21, sla: '99.900', comment: 'Два незалежні вводи в будівлю, резервування на рівні ядра мережі.' },
    { by: 'magistral', monthly: '24800.00', install: '22000.00', days: 28, sla: '99.950', comment: 'Прокладання власної оптики від вузла на Контрактовій площі.' },
  ] },
  'Резервний канал для відділення №3 у Вінниці': { offers: [
    { by: 'dnipro', monthly: '3650.00', install: '2500.00', days: 14, sla: '99.500', comment: 'Підключення від вузла на вул. Соборній, будівельна готовність є.' },
    { by: 'ukrnet', monthly: '3800.00', install: '1800.00', days: 10, sla: '99.700', comment: 'Чернетка: чекаємо результатів обстеження.', state: 'draft' },
  ] },
  'Канал L3 VPN для відділення №21 у Дніпрі': { offers: [
    { by: 'dnipro', monthly: '7900.00', install: '4000.00', days: 10, sla: '99.700', comment: 'MPLS-мережа з власним вузлом у центрі міста.' },
    { by: 'magistral', monthly: '8300.00', install: '0.00', days: 21, sla: '99.900', comment: 'Підключення без разової плати за умови договору на 36 місяців.' },
  ] },
  'Інтернет для відділення №8 в Одесі': { offers: [
    { by: 'ukrnet', monthly: '5100.00', install: '3000.00', days: 14, sla: '99.500', comment: 'Симетричний канал, статична IPv4-адреса /29 включена.' },
  ] },
  // Sealed offers on overlapping lots of the six branches; provider1 has not bid yet.
  'Канали зв’язку для шести відділень у Києві та області': { offers: [
    { by: 'dnipro', sla: '99.700', comment: 'MPLS на власній мережі в Ірпені, Бучі та Білій Церкві.', lots: {
      1: { monthly: '5300.00', install: '3000.00', days: 14 },
      2: { monthly: '4100.00', install: '2500.00', days: 14 },
      3: { monthly: '5650.00', install: '4000.00', days: 21 },
    } },
    { by: 'polissia', sla: '99.500', comment: 'Оптика в Ірпені та Бучі, радіорелейний канал у Фастові, LTE-резерв у Борисполі.', lots: {
      1: { monthly: '5150.00', install: '4500.00', days: 21 },
      2: { monthly: '3950.00', install: '4500.00', days: 21 },
      4: { monthly: '3400.00', install: '2000.00', physics: RADIO, days: 10 },
      5: { monthly: '820.00', install: '0.00', days: 3 },
    } },
    { by: 'magistral', sla: '99.950', comment: 'Два вводи в будівлю на Оболоні; Біла Церква — від нашої магістралі Київ — Умань.', lots: {
      3: { monthly: '5800.00', install: '0.00', days: 30 },
      6: { monthly: '6900.00', install: '12000.00', days: 28 },
    } },
  ] },

  // Розгляд пропозицій: the bank compares; provider2 withdrew in Ternopil (never shown to the bank).
  'Канал для відділення №6 у Тернополі': { offers: [
    { by: 'zakhid', monthly: '3200.00', install: '1500.00', days: 10, sla: '99.500', comment: 'Власна оптична мережа в центрі Тернополя, вузол за 300 м.' },
    { by: 'ukrnet', monthly: '3450.00', install: '0.00', days: 14, sla: '99.700', comment: 'Підключення безкоштовне, моніторинг каналу 24/7.' },
    { by: 'dnipro', monthly: '3500.00', install: '2000.00', days: 21, sla: '99.500', comment: 'Відкликано: немає технічної можливості в цьому районі.', state: 'withdrawn' },
    { by: 'magistral', monthly: '3390.00', install: '2500.00', days: 21, sla: '99.900', comment: 'Резервне живлення вузла, SLA з компенсацією.' },
  ] },
  'Резервний канал для відділення в Рівному': { offers: [
    { by: 'zakhid', monthly: '2100.00', install: '1200.00', days: 7, sla: '99.500', comment: 'Оптика від вузла на вул. Соборній.' },
    { by: 'skylink', monthly: '1450.00', install: '900.00', physics: RADIO, days: 5, sla: '99.000', comment: 'Радіорелейний канал 5 ГГц, пряма видимість до нашої вежі перевірена.' },
  ] },
  'L2 VPN для відділення №4 у Черкасах': { offers: [
    { by: 'magistral', monthly: '6500.00', install: '3000.00', days: 21, sla: '99.900', comment: 'VLAN до центрального офісу банку через нашу магістраль.' },
    { by: 'dnipro', monthly: '6200.00', install: '5500.00', months: 24, days: 30, sla: '99.700', comment: 'Можемо укласти договір лише на 24 місяці.' },
    { by: 'ukrnet', monthly: '7100.00', install: '0.00', days: 14, sla: '99.950', comment: 'Повне резервування трас, підключення без разової плати.' },
  ] },
  'Інтернет для відділення в Кропивницькому': { offers: [
    { by: 'ukrnet', monthly: '2900.00', install: '1000.00', physics: FIBER, days: 10, sla: '99.500', comment: 'Оптика, статична IP-адреса.' },
    { by: 'skylink', monthly: '2400.00', install: '600.00', physics: MOBILE, iface: FE, days: 3, sla: '98.500', comment: 'LTE-маршрутизатор із зовнішньою антеною, дві SIM різних операторів.' },
    { by: 'dnipro', monthly: '2900.00', install: '1000.00', physics: FIBER, days: 14, sla: '99.700', comment: 'Оптика, підключення від вузла на вул. Велика Перспективна.' },
  ] },
  // Three to four offers on every lot, each provider on its own choice of lots; in Дрогобич the
  // cheapest channel is slower than the lot asks for.
  'Основні канали для п’яти відділень Львівщини': { offers: [
    { by: 'zakhid', sla: '99.700', comment: 'Власна оптична мережа у Львові та області, вузли в кожному з міст лотів.', lots: {
      1: { monthly: '4950.00', install: '2000.00', days: 10 },
      2: { monthly: '3700.00', install: '1500.00', days: 10 },
      3: { monthly: '3350.00', install: '2500.00', physics: FIBER, days: 14 },
      4: { monthly: '3250.00', install: '2500.00', physics: FIBER, days: 14 },
      5: { monthly: '2300.00', install: '1800.00', physics: FIBER, days: 21 },
    } },
    { by: 'ukrnet', sla: '99.900', comment: 'У Львові підключення без разової плати; у Шептицькому — LTE з двома SIM різних операторів.', lots: {
      1: { monthly: '5100.00', install: '0.00', days: 14 },
      2: { monthly: '3650.00', install: '0.00', days: 14 },
      5: { monthly: '2150.00', install: '900.00', physics: MOBILE, days: 5 },
    } },
    { by: 'dnipro', sla: '99.500', comment: 'Оренда каналів у місцевого партнера; у Дрогобичі поки що до 50 Мбіт/с.', lots: {
      1: { monthly: '4800.00', install: '4500.00', days: 21 },
      3: { monthly: '2950.00', install: '3000.00', mbps: 50, physics: FIBER, days: 21 },
      4: { monthly: '3100.00', install: '3000.00', physics: FIBER, days: 21 },
    } },
    { by: 'polissia', sla: '99.500', comment: 'Радіорелейні канали в ліцензованому діапазоні в районних центрах; у Львові — оптика.', lots: {
      2: { monthly: '3500.00', install: '2500.00', days: 21 },
      3: { monthly: '3200.00', install: '1500.00', physics: RADIO, days: 7 },
      4: { monthly: '3050.00', install: '1500.00', physics: RADIO, days: 7 },
      5: { monthly: '2200.00', install: '1200.00', physics: RADIO, days: 7 },
    } },
  ] },

  // Визначено переможця.
  'Основний канал для відділення №1 у Луцьку': { winner: 'zakhid', reason: 'Найнижча загальна вартість за строк договору за повної відповідності технічним вимогам', offers: [
    { by: 'zakhid', monthly: '4700.00', install: '2000.00', days: 14, sla: '99.700', comment: 'Власна оптика у Луцьку, вузол на просп. Волі.' },
    { by: 'ukrnet', monthly: '4950.00', install: '0.00', days: 10, sla: '99.500', comment: 'Підключення без разової плати.' },
    { by: 'magistral', monthly: '5300.00', install: '3500.00', days: 21, sla: '99.900', comment: 'Резервування на рівні магістралі.' },
  ] },
  'Канал L3 VPN для відділення в Запоріжжі': { winner: 'dnipro', reason: 'Нижча вартість за весь строк і швидше підключення', offers: [
    { by: 'dnipro', monthly: '9100.00', install: '6000.00', days: 14, sla: '99.800', comment: 'MPLS із пріоритезацією трафіку банківських систем.' },
    { by: 'magistral', monthly: '9400.00', install: '0.00', days: 21, sla: '99.900', comment: 'Підключення без разової плати.' },
  ] },
  'Резервний канал для відділення в Хмельницькому': { winner: 'skylink', reason: 'Відповідає вимозі щодо радіорелейного середовища, нижча загальна вартість', offers: [
    { by: 'skylink', monthly: '2950.00', install: '4500.00', days: 10, sla: '99.500', comment: 'Радіорелейний канал 18 ГГц, ліцензований діапазон.' },
    { by: 'zakhid', monthly: '3100.00', install: '3000.00', physics: FIBER, days: 14, sla: '99.700', comment: 'Пропонуємо оптику замість радіоканалу.' },
  ] },
  'Інтернет для відділення №19 у Миколаєві': { winner: 'ukrnet', reason: 'Найнижча загальна вартість за строк договору', offers: [
    { by: 'ukrnet', monthly: '3400.00', install: '2000.00', days: 14, sla: '99.500', comment: 'Оптика від вузла на вул. Соборній.' },
    { by: 'dnipro', monthly: '3350.00', install: '5000.00', days: 21, sla: '99.500', comment: 'Потрібне будівництво ділянки траси 400 м.' },
  ] },

  // Завершено.
  'Основний канал для відділення №10 у Чернівцях': { winner: 'zakhid', reason: 'Найнижча загальна вартість за строк договору', offers: [
    { by: 'zakhid', monthly: '3250.00', install: '1500.00', days: 10, sla: '99.500', comment: 'Оптика, вузол у сусідній будівлі.' },
    { by: 'ukrnet', monthly: '3300.00', install: '2500.00', days: 14, sla: '99.700', comment: 'Моніторинг 24/7.' },
  ] },
  'Магістральний канал для дата-центру в Києві': { winner: 'magistral', reason: 'Найнижча загальна вартість за 60 місяців і найвища доступність за SLA', offers: [
    { by: 'magistral', monthly: '48500.00', install: '60000.00', days: 30, sla: '99.950', comment: 'Дві географічно рознесені траси, 10G на кожній.' },
    { by: 'ukrnet', monthly: '47900.00', install: '120000.00', days: 45, sla: '99.900', comment: 'Потрібне будівництво другої траси.' },
    { by: 'dnipro', monthly: '51000.00', install: '0.00', days: 60, sla: '99.900', comment: 'Оренда волокон у партнера на другій трасі.' },
  ] },
  'Канал для відділення №3 в Івано-Франківську': { winner: 'zakhid', reason: 'Нижча загальна вартість, вища доступність за SLA', offers: [
    { by: 'zakhid', monthly: '4100.00', install: '2000.00', days: 14, sla: '99.700', comment: 'L3 VPN на власній мережі.' },
    { by: 'ukrnet', monthly: '4250.00', install: '0.00', protocol: L3, days: 10, sla: '99.500', comment: 'Підключення без разової плати.' },
  ] },
  'Мобільний резерв для відділення в Сумах': { winner: 'skylink', reason: 'Найнижча загальна вартість і найшвидше підключення', offers: [
    { by: 'skylink', monthly: '790.00', install: '0.00', days: 3, sla: '99.000', comment: 'Маршрутизатор з двома SIM, IPsec до центру обробки даних банку.' },
    { by: 'dnipro', monthly: '820.00', install: '300.00', iface: GE, days: 5, sla: '99.000', comment: 'LTE з резервом через другого оператора.' },
  ] },

  // Скасовано до кінцевого терміну: these stay sealed for good.
  'Канал для тимчасового пункту обслуговування в Херсоні': { offers: [
    { by: 'skylink', monthly: '1400.00', install: '500.00', days: 3, sla: '98.500', comment: 'Мобільний канал із резервною SIM.' },
  ] },
  'Другий канал для відділення №30 у Львові': { offers: [
    { by: 'zakhid', monthly: '3600.00', install: '1500.00', days: 10, sla: '99.500', comment: 'Друга незалежна траса від іншого вузла.' },
  ] },

  // Не відбувся: one offer where two were required; offers far above the budget.
  'Канал L2 VPN для відділення в Кременчуці': { offers: [
    { by: 'dnipro', monthly: '6100.00', install: '3000.00', days: 21, sla: '99.700', comment: 'VLAN через нашу мережу в Кременчуці.' },
  ] },
  'Основний канал для відділення в Кривому Розі': { offers: [
    { by: 'dnipro', monthly: '4300.00', install: '6000.00', days: 30, sla: '99.700', comment: 'Потрібне будівництво траси 1,2 км.' },
    { by: 'ukrnet', monthly: '4650.00', install: '3000.00', days: 21, sla: '99.500', comment: 'Оренда каналу в місцевого оператора.' },
  ] },
};

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Actions that end the time in which offers could be sent. */
const CLOSING: readonly string[] = ['cancelled', 'unsuccessful', 'awarded'];

type Entry = {
  at: Date;
  actor: { id: number; role: string } | null;
  action: TenderAction;
  details: Record<string, unknown>;
};

type BidderIds = { orgId: number; userId: number; name: string };

async function seedProviders(db: Db, now: Date): Promise<Record<Bidder, BidderIds>> {
  const bidders = {} as Record<Bidder, BidderIds>;
  for (const [key, email] of Object.entries(LOGIN_PROVIDERS) as [Bidder, string][]) {
    const [u] = await db
      .select({ id: users.id, orgId: organizations.id, name: organizations.name })
      .from(users)
      .innerJoin(organizations, eq(organizations.id, users.organizationId))
      .where(eq(users.email, email));
    if (!u) throw new Error(`demo offers: ${email} has no organisation`);
    bidders[key] = { orgId: u.orgId, userId: u.id, name: u.name };
  }
  for (const p of EXTRA_PROVIDERS) {
    const verifiedAt = new Date(now.getTime() - 200 * 24 * HOUR);
    const [org] = await db
      .insert(organizations)
      .values({ ...p.org, isVerify: true, verifiedAt, createdAt: new Date(verifiedAt.getTime() - 2 * 24 * HOUR) })
      .returning({ id: organizations.id });
    const [user] = await db
      .insert(users)
      .values({
        ...p.user,
        role: 'provider',
        organizationId: org!.id,
        passwordHash: null,
        phones: ['+380 67 000 00 00'],
      })
      .returning({ id: users.id });
    bidders[p.key] = { orgId: org!.id, userId: user!.id, name: p.org.name };
  }
  return bidders;
}

const atMinute = (ms: number) => new Date(Math.floor(ms / MINUTE) * MINUTE);

/**
 * Demo offers on the demo tenders (after seedDemoTenders), consistent with each tender's
 * status: sealed submitted offers and a draft while offers are taken, submitted ones under
 * evaluation, won and lost after an award, submitted ones on a tender that did not take place.
 * On a tender of several lots each offer covers the lots its plan names.
 * Each offer's submission is written to its tender's history in the past. demo-tenders wrote
 * each tender's own story first, so the history of a tender with offers is chained again in
 * time order — only here, on a database this seed has just filled and nobody has seen yet.
 */
export async function seedDemoOffers(db: Db, { tenderIds, now = new Date() }: { tenderIds: number[]; now?: Date }) {
  const bidders = await seedProviders(db, now);
  const channelRows = await db.select().from(channelOptions);
  const channel = (kind: 'physics' | 'interface' | 'protocol', name: string) => {
    const row = channelRows.find((c) => c.kind === kind && c.name === name);
    if (!row) throw new Error(`demo offers: no ${kind} ${name} in the reference data`);
    return row.id;
  };
  /** What the offer states: its own value, else the lot's requirement; "any" needs the offer's own. */
  const offered = (kind: 'physics' | 'interface' | 'protocol', own: string | undefined, required: number | null) => {
    if (own !== undefined) return channel(kind, own);
    if (required === null) throw new Error(`demo offers: an offer on a lot that accepts any ${kind} must name its own`);
    return required;
  };
  /** An offer's figures on the lots it covers, as a provider writes them. */
  const lotFigures = (o: DemoOffer, lots: readonly LotRow[]) => {
    const byPosition = 'lots' in o ? o.lots : { 1: o };
    return Object.entries(byPosition).map(([position, figures]) => {
      const lot = lots.find((l) => l.position === Number(position));
      if (!lot) throw new Error(`demo offers: no lot ${position}`);
      return {
        lot_id: lot.id,
        monthly_price: figures.monthly,
        installation_price: figures.install,
        bandwidth_mbps: figures.mbps ?? lot.bandwidthMbps,
        physics_id: offered('physics', figures.physics, lot.physicsId),
        interface_id: offered('interface', figures.iface, lot.interfaceId),
        protocol_id: offered('protocol', figures.protocol, lot.protocolId),
        connection_days: figures.days,
      };
    });
  };

  const rows = tenderIds.length ? await db.select().from(tenders).where(inArray(tenders.id, tenderIds)) : [];
  const byTitle = new Map(rows.map((r) => [r.title, r]));
  let count = 0;

  for (const [title, plan] of Object.entries(DEMO_OFFERS)) {
    const tender = byTitle.get(title);
    if (!tender) throw new Error(`demo offers: no demo tender «${title}»`);
    if (!tender.publishedAt) throw new Error(`demo offers: «${title}» was never published`);
    const publishedAt = tender.publishedAt;

    await db.transaction(async (tx) => {
      const story = await tx
        .select()
        .from(tenderHistory)
        .where(eq(tenderHistory.tenderId, tender.id))
        .orderBy(asc(tenderHistory.id));
      const closedAt = story.find((e) => CLOSING.includes(e.action))?.createdAt;
      const end = Math.min(tender.offersDeadline.getTime(), now.getTime(), closedAt?.getTime() ?? Infinity);
      const outcomeAt = story.find((e) => e.action === 'awarded')?.createdAt;
      const entries: Entry[] = [];
      const offerIds = new Map<Bidder, number>();
      const lots = await readLots(tx, tender.id);

      for (const [i, o] of plan.offers.entries()) {
        // Spread over the time offers were taken, each sent some hours after its draft.
        const submittedAt = atMinute(
          publishedAt.getTime() + ((end - publishedAt.getTime()) * (i + 1)) / (plan.offers.length + 1),
        );
        const createdAt = atMinute(
          Math.max(publishedAt.getTime() + 30 * MINUTE, submittedAt.getTime() - (3 + i) * HOUR),
        );
        const withdrawnAt = atMinute((submittedAt.getTime() + end) / 2);
        const status: TOfferStatus =
          o.state ?? (plan.winner === undefined ? 'submitted' : o.by === plan.winner ? 'won' : 'lost');
        const updatedAt =
          status === 'draft' ? createdAt : status === 'withdrawn' ? withdrawnAt : (outcomeAt ?? submittedAt);
        const version = { draft: 1, submitted: 2, withdrawn: 3, won: 3, lost: 3 }[status];
        const who = bidders[o.by];
        // Validated and resolved as a provider's offer is, so the row repeats its lots as the product's writes do.
        const fields = await resolveOfferLots(
          tx,
          tender.id,
          ZOfferWrite.parse({
            vat_included: o.vat ?? true,
            contract_months: o.months ?? tender.contractMonths,
            sla_availability: o.sla,
            comment: o.comment,
            lots: lotFigures(o, lots),
          }),
        );
        const [row] = await tx
          .insert(offers)
          .values({
            ...toOfferColumns(fields),
            tenderId: tender.id,
            organizationId: who.orgId,
            authorId: who.userId,
            status,
            submittedAt: status === 'draft' ? null : submittedAt,
            createdAt,
            updatedAt,
            version,
          })
          .returning({ id: offers.id });
        await tx.execute(insertOfferLotsSql(sql`(select ${row!.id}::int as id)`, lotRowsJson(fields.lots)));
        offerIds.set(o.by, row!.id);
        count++;
        const actor = { id: who.userId, role: 'provider' };
        if (status !== 'draft') {
          entries.push({ at: submittedAt, actor, action: 'offer_submitted', details: { offer_id: row!.id } });
        }
        if (status === 'withdrawn') {
          entries.push({ at: withdrawnAt, actor, action: 'offer_withdrawn', details: { offer_id: row!.id } });
        }
      }

      if (plan.winner) {
        // The bank's decision on the tender's only lot, as the award records it.
        await tx
          .update(tenderLots)
          .set({
            outcome: 'awarded',
            awardedOfferId: offerIds.get(plan.winner)!,
            outcomeReason: plan.reason ?? '',
            decidedAt: tender.decidedAt,
          })
          .where(eq(tenderLots.tenderId, tender.id));
      }

      // The award entry demo-tenders wrote had no offer to name yet.
      const storyEntries: Entry[] = story.map((e) => ({
        at: e.createdAt,
        actor: e.actorId === null ? null : { id: e.actorId, role: e.actorRole },
        action: e.action as TenderAction,
        details:
          e.action === 'awarded' && plan.winner
            ? {
                offer_id: offerIds.get(plan.winner),
                organization: bidders[plan.winner].name,
                reason: plan.reason ?? '',
              }
            : (e.details as Record<string, unknown>),
      }));
      await rechain(tx, tender.id, [...storyEntries, ...entries]);
    });
  }
  return count;
}

/** Writes a tender's history again through appendHistory, oldest first (a stable sort keeps same-instant order). */
async function rechain(tx: Tx, tenderId: number, entries: Entry[]) {
  await tx.delete(tenderHistory).where(eq(tenderHistory.tenderId, tenderId));
  await tx.update(tenders).set({ historyHead: null }).where(eq(tenders.id, tenderId));
  const ordered = [...entries].sort((a, b) => a.at.getTime() - b.at.getTime());
  for (const e of ordered) {
    await appendHistory(tx, { tenderId, actor: e.actor, action: e.action, details: e.details, at: e.at });
  }
}
