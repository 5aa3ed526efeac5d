/**
 * The one vocabulary of days of the week that every L2 takes: the abbreviation (`Mon`) or the full
 * name (`Monday`), in any case. Each L2 writes the form its service expects (`MON` in a pipeline
 * cron expression, `Mon` in a time window).
 *
 * Internal to the L2s: not exported from the package index.
 */

/** The abbreviations, Sunday first (the index is the day of the week). */
export const DAY_ABBREVIATIONS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const FULL_NAMES = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/** What a day may be, for messages. */
export const DAYS_ALLOWED = 'Sun to Sat, or Sunday to Saturday, in any case';

/**
 * The day of the week (0 for Sunday) of `Mon` or `Monday` in any case; undefined for anything else.
 * @param text the day
 */
export function dayOfWeek(text: string): number | undefined {
  const lower = text.toLowerCase();
  const i = lower.length === 3 ? DAY_ABBREVIATIONS.findIndex((d) => d.toLowerCase() === lower) : FULL_NAMES.indexOf(lower);
  return i < 0 ? undefined : i;
}
