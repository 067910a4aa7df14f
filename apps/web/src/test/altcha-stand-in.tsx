/**
 * Stands in for the bot-check widget in component tests (`vi.mock(…altcha-widget, () =>
 * import(…altcha-stand-in))`): the real one solves a proof of work in workers. Its buttons answer
 * as the widget would, solved or failed; it says when a submit has asked it to solve.
 */
export function AltchaWidget({
  onChange,
  error,
  solving = false,
}: {
  onChange: (payload: string | null) => void;
  error?: string | null;
  solving?: boolean;
}) {
  return (
    <div>
      <button type="button" onClick={() => onChange('solved-payload')}>
        Пройти перевірку
      </button>
      <button type="button" onClick={() => onChange(null)}>
        Не пройти перевірку
      </button>
      {solving ? <p>Перевіряємо…</p> : null}
      {error ? <p>{error}</p> : null}
    </div>
  );
}
