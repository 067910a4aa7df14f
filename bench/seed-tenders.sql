-- 10,000 tenders for the list benchmark, straight into the tenders table.
-- Parameters: $1 = author (a bank user id), $2 = how many. Numbers use the year 2099 so they
-- never collide with the demo tenders' numbers.
with regions_arr as (select array_agg(id order by id) as ids from regions),
params as (
  select
    array['published', 'published', 'published', 'evaluation', 'awarded', 'completed', 'cancelled', 'unsuccessful', 'draft'] as statuses,
    array['Київ', 'Львів', 'Одеса', 'Дніпро', 'Харків', 'Вінниця', 'Полтава', 'Чернігів', 'Ужгород', 'Житомир'] as cities,
    array['Інтернет-канал', 'Канал передачі даних', 'Резервний канал', 'Оптичний канал', 'VPN L2'] as kinds
)
insert into tenders (
  number, title, description, region_id, branch_name, address, bandwidth_mbps, connection_date,
  contract_months, budget_monthly, offers_deadline, status, created_by, published_at, created_at, updated_at
)
select
  'ТТ-2099-' || lpad(g::text, 6, '0'),
  p.kinds[1 + g % 5] || ' ' || (array[50, 100, 200, 500, 1000])[1 + g % 5] || ' Мбіт/с для відділення №' || g || ', ' || p.cities[1 + g % 10],
  'Підключення відділення банку до мережі передачі даних.',
  r.ids[1 + g % array_length(r.ids, 1)],
  'Відділення №' || g,
  'м. ' || p.cities[1 + g % 10] || ', вул. Шевченка, ' || (1 + g % 200),
  (array[50, 100, 200, 500, 1000])[1 + g % 5],
  (current_date + (30 + g % 90))::date,
  (array[12, 24, 36])[1 + g % 3],
  (1000 + g % 50 * 100)::numeric(14, 2),
  now() + ((g % 120) - 60) * interval '1 day' + (g % 24) * interval '1 hour',
  p.statuses[1 + g % 9],
  $1,
  case when p.statuses[1 + g % 9] = 'draft' then null else now() - (g % 90) * interval '1 day' end,
  now() - (g % 90) * interval '1 day' - interval '1 day',
  now() - (g % 90) * interval '1 day'
from generate_series(1, $2::int) as g, regions_arr r, params p;
