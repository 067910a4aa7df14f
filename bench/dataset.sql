-- The benchmark dataset (bench/dataset.mjs), set-based on top of the demo data. Settings:
-- bench.tenders (the last ~3 years), bench.archive_extra (closed tenders 3–6 years old, so the
-- archive of closed tenders reaches 100,000 rows), bench.providers (organisations, one user each).
-- Every date is relative to now(); statuses, decided_at and offers agree as the verbs would
-- leave them (migration 0009, ADR 0031).
select setseed(0.2026);

-- Regions by weight (м. Київ ≈ 20 %) with a city of each.
create temp table b_region as
select r.id, v.city, v.weight
from regions r
join (values
  ('м. Київ', 'Київ', 250), ('Київська область', 'Бровари', 60), ('Львівська область', 'Львів', 75),
  ('Одеська область', 'Одеса', 70), ('Дніпропетровська область', 'Дніпро', 75),
  ('Харківська область', 'Харків', 65), ('Вінницька область', 'Вінниця', 40),
  ('Волинська область', 'Луцьк', 30), ('Донецька область', 'Краматорськ', 20),
  ('Житомирська область', 'Житомир', 35), ('Закарпатська область', 'Ужгород', 30),
  ('Запорізька область', 'Запоріжжя', 40), ('Івано-Франківська область', 'Івано-Франківськ', 35),
  ('Кіровоградська область', 'Кропивницький', 25), ('Луганська область', 'Сєвєродонецьк', 5),
  ('Миколаївська область', 'Миколаїв', 30), ('Полтавська область', 'Полтава', 40),
  ('Рівненська область', 'Рівне', 30), ('Сумська область', 'Суми', 25),
  ('Тернопільська область', 'Тернопіль', 30), ('Херсонська область', 'Херсон', 12),
  ('Хмельницька область', 'Хмельницький', 35), ('Черкаська область', 'Черкаси', 35),
  ('Чернівецька область', 'Чернівці', 25), ('Чернігівська область', 'Чернігів', 30),
  ('Автономна Республіка Крим', 'Сімферополь', 2), ('м. Севастополь', 'Севастополь', 1)
) as v(name, city, weight) on v.name = r.name;

create temp table b_lists as
select
  (select array_agg(id order by id, n) from b_region, generate_series(1, weight) n) as region_slots,
  (select array_agg(id order by sort) from channel_options where kind = 'physics') as physics,
  (select array_agg(id order by sort) from channel_options where kind = 'interface') as interfaces,
  (select array_agg(id order by sort) from channel_options where kind = 'protocol') as protocols,
  array['вул. Шевченка', 'просп. Незалежності', 'вул. Грушевського', 'вул. Соборна', 'вул. Українська',
        'бульв. Лесі Українки', 'вул. Івана Франка', 'просп. Перемоги', 'вул. Героїв Майдану',
        'вул. Коцюбинського', 'вул. Садова', 'вул. Княгині Ольги'] as streets,
  array['Жодна пропозиція не відповідає технічним вимогам', 'Ціни пропозицій перевищують бюджет',
        'Строк підключення не влаштовує відділення'] as unsuccessful_reasons,
  array['Потреба відпала', 'Відділення закривається', 'Змінилися вимоги до каналу',
        'Об’єднано з іншою закупівлею'] as cancel_reasons,
  array['Оптінет', 'Телесвіт', 'Мережа Плюс', 'ДатаЛінк', 'Укрзв’язок-Сервіс', 'Фібернет', 'Лінк-Телеком',
        'Альфа-Нет', 'Хвиля', 'Сіті-Лінк', 'Телепорт', 'Магістраль', 'Нетком', 'Обрій-Телеком', 'Вектор'] as org_stems;

-- Provider organisations and one verified user each (the demo provider's password).
create temp table b_org as
select (select coalesce(max(id), 0) from organizations) + g as id, g,
  (select coalesce(max(id), 0) from users) + g as user_id,
  l.org_stems[1 + (g - 1) % 15] || '-' || (select city from b_region order by id offset ((g - 1) / 15) % 27 limit 1) as stem
from generate_series(1, current_setting('bench.providers')::int) g, b_lists l;

insert into organizations (id, name, brand, edr, ipn, is_fop, is_verify, verified_at, created_at)
select id,
  case when g % 10 = 0 then 'ФОП ' || stem else 'ТОВ «' || stem || '»' end,
  stem,
  lpad((40000000 + g)::text, 8, '0'),
  '',
  g % 10 = 0,
  true,
  now() - interval '4 years',
  now() - interval '6 years' - g * interval '1 day'
from b_org;
select setval(pg_get_serial_sequence('organizations', 'id'), (select max(id) from organizations));

insert into users (id, email, password_hash, first_name, last_name, role, organization_id, created_at, updated_at)
select o.user_id, 'bench.provider' || o.g || '@bench.ua', p.password_hash, 'Оператор', 'Провайдер №' || o.g,
  'provider', o.id, now() - interval '4 years', now() - interval '4 years'
from b_org o, (select password_hash from users where email = 'provider1@demo.ua') p;
select setval(pg_get_serial_sequence('users', 'id'), (select max(id) from users));

-- Tenders: one row of random draws each, then the status and dates that follow from them.
create temp table b_draw as
select g, g > current_setting('bench.tenders')::int as older,
  random() as r_status, random() as r_pub, random() as r_dl, random() as r_dec, random() as r_title,
  random() as r_bw, random() as r_phys, random() as r_budget, random() as r_n, random() as r_misc,
  l.region_slots[1 + floor(random() * array_length(l.region_slots, 1))::int] as region_id
from generate_series(1, current_setting('bench.tenders')::int + current_setting('bench.archive_extra')::int) g, b_lists l;

create temp table b_t as
with s as (
  select d.*,
    case
      -- the older batch is closed only, in the closed statuses' own proportions
      when d.older then (array['awarded', 'awarded', 'awarded', 'awarded', 'completed', 'completed', 'completed',
                               'completed', 'cancelled', 'cancelled', 'unsuccessful', 'unsuccessful'])[1 + floor(d.r_status * 12)::int]
      when d.r_status < 0.35 then 'published'
      when d.r_status < 0.40 then 'evaluation'
      when d.r_status < 0.45 then 'draft'
      when d.r_status < 0.65 then 'awarded'
      when d.r_status < 0.82 then 'completed'
      when d.r_status < 0.90 then 'cancelled'
      else 'unsuccessful'
    end as status,
    (array[10, 20, 50, 50, 100, 100, 100, 200, 200, 500, 1000])[1 + floor(d.r_bw * 11)::int] as bw
  from b_draw d
), dated as (
  select s.*,
    case
      when s.status = 'published' then now() - interval '1 hour' - s.r_pub * interval '30 days'
      when s.status = 'evaluation' then now() - interval '8 days' - s.r_pub * interval '30 days'
      when s.status = 'draft' then null
      when s.older then now() - interval '1095 days' - s.r_pub * interval '1095 days'
      else now() - interval '30 days' - s.r_pub * interval '1065 days'
    end as published_at
  from s
), dl as (
  select dated.*,
    case
      when status = 'published' then now() + interval '1 hour' + r_dl * interval '60 days'
      when status = 'evaluation' then now() - interval '1 hour' - r_dl * interval '6 days'
      when status = 'draft' then now() + interval '3 days' + r_dl * interval '45 days'
      else published_at + interval '7 days' + r_dl * interval '21 days'
    end as offers_deadline,
    -- an automatic unsuccessful: fewer submitted offers than required at the deadline
    status = 'unsuccessful' and r_dec < 0.5 as automatic,
    -- a cancellation before the deadline keeps the offers sealed for ever
    status = 'cancelled' and r_dec < 0.5 as cancelled_early
  from dated
)
select
  (select max(id) from tenders) + g as id, dl.*,
  case
    when status in ('awarded', 'completed') then least(offers_deadline + interval '2 hours' + r_dec * interval '20 days', now() - interval '1 hour')
    when automatic then offers_deadline
    when status = 'unsuccessful' then least(offers_deadline + interval '1 hour' + r_dec * interval '10 days', now() - interval '1 hour')
    when cancelled_early then published_at + (offers_deadline - published_at) * (r_dec * 1.8)
    when status = 'cancelled' then least(offers_deadline + interval '1 hour' + (r_dec - 0.5) * interval '20 days', now() - interval '1 hour')
  end as decided_at,
  -- offers: 0–8, about 3 on average; at least one on an awarded tender, below the minimum on an automatic unsuccessful
  case
    when status = 'draft' then 0
    when automatic then (r_n < 0.5)::int
    when status in ('awarded', 'completed') then greatest(1, n.k)
    else n.k
  end as n_offers,
  case when automatic and r_n < 0.5 then 2 else 1 end as min_offers,
  floor(current_setting('bench.providers')::int * power(r_misc, 1.7))::int as org_base,
  1 + floor(r_title * 1000 * 7)::int % 1900 as branch_no,
  case
    when r_phys < 0.20 then null
    when r_phys < 0.70 then l.physics[1]
    when r_phys < 0.78 then l.physics[2]
    when r_phys < 0.85 then l.physics[3]
    when r_phys < 0.87 then l.physics[4]
    when r_phys < 0.95 then l.physics[5]
    else l.physics[6]
  end as physics_id,
  case when r_budget < 0.1 then null
    else round((600 + bw * (4 + r_budget * 6) + r_misc * 1500) / 50) * 50 end::numeric(14, 2) as budget_monthly,
  (array[12, 12, 24, 24, 24, 36])[1 + floor(r_budget * 60)::int % 6] as contract_months
from dl, b_lists l,
  lateral (select case
    when r_n < 0.08 then 0 when r_n < 0.23 then 1 when r_n < 0.43 then 2 when r_n < 0.65 then 3
    when r_n < 0.80 then 4 when r_n < 0.90 then 5 when r_n < 0.95 then 6 when r_n < 0.98 then 7 else 8 end as k) n;

insert into tenders (
  id, number, title, description, region_id, branch_name, address, bandwidth_mbps, physics_id, interface_id,
  protocol_id, connection_date, contract_months, budget_monthly, offers_deadline, min_offers, status,
  status_reason, created_by, published_at, decided_at, created_at, updated_at
)
select t.id,
  'ТТ-' || extract(year from coalesce(t.published_at, now()) at time zone 'Europe/Kyiv') || '-' || lpad((200000 + t.g)::text, 6, '0'),
  case floor(t.r_title * 8)::int
    when 0 then 'Інтернет-канал ' || t.bw || ' Мбіт/с для відділення №' || t.branch_no || ', ' || r.city
    when 1 then 'Канал передачі даних ' || t.bw || ' Мбіт/с: відділення №' || t.branch_no || ' (' || r.city || ')'
    when 2 then 'Резервний канал зв’язку для відділення №' || t.branch_no || ', м. ' || r.city
    when 3 then 'Підключення відділення №' || t.branch_no || ' до мережі банку, ' || r.city
    when 4 then 'L2 VPN між відділенням №' || t.branch_no || ' (' || r.city || ') та ЦОД'
    when 5 then 'Оптичний канал ' || t.bw || ' Мбіт/с, ' || r.city || ', ' || l.streets[1 + t.branch_no % 12]
    when 6 then 'Резервний мобільний канал для відділення №' || t.branch_no || ' у м. ' || r.city
    else 'Інтернет для банкоматної зони, ' || r.city || ', ' || l.streets[1 + t.branch_no % 12]
  end,
  'Підключення відділення банку до мережі передачі даних: канал ' || t.bw || ' Мбіт/с, цілодобова підтримка.',
  t.region_id,
  case when t.r_misc < 0.05 then 'Регіональне управління, ' || r.city else 'Відділення №' || t.branch_no end,
  'м. ' || r.city || ', ' || l.streets[1 + t.branch_no % 12] || ', ' || (1 + t.branch_no % 140),
  t.bw,
  t.physics_id,
  case when t.r_dl < 0.3 then null else l.interfaces[1 + floor(t.r_dl * 60)::int % 6] end,
  case when t.r_dec < 0.3 then null else l.protocols[1 + floor(t.r_dec * 50)::int % 5] end,
  (coalesce(t.published_at, now()) + interval '30 days' + t.r_misc * interval '60 days')::date,
  t.contract_months,
  t.budget_monthly,
  t.offers_deadline,
  t.min_offers,
  t.status,
  case
    when t.automatic then 'Подано менше пропозицій, ніж потрібно: ' || t.n_offers || ' з ' || t.min_offers
    when t.status = 'unsuccessful' then l.unsuccessful_reasons[1 + t.branch_no % 3]
    when t.status = 'cancelled' then l.cancel_reasons[1 + t.branch_no % 4]
  end,
  current_setting('bench.manager')::int,
  t.published_at,
  t.decided_at,
  coalesce(t.published_at, now() - t.r_pub * interval '60 days') - interval '1 day' - t.r_misc * interval '10 days',
  coalesce(t.decided_at, t.published_at, now() - t.r_pub * interval '60 days')
from b_t t
join b_region r on r.id = t.region_id
cross join b_lists l;
select setval(pg_get_serial_sequence('tenders', 'id'), (select max(id) from tenders));

-- The history entries the dashboard and the archive read: the publication and the outcome
-- (a cancellation names the status it left, which decides whether its offers are unsealed).
insert into tender_history (tender_id, actor_id, actor_role, action, details, created_at, hash)
select t.id, current_setting('bench.manager')::int, 'manager', 'published', '{}'::jsonb, t.published_at, md5(t.id || 'p')
from b_t t where t.published_at is not null;

insert into tender_history (tender_id, actor_id, actor_role, action, details, created_at, hash)
select t.id,
  case when t.automatic then null else current_setting('bench.manager')::int end,
  case when t.automatic then 'system' else 'manager' end,
  case when t.status = 'completed' then 'awarded' else t.status end,
  case
    when t.status = 'cancelled' then jsonb_build_object(
      'from_status', case when t.cancelled_early then 'published' else 'evaluation' end,
      'reason', l.cancel_reasons[1 + t.branch_no % 4])
    else '{}'::jsonb
  end,
  t.decided_at, md5(t.id || 'd')
from b_t t, b_lists l where t.decided_at is not null;

-- Offers: distinct organisations per tender (a step of 37 never repeats within 9 offers out
-- of a few hundred), the more active ones more often; prices around the budget, bandwidth at
-- least the tender's. On an awarded tender the cheapest offer still standing won, the rest lost.
create temp table b_o as
with o as (
  select t.id as tender_id, t.status as tender_status, t.published_at, t.offers_deadline, t.bw, t.physics_id,
    t.contract_months, coalesce(t.budget_monthly, 600 + t.bw * 7) as budget, k,
    (t.org_base + k * 37) % current_setting('bench.providers')::int + 1 as org_g,
    random() as r1, random() as r2, random() as r3
  from b_t t
  join generate_series(0, 7) k on k < t.n_offers
), priced as (
  select o.*,
    case
      when tender_status = 'published' then (case when r1 < 0.08 then 'draft' when r1 < 0.13 then 'withdrawn' else 'submitted' end)
      when tender_status = 'evaluation' then (case when r1 < 0.03 then 'draft' when r1 < 0.07 then 'withdrawn' else 'submitted' end)
      when k > 0 and r1 < 0.04 then 'withdrawn'
      else 'submitted'
    end as base_status,
    round(budget * (0.6 + r2 * 0.5) / 10) * 10 as monthly_price
  from o
)
select p.*,
  case
    when p.tender_status in ('awarded', 'completed') and p.base_status = 'submitted' then
      (case when row_number() over (partition by p.tender_id order by (p.base_status <> 'submitted'), p.monthly_price, p.k) = 1
        then 'won' else 'lost' end)
    else p.base_status
  end as status
from priced p;

insert into offers (
  tender_id, organization_id, author_id, monthly_price, installation_price, vat_included, bandwidth_mbps,
  physics_id, interface_id, protocol_id, connection_days, contract_months, sla_availability, comment, status,
  submitted_at, created_at, updated_at
)
select o.tender_id, org.id, org.user_id, o.monthly_price::numeric(14, 2),
  (round(o.r3 * 60) * 100)::numeric(14, 2),
  o.r3 < 0.8,
  o.bw * (case when o.r2 < 0.2 then 2 else 1 end),
  coalesce(o.physics_id, l.physics[1 + floor(o.r1 * 60)::int % 6]),
  null, null,
  5 + floor(o.r3 * 40)::int,
  o.contract_months,
  (array[99.5, 99.7, 99.9, 99.95])[1 + floor(o.r1 * 40)::int % 4]::numeric(6, 3),
  '',
  o.status,
  case when o.status = 'draft' then null
    else o.published_at + (least(o.offers_deadline, now()) - o.published_at) * (0.1 + o.r3 * 0.85) end,
  o.published_at + (least(o.offers_deadline, now()) - o.published_at) * (0.05 + o.r3 * 0.5),
  o.published_at + (least(o.offers_deadline, now()) - o.published_at) * (0.1 + o.r3 * 0.85)
from b_o o
join b_org org on org.g = o.org_g
cross join b_lists l;
