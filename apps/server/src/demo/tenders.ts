import { eq } from 'drizzle-orm';
import { kyivDate, kyivWallTimeToIso } from '@tt/contracts/kyiv-time';
import { computeActions } from '@tt/contracts/permissions';
import type { TTenderStatus } from '@tt/contracts/tenders';
import type { Db } from '../db/client.ts';
import { channelOptions, regions, tenders } from '../db/schema/index.ts';
import { appendHistory, type TenderAction } from '../domain/tenders/append-history.ts';
import { ZTenderWrite } from '@tt/contracts/tenders';
import { CRITERIA, CRITERION_LABELS, type TWeights } from '@tt/contracts/evaluation';
import { createTender } from '../domain/tenders/create-tender.ts';
import type { Viewer } from '../domain/viewer.ts';
import {
  FE,
  FIBER,
  GE,
  type Interface,
  IP,
  IPSEC,
  L2,
  L3,
  MOBILE,
  type Physics,
  type Protocol,
  RADIO,
  SFP,
  SFP10,
} from '../db/seed/reference.ts';

/** How a demo tender's story went; days are relative to today (negative: in the past). */
type Story =
  | { status: 'draft'; created: number; deadline: number }
  | { status: 'published'; created: number; deadline: number; extendedFrom?: number }
  /** Deadline `hoursAgo` hours ago: read as evaluation although stored as published. */
  | { status: 'evaluation'; created: number; hoursAgo: number }
  | { status: 'awarded' | 'completed'; created: number; deadline: number }
  | { status: 'cancelled'; created: number; deadline: number; reason: string; published: boolean }
  | { status: 'unsuccessful'; created: number; deadline: number; reason: string; automatic: boolean };

/** A site a demo tender connects: the tender's own, or one of its lots. */
interface DemoSite {
  region: string;
  branch: string;
  address: string;
  mbps: number;
  physics: Physics | null;
  iface: Interface | null;
  protocol: Protocol | null;
  budget: string | null;
}

/** A single-site tender names its site at the top; a tender of several lots lists them. */
type DemoTender = (DemoSite | { lots: DemoSite[] }) & {
  title: string;
  months: number;
  minOffers?: number;
  /** A weighted evaluation in whole per cents; without it offers are ranked by the lowest total cost. */
  weights?: TWeights;
  story: Story;
};

// One tender per line reads like a table.
// prettier-ignore
export const DEMO_TENDERS: DemoTender[] = [
  // Чернетки
  { title: 'Резервний канал для відділення №12 у Львові', region: 'Львівська область', branch: 'Відділення №12', address: 'вул. Городоцька, 45, м. Львів', mbps: 100, physics: FIBER, iface: GE, protocol: IP, months: 24, budget: '4200.00', story: { status: 'draft', created: -2, deadline: 12 } },
  { title: 'Основний канал для нового відділення №87 у Броварах', region: 'Київська область', branch: 'Відділення №87', address: 'бульв. Незалежності, 14, м. Бровари', mbps: 200, physics: FIBER, iface: GE, protocol: L3, months: 36, budget: '7800.00', story: { status: 'draft', created: -1, deadline: 16 } },
  { title: 'Мобільний резерв для банкоматної зони в Ужгороді', region: 'Закарпатська область', branch: 'Банкоматна зона ТЦ «Токіо»', address: 'вул. Собранецька, 60, м. Ужгород', mbps: 20, physics: MOBILE, iface: FE, protocol: IPSEC, months: 12, budget: '950.00', story: { status: 'draft', created: -4, deadline: 10 } },
  { title: 'Канал L2 VPN між відділеннями у Полтаві', region: 'Полтавська область', branch: 'Відділення №5', address: 'вул. Соборності, 31, м. Полтава', mbps: 300, physics: FIBER, iface: SFP, protocol: L2, months: 36, budget: null, story: { status: 'draft', created: 0, deadline: 20 } },
  { title: 'Інтернет для пункту обслуговування в Коломиї', region: 'Івано-Франківська область', branch: 'Пункт обслуговування №3', address: 'вул. Театральна, 22, м. Коломия', mbps: 50, physics: null, iface: null, protocol: IP, months: 12, budget: '1800.00', story: { status: 'draft', created: -6, deadline: 9 } },

  // Прийом пропозицій
  { title: 'Основний канал для регіонального офісу в Києві', region: 'м. Київ', branch: 'Регіональний офіс «Поділ»', address: 'вул. Набережно-Хрещатицька, 10, м. Київ', mbps: 1000, physics: FIBER, iface: SFP, protocol: IP, months: 36, budget: '28500.00', minOffers: 2, story: { status: 'published', created: -9, deadline: 2 } },
  { title: 'Резервний канал для відділення №3 у Вінниці', region: 'Вінницька область', branch: 'Відділення №3', address: 'вул. Соборна, 59, м. Вінниця', mbps: 100, physics: FIBER, iface: GE, protocol: IP, months: 24, budget: '3900.00', story: { status: 'published', created: -6, deadline: 3 } },
  { title: 'Канал L3 VPN для відділення №21 у Дніпрі', region: 'Дніпропетровська область', branch: 'Відділення №21', address: 'просп. Дмитра Яворницького, 88, м. Дніпро', mbps: 200, physics: FIBER, iface: GE, protocol: L3, months: 36, budget: '8600.00', story: { status: 'published', created: -8, deadline: 5, extendedFrom: 1 } },
  { title: 'Радіорелейний резерв для відділення в Мукачеві', region: 'Закарпатська область', branch: 'Відділення №41', address: 'вул. Миру, 17, м. Мукачево', mbps: 50, physics: RADIO, iface: FE, protocol: IP, months: 24, budget: '2600.00', story: { status: 'published', created: -5, deadline: 6 } },
  { title: 'Інтернет для відділення №8 в Одесі', region: 'Одеська область', branch: 'Відділення №8', address: 'вул. Дерибасівська, 12, м. Одеса', mbps: 200, physics: FIBER, iface: GE, protocol: IP, months: 24, budget: '5400.00', story: { status: 'published', created: -4, deadline: 7 } },
  { title: 'Канал для процесингового центру в Харкові', region: 'Харківська область', branch: 'Процесинговий центр', address: 'просп. Науки, 40, м. Харків', mbps: 1000, physics: FIBER, iface: SFP10, protocol: L2, months: 60, budget: '41000.00', minOffers: 2, story: { status: 'published', created: -7, deadline: 10 } },
  { title: 'Резервний мобільний канал для відділення в Чернігові', region: 'Чернігівська область', branch: 'Відділення №14', address: 'просп. Миру, 35, м. Чернігів', mbps: 30, physics: MOBILE, iface: FE, protocol: IPSEC, months: 12, budget: '1100.00', story: { status: 'published', created: -3, deadline: 4 } },
  { title: 'Основний канал для відділення №2 у Житомирі', region: 'Житомирська область', branch: 'Відділення №2', address: 'вул. Київська, 77, м. Житомир', mbps: 100, physics: FIBER, iface: GE, protocol: L3, months: 36, budget: '4700.00', story: { status: 'published', created: -2, deadline: 14 } },
  // Six branches in one tender, each a lot awarded on its own; weighted, with the bank's technical score.
  { title: 'Канали зв’язку для шести відділень у Києві та області', months: 36, weights: { cost: 50, sla: 20, connection: 10, technical: 20 }, story: { status: 'published', created: -5, deadline: 12 }, lots: [
    { region: 'Київська область', branch: 'Відділення №31', address: 'вул. Університетська, 2, м. Ірпінь', mbps: 200, physics: FIBER, iface: GE, protocol: L3, budget: '5600.00' },
    { region: 'Київська область', branch: 'Відділення №32', address: 'вул. Енергетиків, 4, м. Буча', mbps: 100, physics: FIBER, iface: GE, protocol: L3, budget: '4300.00' },
    { region: 'Київська область', branch: 'Відділення №44', address: 'бульв. Олександрійський, 96, м. Біла Церква', mbps: 200, physics: FIBER, iface: SFP, protocol: L3, budget: '5900.00' },
    { region: 'Київська область', branch: 'Відділення №47', address: 'вул. Соборна, 9, м. Фастів', mbps: 100, physics: null, iface: GE, protocol: L3, budget: '3800.00' },
    { region: 'Київська область', branch: 'Відділення №52', address: 'вул. Київський шлях, 70, м. Бориспіль', mbps: 20, physics: MOBILE, iface: FE, protocol: IPSEC, budget: '950.00' },
    { region: 'м. Київ', branch: 'Відділення «Оболонь»', address: 'просп. Оболонський, 21, м. Київ', mbps: 300, physics: FIBER, iface: SFP, protocol: L3, budget: '7200.00' },
  ] },

  // Розгляд пропозицій (кінцевий термін щойно минув)
  { title: 'Канал для відділення №6 у Тернополі', region: 'Тернопільська область', branch: 'Відділення №6', address: 'вул. Руська, 8, м. Тернопіль', mbps: 100, physics: FIBER, iface: GE, protocol: IP, months: 24, budget: '3600.00', story: { status: 'evaluation', created: -12, hoursAgo: 3 } },
  { title: 'Резервний канал для відділення в Рівному', region: 'Рівненська область', branch: 'Відділення №11', address: 'вул. Соборна, 16, м. Рівне', mbps: 50, physics: FIBER, iface: FE, protocol: IP, months: 24, budget: '2300.00', story: { status: 'evaluation', created: -14, hoursAgo: 26 } },
  { title: 'L2 VPN для відділення №4 у Черкасах', region: 'Черкаська область', branch: 'Відділення №4', address: 'бульв. Шевченка, 150, м. Черкаси', mbps: 200, physics: FIBER, iface: SFP, protocol: L2, months: 36, budget: '6900.00', story: { status: 'evaluation', created: -15, hoursAgo: 50 } },
  { title: 'Інтернет для відділення в Кропивницькому', region: 'Кіровоградська область', branch: 'Відділення №9', address: 'вул. Велика Перспективна, 23, м. Кропивницький', mbps: 100, physics: null, iface: GE, protocol: IP, months: 12, budget: '3100.00', story: { status: 'evaluation', created: -11, hoursAgo: 1 } },
  // Five branches, weighted 60/25/15: the bank compares and awards each lot right away.
  { title: 'Основні канали для п’яти відділень Львівщини', months: 24, weights: { cost: 60, sla: 25, connection: 15, technical: 0 }, story: { status: 'evaluation', created: -13, hoursAgo: 20 }, lots: [
    { region: 'Львівська область', branch: 'Відділення №33', address: 'вул. Шевченка, 60, м. Львів', mbps: 200, physics: FIBER, iface: GE, protocol: IP, budget: '5200.00' },
    { region: 'Львівська область', branch: 'Відділення №35', address: 'просп. В’ячеслава Чорновола, 57, м. Львів', mbps: 100, physics: FIBER, iface: GE, protocol: IP, budget: '3900.00' },
    { region: 'Львівська область', branch: 'Відділення №61', address: 'вул. Стрийська, 12, м. Дрогобич', mbps: 100, physics: null, iface: GE, protocol: IP, budget: '3400.00' },
    { region: 'Львівська область', branch: 'Відділення №64', address: 'вул. Шевченка, 14, м. Стрий', mbps: 100, physics: null, iface: GE, protocol: IP, budget: '3300.00' },
    { region: 'Львівська область', branch: 'Відділення №70', address: 'вул. Степана Бандери, 18, м. Шептицький', mbps: 50, physics: null, iface: FE, protocol: IP, budget: '2400.00' },
  ] },

  // Визначено переможця
  { title: 'Основний канал для відділення №1 у Луцьку', region: 'Волинська область', branch: 'Відділення №1', address: 'просп. Волі, 4, м. Луцьк', mbps: 200, physics: FIBER, iface: GE, protocol: IP, months: 36, budget: '5200.00', story: { status: 'awarded', created: -30, deadline: -12 } },
  { title: 'Канал L3 VPN для відділення в Запоріжжі', region: 'Запорізька область', branch: 'Відділення №15', address: 'просп. Соборний, 160, м. Запоріжжя', mbps: 300, physics: FIBER, iface: SFP, protocol: L3, months: 36, budget: '9800.00', story: { status: 'awarded', created: -25, deadline: -8 } },
  { title: 'Резервний канал для відділення в Хмельницькому', region: 'Хмельницька область', branch: 'Відділення №7', address: 'вул. Проскурівська, 43, м. Хмельницький', mbps: 100, physics: RADIO, iface: GE, protocol: IP, months: 24, budget: '3300.00', story: { status: 'awarded', created: -22, deadline: -6 } },
  { title: 'Інтернет для відділення №19 у Миколаєві', region: 'Миколаївська область', branch: 'Відділення №19', address: 'вул. Соборна, 12, м. Миколаїв', mbps: 100, physics: FIBER, iface: GE, protocol: IP, months: 24, budget: '3700.00', story: { status: 'awarded', created: -20, deadline: -5 } },

  // Завершено
  { title: 'Основний канал для відділення №10 у Чернівцях', region: 'Чернівецька область', branch: 'Відділення №10', address: 'вул. Головна, 55, м. Чернівці', mbps: 100, physics: FIBER, iface: GE, protocol: IP, months: 24, budget: '3500.00', story: { status: 'completed', created: -80, deadline: -60 } },
  { title: 'Магістральний канал для дата-центру в Києві', region: 'м. Київ', branch: 'Резервний дата-центр', address: 'вул. Сім’ї Прахових, 54, м. Київ', mbps: 1000, physics: FIBER, iface: SFP10, protocol: L2, months: 60, budget: '52000.00', minOffers: 2, story: { status: 'completed', created: -120, deadline: -95 } },
  { title: 'Канал для відділення №3 в Івано-Франківську', region: 'Івано-Франківська область', branch: 'Відділення №3', address: 'вул. Незалежності, 20, м. Івано-Франківськ', mbps: 100, physics: FIBER, iface: GE, protocol: L3, months: 36, budget: '4400.00', story: { status: 'completed', created: -70, deadline: -50 } },
  { title: 'Мобільний резерв для відділення в Сумах', region: 'Сумська область', branch: 'Відділення №2', address: 'вул. Соборна, 27, м. Суми', mbps: 20, physics: MOBILE, iface: FE, protocol: IPSEC, months: 12, budget: '850.00', story: { status: 'completed', created: -65, deadline: -45 } },

  // Скасовано
  { title: 'Канал для тимчасового пункту обслуговування в Херсоні', region: 'Херсонська область', branch: 'Тимчасовий пункт №1', address: 'вул. Ушакова, 33, м. Херсон', mbps: 50, physics: MOBILE, iface: FE, protocol: IPSEC, months: 6, budget: '1500.00', story: { status: 'cancelled', created: -18, deadline: -4, reason: 'Пункт обслуговування не відкриватиметься через безпекову ситуацію в місті', published: true } },
  { title: 'Другий канал для відділення №30 у Львові', region: 'Львівська область', branch: 'Відділення №30', address: 'просп. Свободи, 15, м. Львів', mbps: 100, physics: FIBER, iface: GE, protocol: IP, months: 24, budget: '3800.00', story: { status: 'cancelled', created: -10, deadline: 5, reason: 'Відділення переїжджає в інше приміщення; тендер буде оголошено заново з новою адресою', published: true } },
  { title: 'Канал для банкомату в аеропорту Бориспіль', region: 'Київська область', branch: 'Банкоматна зона «Термінал D»', address: 'м. Бориспіль, аеропорт «Бориспіль», термінал D', mbps: 20, physics: MOBILE, iface: FE, protocol: IPSEC, months: 12, budget: '1200.00', story: { status: 'cancelled', created: -15, deadline: -3, reason: 'Потреба відпала: банкомат переносять до іншої локації', published: false } },

  // Не відбувся
  { title: 'Радіорелейний канал для відділення в Ізмаїлі', region: 'Одеська область', branch: 'Відділення №23', address: 'просп. Суворова, 62, м. Ізмаїл', mbps: 50, physics: RADIO, iface: FE, protocol: IP, months: 24, budget: '2400.00', story: { status: 'unsuccessful', created: -28, deadline: -14, reason: 'Не надійшло жодної пропозиції', automatic: true } },
  { title: 'Канал L2 VPN для відділення в Кременчуці', region: 'Полтавська область', branch: 'Відділення №17', address: 'вул. Соборна, 24, м. Кременчук', mbps: 200, physics: FIBER, iface: SFP, protocol: L2, months: 36, budget: '6300.00', minOffers: 2, story: { status: 'unsuccessful', created: -26, deadline: -10, reason: 'Подано менше пропозицій, ніж потрібно (мінімум 2)', automatic: true } },
  { title: 'Основний канал для відділення в Кривому Розі', region: 'Дніпропетровська область', branch: 'Відділення №26', address: 'просп. Металургів, 28, м. Кривий Ріг', mbps: 100, physics: FIBER, iface: GE, protocol: IP, months: 24, budget: '2900.00', story: { status: 'unsuccessful', created: -24, deadline: -9, reason: 'Усі пропозиції суттєво перевищують очікуваний бюджет', automatic: false } },
];

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** 17:00 Kyiv time `days` from today (the usual hour for a deadline). */
function kyivFivePm(days: number, now: Date): Date {
  return new Date(kyivWallTimeToIso(`${kyivDate(now.getTime() + days * DAY)} 17:00`)!);
}

const sitesOf = (t: DemoTender): DemoSite[] => ('lots' in t ? t.lots : [t]);

const COMMON_REQUIREMENTS = [
  '<li>Доступність каналу (SLA): не нижче 99,5 % на місяць.</li>',
  '<li>Цілодобова служба технічної підтримки, час реакції на аварію — до 2 годин.</li>',
];

const mediumOf = (site: DemoSite) => (site.physics ? site.physics.toLowerCase() : 'будь-яке фізичне середовище');

function description(t: DemoTender): string {
  if ('lots' in t) return lotsDescription(t, t.lots);
  return [
    `<p>Банк оголошує тендер на надання послуг зв’язку для об’єкта «${t.branch}» за адресою: ${t.address}.</p>`,
    '<h3>Технічні вимоги</h3>',
    '<ul>',
    `<li>Пропускна здатність: не менше ${t.mbps} Мбіт/с (симетрично).</li>`,
    `<li>Фізичне середовище: ${mediumOf(t)}.</li>`,
    t.iface ? `<li>Інтерфейс передачі: ${t.iface}.</li>` : '',
    t.protocol ? `<li>Послуга: ${t.protocol}.</li>` : '',
    ...COMMON_REQUIREMENTS,
    '</ul>',
    '<p>У пропозиції вкажіть щомісячну плату, вартість підключення та строк підключення в днях. ',
    'Питання щодо тендера ставте через розділ «Запитання» на сторінці тендера.</p>',
  ].join('');
}

function lotsDescription(t: DemoTender, lots: readonly DemoSite[]): string {
  const weights = t.weights;
  return [
    `<p>Банк оголошує тендер на надання послуг зв’язку для ${lots.length} відділень. Кожне відділення — окремий лот: `,
    'пропозицію можна подати на будь-які з них, переможця визначають щодо кожного лоту окремо.</p>',
    '<h3>Лоти</h3>',
    '<ol>',
    ...lots.map(
      (l) =>
        `<li>«${l.branch}», ${l.address}: не менше ${l.mbps} Мбіт/с (симетрично), ${mediumOf(l)}` +
        `${l.iface ? `, ${l.iface}` : ''}${l.protocol ? `, ${l.protocol}` : ''}.</li>`,
    ),
    '</ol>',
    '<h3>Загальні вимоги</h3>',
    '<ul>',
    ...COMMON_REQUIREMENTS,
    '</ul>',
    weights
      ? `<p>Пропозиції за кожним лотом оцінюються за зваженими критеріями: ${CRITERIA.filter((c) => weights[c] > 0)
          .map((c) => `${CRITERION_LABELS[c].charAt(0).toLowerCase() + CRITERION_LABELS[c].slice(1)} — ${weights[c]} %`)
          .join(', ')}.</p>`
      : '',
    '<p>Для кожного лоту вкажіть щомісячну плату, вартість підключення, канал, який надасте, і строк підключення в днях. ',
    'Питання щодо тендера ставте через розділ «Запитання» на сторінці тендера.</p>',
  ].join('');
}

async function lookupIds(db: Db) {
  const regionRows = await db.select().from(regions);
  const channelRows = await db.select().from(channelOptions);
  const region = (name: string) => regionRows.find((r) => r.name === name)?.id ?? fail(`регіон ${name}`);
  const channel = (kind: 'physics' | 'interface' | 'protocol', name: string | null) =>
    name === null ? null : (channelRows.find((c) => c.kind === kind && c.name === name)?.id ?? fail(`${kind} ${name}`));
  return { region, channel };
}

function fail(what: string): never {
  throw new Error(`demo tenders: no ${what} in the reference data`);
}

/**
 * About thirty tenders by manager@demo.ua in every status and many regions, two of them of
 * several lots with a weighted evaluation, each with its history written through
 * append-history (so `history:verify` passes on demo data). Their offers come next (offers.ts).
 */
export async function seedDemoTenders(
  db: Db,
  { managerId, now = new Date() }: { managerId: number; now?: Date },
): Promise<number[]> {
  const { region, channel } = await lookupIds(db);
  const manager: Viewer = {
    id: managerId,
    role: 'bank',
    bankRoles: ['manager'],
    actions: computeActions('bank', ['manager']),
  };
  const actor = { id: managerId, role: 'manager' };
  const ids: number[] = [];

  for (const t of DEMO_TENDERS) {
    const s = t.story;
    const createdAt = new Date(now.getTime() + s.created * DAY - 5 * HOUR);
    const deadline =
      s.status === 'evaluation'
        ? new Date(Math.floor((now.getTime() - s.hoursAgo * HOUR) / HOUR) * HOUR) // on the hour, as people set deadlines
        : kyivFivePm(s.deadline, now);
    const firstDeadline =
      s.status === 'published' && s.extendedFrom !== undefined ? kyivFivePm(s.extendedFrom, now) : deadline;
    const tender = await createTender(db, {
      viewer: manager,
      at: createdAt,
      input: ZTenderWrite.parse({
        title: t.title,
        description: description(t),
        lots: sitesOf(t).map((site) => ({
          region_id: region(site.region),
          branch_name: site.branch,
          address: site.address,
          bandwidth_mbps: site.mbps,
          physics_id: channel('physics', site.physics),
          interface_id: channel('interface', site.iface),
          protocol_id: channel('protocol', site.protocol),
          connection_date: kyivDate(new Date(deadline.getTime() + 30 * DAY)),
          budget_monthly: site.budget,
        })),
        contract_months: t.months,
        offers_deadline: firstDeadline.toISOString(),
        min_offers: t.minOffers ?? 1,
        evaluation: t.weights ? { method: 'weighted', weights: t.weights } : undefined,
      }),
    });
    ids.push(tender.id);
    if (s.status === 'draft') continue;

    // The rest of the story, each step at its own moment in the past.
    const publishedAt = new Date(createdAt.getTime() + 20 * HOUR);
    const steps: { at: Date; action: TenderAction; details: Record<string, unknown>; system?: boolean }[] = [];
    let status: TTenderStatus = 'published';
    let reason: string | null = null;
    const published = s.status !== 'cancelled' || s.published;
    if (published)
      steps.push({ at: publishedAt, action: 'published', details: { offers_deadline: firstDeadline.toISOString() } });
    if (s.status === 'published' && s.extendedFrom !== undefined) {
      steps.push({
        at: new Date(Math.min(now.getTime() - HOUR, firstDeadline.getTime() - 26 * HOUR)),
        action: 'deadline_extended',
        details: {
          from: firstDeadline.toISOString(),
          to: deadline.toISOString(),
          reason: 'На прохання провайдерів: потрібен час на обстеження об’єкта',
        },
      });
    }
    const afterDeadline = new Date(deadline.getTime() + 2 * DAY);
    if (s.status === 'awarded' || s.status === 'completed') {
      status = s.status;
      steps.push({ at: afterDeadline, action: 'awarded', details: {} });
      if (s.status === 'completed') {
        steps.push({
          at: new Date(afterDeadline.getTime() + 25 * DAY),
          action: 'completed',
          details: { note: 'Канал підключено, акт прийому-передачі підписано' },
        });
      }
    }
    if (s.status === 'cancelled') {
      status = 'cancelled';
      reason = s.reason;
      const at = new Date(Math.min(now.getTime() - HOUR, (published ? publishedAt : createdAt).getTime() + 2 * DAY));
      steps.push({ at, action: 'cancelled', details: { from_status: published ? 'published' : 'draft', reason } });
    }
    if (s.status === 'unsuccessful') {
      status = 'unsuccessful';
      reason = s.reason;
      // The automatic case happens the moment the deadline passes, by the system.
      steps.push({
        at: s.automatic ? deadline : afterDeadline,
        action: 'unsuccessful',
        details: { reason },
        system: s.automatic,
      });
    }

    const last = steps.at(-1)!.at;
    const decision = steps.find(
      (step) => step.action === 'awarded' || step.action === 'cancelled' || step.action === 'unsuccessful',
    );
    await db.transaction(async (tx) => {
      await tx
        .update(tenders)
        .set({
          status,
          statusReason: reason,
          publishedAt: published ? publishedAt : null,
          offersDeadline: deadline,
          decidedAt: decision?.at ?? null,
          updatedAt: last,
          version: 1 + steps.length,
        })
        .where(eq(tenders.id, tender.id));
      for (const step of steps) {
        await appendHistory(tx, {
          tenderId: tender.id,
          actor: step.system ? null : actor,
          action: step.action,
          details: step.details,
          at: step.at,
        });
      }
    });
  }
  return ids;
}
