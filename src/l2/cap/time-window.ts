import { Token } from '../../constructs/cdktf';
import { parseTimeWindow, windowsOverlap } from '../../constructs/formats';
import { DAY_ABBREVIATIONS, DAYS_ALLOWED, dayOfWeek } from '../days';
import { TIME_WINDOW } from '../kinds';
import { PropProblems } from '../problems';

const DAY_NAMES = DAY_ABBREVIATIONS;
const MINUTES_PER_WEEK = 7 * 24 * 60;

/** A window with its days written as the service writes them (`Monday` and `MON` become `Mon`). */
function normalizeDays(text: string): string {
  const m = /^([A-Za-z]+)(:[^-]*)-([A-Za-z]+)(:.*)$/.exec(text);
  if (!m) return text;
  const start = dayOfWeek(m[1]);
  const end = dayOfWeek(m[3]);
  return start === undefined || end === undefined ? text : `${DAY_NAMES[start]}${m[2]}-${DAY_NAMES[end]}${m[4]}`;
}

function format(minute: number): string {
  const day = Math.floor(minute / 1440);
  const h = Math.floor((minute % 1440) / 60);
  const m = minute % 60;
  return `${DAY_NAMES[day]}:${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/**
 * A weekly time window, `ddd:hh:mm-ddd:hh:mm` (UTC), as the spot-capacity package's schedules
 * (shutdown hours, suspension hours, maintenance windows) take it. A window whose end comes before
 * its start wraps past Saturday midnight (`Sat:22:00-Sun:04:00`).
 *
 * Days are `Sun` to `Sat` or `Sunday` to `Saturday`, in any case (the vocabulary of every L2, as
 * `repo.Schedule.weekly` takes them), written as `Sun` to `Sat`.
 *
 * Windows are literal: they are parsed, and checked for overlaps, when the app is built, so a token
 * (a reference or a variable, resolved only by Terraform) cannot be a window; `parse` and `of` throw a
 * clear error for one. To take shutdown hours from a variable, set the L1's `scheduledTasks` instead.
 *
 * @example
 * const nights = cap.TimeWindow.parse('Fri:20:00-Mon:06:00');
 * cap.TimeWindow.assertNoOverlap([nights, cap.TimeWindow.of('Wed', '01:00', 'Wed', '02:00')]);
 */
export class TimeWindow {
  /**
   * Parses `ddd:hh:mm-ddd:hh:mm` (days `Sun` to `Sat` or `Sunday` to `Saturday`, in any case; hours
   * 00 to 23, minutes 00 to 59). Days are written back as `Sun` to `Sat`.
   * @param text the window, a literal string
   * @throws when the text is not a valid window, or is a token (windows are literal only)
   */
  public static parse(text: string): TimeWindow {
    const problems = new PropProblems(undefined, 'TimeWindow.parse');
    problems.requireString('text', text);
    problems.throwIfAny();
    if (Token.isUnresolved(text)) {
      throw new Error(
        `TimeWindow: ${JSON.stringify(text)} holds a token (a reference or a variable, known only to Terraform); a window is parsed and checked ` +
        'for overlaps when the app is built, so it must be a literal ddd:hh:mm-ddd:hh:mm. To take the window from a variable, set the L1\'s scheduledTasks instead.',
      );
    }
    const w = parseTimeWindow(normalizeDays(text));
    if (typeof w === 'string') {
      throw new Error(`TimeWindow: ${JSON.stringify(text)} ${w}`);
    }
    return new TimeWindow(w.start, w.end);
  }

  /**
   * A window from a start day and time to an end day and time (literals; see `parse`).
   * @param startDay `Sun` to `Sat`, or `Sunday` to `Saturday`, in any case (as `repo.Schedule.weekly` takes it)
   * @param startTime `hh:mm` (or `h:mm`)
   * @param endDay `Sun` to `Sat`, or `Sunday` to `Saturday`, in any case
   * @param endTime `hh:mm` (or `h:mm`)
   */
  public static of(startDay: string, startTime: string, endDay: string, endTime: string): TimeWindow {
    const problems = new PropProblems(undefined, 'TimeWindow.of');
    const args = { startDay, startTime, endDay, endTime };
    for (const [name, value] of Object.entries(args)) problems.requireString(name, value);
    const day = (name: string, value: string): string => {
      if (!problems.judge(name, value)) return value;
      const i = dayOfWeek(value);
      problems.check(i !== undefined, `${name}: ${JSON.stringify(value)} is not a day of the week (${DAYS_ALLOWED})`);
      return i === undefined ? value : DAY_NAMES[i];
    };
    const time = (name: string, value: string): string => {
      if (!problems.judge(name, value)) return value;
      const ok = /^([01]?\d|2[0-3]):[0-5]\d$/.test(value);
      problems.check(ok, `${name}: ${JSON.stringify(value)} is not a time of day hh:mm (00:00 to 23:59)`);
      return ok && value.length === 4 ? `0${value}` : value;
    };
    const text = `${day('startDay', startDay)}:${time('startTime', startTime)}-${day('endDay', endDay)}:${time('endTime', endTime)}`;
    problems.throwIfAny();
    return TimeWindow.parse(text);
  }

  /**
   * Every pair of overlapping windows, as readable text (empty when none overlap). Windows that only
   * touch do not overlap.
   * @param windows the windows
   */
  public static findOverlaps(windows: TimeWindow[]): string[] {
    const problems = new PropProblems(undefined, 'TimeWindow.findOverlaps');
    problems.requireInstances('windows', windows, TimeWindow, TIME_WINDOW);
    problems.throwIfAny();
    const texts = windows.map((w) => w.toString());
    return windowsOverlap(texts).map(([i, j]) => `${texts[i]} overlaps ${texts[j]}`);
  }

  /**
   * Throws when any two windows overlap, naming every overlapping pair.
   * @param windows the windows
   */
  public static assertNoOverlap(windows: TimeWindow[]): void {
    const problems = new PropProblems(undefined, 'TimeWindow.assertNoOverlap');
    problems.requireInstances('windows', windows, TimeWindow, TIME_WINDOW);
    problems.throwIfAny();
    const overlaps = TimeWindow.findOverlaps(windows);
    if (overlaps.length) {
      throw new Error(`TimeWindow: windows must not overlap: ${overlaps.join('; ')}`);
    }
  }

  private constructor(private readonly start: number, private readonly end: number) {}

  /** Start, as `ddd:hh:mm`. */
  public get startsAt(): string {
    return format(this.start);
  }

  /** End, as `ddd:hh:mm`. */
  public get endsAt(): string {
    return format(this.end);
  }

  /** Whether the window wraps past Saturday midnight. */
  public get wrapsWeekEnd(): boolean {
    return this.end < this.start;
  }

  /** Length of the window in minutes. */
  public get durationMinutes(): number {
    return this.wrapsWeekEnd ? MINUTES_PER_WEEK - this.start + this.end : this.end - this.start;
  }

  /**
   * Whether this window overlaps another.
   * @param other the other window
   */
  public overlaps(other: TimeWindow): boolean {
    const problems = new PropProblems(undefined, 'TimeWindow.overlaps');
    problems.requireInstance('other', other, TimeWindow, TIME_WINDOW);
    problems.throwIfAny();
    return windowsOverlap([this.toString(), other.toString()]).length > 0;
  }

  /** The window as `ddd:hh:mm-ddd:hh:mm`. */
  public toString(): string {
    return `${this.startsAt}-${this.endsAt}`;
  }
}
