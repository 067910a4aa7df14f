/** The business time zone: dates and years are Kyiv's whatever the server's zone is. */
export const KYIV_TZ = 'Europe/Kyiv';

const dateFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: KYIV_TZ,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const dateTimeFormat = new Intl.DateTimeFormat('uk-UA', {
  timeZone: KYIV_TZ,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** The Kyiv calendar date of an instant, `YYYY-MM-DD`. */
export const kyivDate = (at: Date): string => dateFormat.format(at);

/** `22.11.2026 17:00` in Kyiv time, for messages. */
export const formatKyivDateTime = (at: Date): string => dateTimeFormat.format(at).replace(',', '');
