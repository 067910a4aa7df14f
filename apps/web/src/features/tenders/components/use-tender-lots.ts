import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { UseFormReturnType } from '@mantine/form';
import { MAX_LOTS } from '@tt/contracts/lots';
import { arrangeLots, formLots, hasLots, type TenderFormValues } from './tender-form-values';
import { emptyLot, isLotEmpty, lotSite, newLotKey, type LotFormValues } from './tender-lot-values';

type Focus = { key: string; on: 'title' | 'up' | 'down' } | 'add';

/** From this many lots, lots loaded or imported start folded to a line each: a roll-out stays scannable. */
const FOLD_FROM = 4;

const foldedAtFirst = (lots: LotFormValues[]) => new Set(lots.length >= FOLD_FROM ? lots.map((l) => l.key) : []);

/**
 * The lots of the tender form: one site by default, a list of lots once «Додати лот» is
 * pressed, the single site again when one lot is left. After each change the focus goes where
 * a keyboard user carries on: the new lot's title, the moved lot's button, the next lot.
 */
export function useTenderLots(form: UseFormReturnType<TenderFormValues>) {
  const idPrefix = useId();
  // getValues reads the latest values whichever render it comes from.
  const { getValues, setValues, setErrors } = form;
  // The messages as last shown: a card that has not rendered since still moves the latest ones.
  const errors = useRef(form.errors);
  useEffect(() => {
    errors.current = form.errors;
  });

  // Keys of the lots shown as one line; a lot added or copied opens with its fields.
  const [folded, setFolded] = useState<ReadonlySet<string>>(() => foldedAtFirst(formLots(getValues())));
  const toggle = useCallback(
    (key: string) =>
      setFolded((current) => {
        const next = new Set(current);
        if (!next.delete(key)) next.add(key);
        return next;
      }),
    [],
  );
  const foldAll = useCallback(
    (fold: boolean) => setFolded(new Set(fold ? formLots(getValues()).map((l) => l.key) : [])),
    [getValues],
  );

  const titleId = useCallback((key: string) => `${idPrefix}${key}-title`, [idPrefix]);
  const addButtonId = `${idPrefix}add`;

  const focusLater = useCallback(
    (focus: Focus) =>
      requestAnimationFrame(() => {
        if (focus === 'add') {
          document.getElementById(addButtonId)?.focus();
          return;
        }
        const card = document.querySelector(`[data-lot-key="${focus.key}"]`);
        if (focus.on === 'title') {
          document.getElementById(titleId(focus.key))?.focus();
          return;
        }
        const other = focus.on === 'up' ? 'down' : 'up';
        const button =
          card?.querySelector<HTMLButtonElement>(`[data-lot-action="${focus.on}"]:not(:disabled)`) ??
          card?.querySelector<HTMLButtonElement>(`[data-lot-action="${other}"]:not(:disabled)`);
        button?.focus();
      }),
    [addButtonId, titleId],
  );

  /** Applies a new order of lots (indexes of formLots, or new lots). */
  const arrange = useCallback(
    (order: (number | LotFormValues)[]) => {
      const next = arrangeLots(getValues(), errors.current, order);
      // Setting the values clears every message: they are set again after, each with its lot.
      setValues(next.values);
      setErrors(next.errors);
      return next.values;
    },
    [getValues, setValues, setErrors],
  );

  const indexes = useCallback(() => formLots(getValues()).map((_, i) => i), [getValues]);

  const add = useCallback(() => {
    const lot = emptyLot();
    arrange([...indexes(), lot]);
    focusLater({ key: lot.key, on: 'title' });
  }, [arrange, focusLater, indexes]);

  const duplicate = useCallback(
    (index: number) => {
      const source = formLots(getValues())[index]!;
      const copy = { ...lotSite(source), key: newLotKey() };
      const order: (number | LotFormValues)[] = indexes();
      order.splice(index + 1, 0, copy);
      arrange(order);
      focusLater({ key: copy.key, on: 'title' });
    },
    [arrange, focusLater, getValues, indexes],
  );

  const remove = useCallback(
    (index: number) => {
      const values = arrange(indexes().filter((i) => i !== index));
      if (!hasLots(values)) {
        focusLater('add');
        return;
      }
      const next = values.lots[Math.min(index, values.lots.length - 1)]!;
      focusLater({ key: next.key, on: 'title' });
    },
    [arrange, focusLater, indexes],
  );

  const move = useCallback(
    (index: number, direction: 'up' | 'down') => {
      const to = direction === 'up' ? index - 1 : index + 1;
      const order = indexes();
      if (to < 0 || to >= order.length) return;
      [order[index], order[to]] = [order[to]!, order[index]!];
      const values = arrange(order);
      focusLater({ key: values.lots[to]!.key, on: direction });
    },
    [arrange, focusLater, indexes],
  );

  /** The lots of an imported sheet instead of the form's. */
  const replace = useCallback(
    (lots: LotFormValues[]) => {
      arrange(lots);
      setFolded(foldedAtFirst(lots));
      focusLater(lots.length > 1 ? { key: lots[0]!.key, on: 'title' } : 'add');
    },
    [arrange, focusLater],
  );

  /** The lots of an imported sheet after the form's own; the form's empty lots give way to them. */
  const append = useCallback(
    (lots: LotFormValues[]) => {
      const kept = formLots(getValues()).flatMap((lot, i) => (isLotEmpty(lot) ? [] : [i]));
      setFolded(foldedAtFirst(arrange([...kept, ...lots]).lots));
      focusLater({ key: lots[0]!.key, on: 'title' });
    },
    [arrange, focusLater, getValues],
  );

  const values = form.values;
  const lots = formLots(values);
  return {
    /** Two or more lots: the form shows them as a list. */
    many: hasLots(values),
    count: lots.length,
    /** Lots with something typed in them (an import replacing them asks first). */
    filled: lots.filter((lot) => !isLotEmpty(lot)).length,
    canAdd: lots.length < MAX_LOTS,
    add,
    duplicate,
    remove,
    move,
    replace,
    append,
    folded,
    toggle,
    foldAll,
    titleId,
    addButtonId,
  };
}
