import { and, asc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { BANK_VISIBLE_OFFER_STATUSES } from '@tt/contracts/lifecycles';
import {
  CHANNEL_KIND_LABELS,
  type TChannelOption,
  type TChannelOptionCreate,
  type TChannelOptionUpdate,
} from '@tt/contracts/settings';
import type { Db, DbOrTx } from '../../db/client.ts';
import { channelOptions, offers, tenders } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import { offersUnsealedSql } from '../offers/offer-policy.ts';
import { recordSettingsChange } from '../settings/record-change.ts';

const bankVisibleOffer = sql.join(
  BANK_VISIBLE_OFFER_STATUSES.map((s) => sql.raw(`'${s}'`)),
  sql`, `,
);

/**
 * How many tenders and offers name each value, in one statement: every channel column of both
 * tables stacked and counted by id. Only offers the bank may see are counted — submitted ones
 * and outcomes of tenders whose offers are unsealed — so the count says nothing of sealed offers
 * (docs/product/sealed-offers.md): a provider's choice must not show up here before the deadline.
 */
const usage = sql`(
  select u.option_id, count(*)::int as used from (
    select physics_id as option_id from ${tenders}
    union all select interface_id from ${tenders}
    union all select protocol_id from ${tenders}
    union all select v.option_id from ${offers}
      join ${tenders} on ${tenders.id} = ${offers.tenderId}
      cross join lateral (values (${offers.physicsId}), (${offers.interfaceId}), (${offers.protocolId})) as v(option_id)
      where ${offers.status} in (${bankVisibleOffer}) and ${offersUnsealedSql}
  ) u where u.option_id is not null group by u.option_id
) usage`;

const usedSql = sql<number>`coalesce(usage.used, 0)`.mapWith(Number);

async function selectOptions(db: DbOrTx, where?: SQL): Promise<TChannelOption[]> {
  return db
    .select({
      id: channelOptions.id,
      kind: channelOptions.kind,
      name: channelOptions.name,
      is_active: channelOptions.isActive,
      used: usedSql,
    })
    .from(channelOptions)
    .leftJoin(usage, sql`usage.option_id = ${channelOptions.id}`)
    .where(where)
    .orderBy(asc(channelOptions.kind), asc(channelOptions.sort), asc(channelOptions.id));
}

/** All three dictionaries with each value's state and use, for the settings screen. */
export function listChannelOptionsForAdmin(db: DbOrTx): Promise<TChannelOption[]> {
  return selectOptions(db);
}

async function optionById(db: DbOrTx, id: number): Promise<TChannelOption> {
  const [option] = await selectOptions(db, eq(channelOptions.id, id));
  if (!option) throw notFound('Значення довідника не знайдено');
  return option;
}

const dictionaryName = (kind: TChannelOption['kind']) => CHANNEL_KIND_LABELS[kind];

/** A name already in the dictionary, ignoring case and surrounding spaces (two «Оптоволокно» would be one value twice). */
async function assertNameFree(db: DbOrTx, kind: TChannelOption['kind'], name: string, exceptId?: number) {
  const [taken] = await db
    .select({ name: channelOptions.name })
    .from(channelOptions)
    .where(
      and(
        eq(channelOptions.kind, kind),
        sql`lower(${channelOptions.name}) = lower(${name})`,
        exceptId === undefined ? undefined : ne(channelOptions.id, exceptId),
      ),
    )
    .limit(1);
  if (taken) throw nameTaken(kind, taken.name);
}

const nameTaken = (kind: TChannelOption['kind'], name: string) => {
  const message = `Поле «Назва»: значення «${name}» уже є в довіднику «${dictionaryName(kind)}»`;
  return new AppError(409, 'conflict', message, { fields: { name: message } });
};

/** A new, active value at the end of its dictionary. */
export async function createChannelOption(
  db: Db,
  input: TChannelOptionCreate,
  actorId: number,
): Promise<TChannelOption> {
  try {
    return await db.transaction(async (tx) => {
      await assertNameFree(tx, input.kind, input.name);
      const [created] = await tx
        .insert(channelOptions)
        .values({
          kind: input.kind,
          name: input.name,
          sort: sql`(select coalesce(max(${channelOptions.sort}), -1) + 1 from ${channelOptions} where ${channelOptions.kind} = ${input.kind})`,
        })
        .returning({ id: channelOptions.id });
      await recordSettingsChange(tx, {
        area: 'channels',
        action: 'channel_created',
        summary: `Додано значення «${input.name}» до довідника «${dictionaryName(input.kind)}»`,
        details: { option_id: created!.id, kind: input.kind, name: input.name },
        actorId,
      });
      return optionById(tx, created!.id);
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw nameTaken(input.kind, input.name);
    throw e;
  }
}

/**
 * Renames a value or turns it off or on. A deactivated value is no longer offered in forms but
 * stays on every tender and offer that has it; nothing is ever deleted, so no name goes missing
 * from a card or a comparison.
 */
export async function updateChannelOption(
  db: Db,
  id: number,
  input: TChannelOptionUpdate,
  actorId: number,
): Promise<TChannelOption> {
  try {
    return await db.transaction(async (tx) => {
      const [current] = await tx.select().from(channelOptions).where(eq(channelOptions.id, id)).for('update');
      if (!current) throw notFound('Значення довідника не знайдено');
      const dictionary = dictionaryName(current.kind);
      const rename = input.name !== undefined && input.name !== current.name ? input.name : undefined;
      const toggle =
        input.is_active !== undefined && input.is_active !== current.isActive ? input.is_active : undefined;
      if (rename !== undefined) await assertNameFree(tx, current.kind, rename, id);
      if (rename === undefined && toggle === undefined) return optionById(tx, id);

      await tx
        .update(channelOptions)
        .set({
          ...(rename !== undefined ? { name: rename } : {}),
          ...(toggle !== undefined ? { isActive: toggle } : {}),
        })
        .where(eq(channelOptions.id, id));
      if (rename !== undefined) {
        await recordSettingsChange(tx, {
          area: 'channels',
          action: 'channel_renamed',
          summary: `Перейменовано значення довідника «${dictionary}»: «${current.name}» → «${rename}»`,
          details: { option_id: id, kind: current.kind, name: { from: current.name, to: rename } },
          actorId,
        });
      }
      if (toggle !== undefined) {
        const name = rename ?? current.name;
        await recordSettingsChange(tx, {
          area: 'channels',
          action: toggle ? 'channel_activated' : 'channel_deactivated',
          summary: toggle
            ? `Знову пропонується значення «${name}» довідника «${dictionary}»`
            : `Вимкнено значення «${name}» довідника «${dictionary}»: форми його більше не пропонують, а тендери й пропозиції, що його мають, зберігають`,
          details: { option_id: id, kind: current.kind, name, is_active: { from: current.isActive, to: toggle } },
          actorId,
        });
      }
      return optionById(tx, id);
    });
  } catch (e) {
    if (isUniqueViolation(e) && input.name !== undefined) {
      const [current] = await db
        .select({ kind: channelOptions.kind })
        .from(channelOptions)
        .where(eq(channelOptions.id, id));
      if (current) throw nameTaken(current.kind, input.name);
    }
    throw e;
  }
}
