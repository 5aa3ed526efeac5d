/**
 * Named string formats of the schema (`format:` in schema/*.yaml) and the time-window arithmetic the
 * validation engine and the TimeWindow value type share.
 *
 * Each checker returns undefined for a valid value, or the end of a sentence that starts with the
 * value ("... is not valid JSON").
 */
import { Format } from './specs';

const DAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
const MINUTES_PER_WEEK = 7 * 24 * 60;
const WINDOW = /^([A-Za-z]{3}):(\d{2}):(\d{2})-([A-Za-z]{3}):(\d{2}):(\d{2})$/;

/** Minute of the week (Sunday 00:00 = 0) of `ddd`, `hh`, `mm`, or a reason it is invalid. */
function minuteOfWeek(day: string, hour: string, minute: string): number | string {
  const d = DAYS.indexOf(day.toLowerCase());
  if (d < 0) {
    return `has day "${day}"; days are Sun, Mon, Tue, Wed, Thu, Fri, Sat`;
  }
  const h = Number(hour);
  const m = Number(minute);
  if (h > 23) {
    return `has hour ${hour}; hours are 00 to 23`;
  }
  if (m > 59) {
    return `has minute ${minute}; minutes are 00 to 59`;
  }
  return d * 24 * 60 + h * 60 + m;
}

/**
 * Parses `ddd:hh:mm-ddd:hh:mm` into start and end minute of the week. A window whose end comes before
 * its start wraps past Saturday midnight. Returns a reason string when invalid.
 */
export function parseTimeWindow(value: string): { start: number; end: number } | string {
  const m = WINDOW.exec(value);
  if (!m) {
    return 'is not a time window of the form ddd:hh:mm-ddd:hh:mm (for example Sat:22:00-Sun:04:00)';
  }
  const start = minuteOfWeek(m[1], m[2], m[3]);
  if (typeof start === 'string') {
    return start;
  }
  const end = minuteOfWeek(m[4], m[5], m[6]);
  if (typeof end === 'string') {
    return end;
  }
  if (start === end) {
    return 'starts and ends at the same time';
  }
  return { start, end };
}

/** Half-open minute intervals of a window within one week, split where it wraps. */
function segments(w: { start: number; end: number }): Array<[number, number]> {
  return w.end > w.start
    ? [[w.start, w.end]]
    : [
      [w.start, MINUTES_PER_WEEK],
      [0, w.end],
    ];
}

/** Index pairs of windows that overlap (windows that merely touch do not). Invalid ones are ignored. */
export function windowsOverlap(values: string[]): Array<[number, number]> {
  const parsed = values.map(parseTimeWindow);
  const pairs: Array<[number, number]> = [];
  for (let i = 0; i < parsed.length; i++) {
    for (let j = i + 1; j < parsed.length; j++) {
      const a = parsed[i];
      const b = parsed[j];
      if (typeof a === 'string' || typeof b === 'string') {
        continue;
      }
      if (segments(a).some(([s1, e1]) => segments(b).some(([s2, e2]) => s1 < e2 && s2 < e1))) {
        pairs.push([i, j]);
      }
    }
  }
  return pairs;
}

const CRON_FIELDS: Array<{ name: string; min: number; max: number; names?: string[] }> = [
  { name: 'minute', min: 0, max: 59 },
  { name: 'hour', min: 0, max: 23 },
  { name: 'day of month', min: 1, max: 31 },
  { name: 'month', min: 1, max: 12, names: ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'] },
  { name: 'day of week', min: 0, max: 7, names: DAYS },
];

function cronValue(text: string, f: (typeof CRON_FIELDS)[number]): number | undefined {
  if (/^\d+$/.test(text)) {
    const n = Number(text);
    return n >= f.min && n <= f.max ? n : undefined;
  }
  const i = f.names?.indexOf(text.toLowerCase()) ?? -1;
  return i < 0 ? undefined : i + (f.name === 'month' ? 1 : 0);
}

function checkCronField(text: string, f: (typeof CRON_FIELDS)[number]): string | undefined {
  for (const part of text.split(',')) {
    const [base, step, extra] = part.split('/');
    if (extra !== undefined || (step !== undefined && !/^[1-9]\d*$/.test(step))) {
      return `has an invalid step in the ${f.name} field "${text}"`;
    }
    if (base === '*') {
      continue;
    }
    const [lo, hi, more] = base.split('-');
    const a = cronValue(lo, f);
    const b = hi === undefined ? a : cronValue(hi, f);
    if (more !== undefined || a === undefined || b === undefined) {
      return `has an invalid ${f.name} field "${text}"; allowed ${f.min} to ${f.max}${f.names ? ' or names' : ''}, *, ranges, lists and steps`;
    }
    if (b < a) {
      return `has a backwards range in the ${f.name} field "${text}"`;
    }
  }
  return undefined;
}

/** A Unix cron expression: five fields (minute hour day-of-month month day-of-week). */
export function checkCron(value: string): string | undefined {
  const fields = value.trim().split(/\s+/);
  if (fields.length !== 5) {
    return `is not a Unix cron expression: expected 5 fields (minute hour day-of-month month day-of-week), found ${fields.length}`;
  }
  for (let i = 0; i < 5; i++) {
    const problem = checkCronField(fields[i], CRON_FIELDS[i]);
    if (problem) {
      return problem;
    }
  }
  return undefined;
}

interface CronWithSecondsField {
  name: string;
  min: number;
  max: number;
  names?: string[];
  /** What else the field allows, for messages. */
  extra?: string;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

const CRON_WITH_SECONDS_FIELDS: CronWithSecondsField[] = [
  { name: 'seconds', min: 0, max: 59 },
  { name: 'minutes', min: 0, max: 59 },
  { name: 'hours', min: 0, max: 23 },
  { name: 'day-of-month', min: 1, max: 31, extra: '?, L, L-n, nW, LW' },
  { name: 'month', min: 1, max: 12, names: MONTHS },
  { name: 'day-of-week', min: 1, max: 7, names: DAYS, extra: '?, L, nL, n#k' },
  { name: 'year', min: 1970, max: 2099 },
];

/** The example every message of the 7-field form points to. */
const CRON_WITH_SECONDS_FORM =
  'seconds minutes hours day-of-month month day-of-week year, for example "0 0 12 * * ? *" (12:00 UTC every day)';

function cronWithSecondsValue(text: string, f: CronWithSecondsField): number | undefined {
  if (/^\d+$/.test(text)) {
    const n = Number(text);
    return n >= f.min && n <= f.max ? n : undefined;
  }
  const i = f.names?.indexOf(text.toLowerCase()) ?? -1;
  return i < 0 ? undefined : i + 1;
}

function allowedIn(f: CronWithSecondsField): string {
  const range = `${f.min} to ${f.max}${f.name === 'day-of-week' ? ' (1 = SUN)' : ''}`;
  const names = f.names ? ` or ${f.names[0].toUpperCase()} to ${f.names[f.names.length - 1].toUpperCase()}` : '';
  return `allowed ${range}${names}, ${f.extra ? `${f.extra}, ` : ''}*, ranges (a-b), lists (a,b) and steps (*/n, a/n)`;
}

/** The special forms of day-of-month and day-of-week, which stand alone in their field. */
function cronWithSecondsSpecial(text: string, f: CronWithSecondsField): boolean | undefined {
  const t = text.toUpperCase();
  if (f.name === 'day-of-month') {
    if (t === 'L' || t === 'LW') return true;
    let m = /^L-(\d+)$/.exec(t);
    if (m) return Number(m[1]) >= 1 && Number(m[1]) <= 30;
    m = /^(\d+)W$/.exec(t);
    if (m) return cronWithSecondsValue(m[1], f) !== undefined;
  }
  if (f.name === 'day-of-week') {
    if (t === 'L') return true;
    let m = /^([A-Z0-9]+)L$/.exec(t);
    if (m) return cronWithSecondsValue(m[1], f) !== undefined;
    m = /^([A-Z0-9]+)#(\d+)$/.exec(t);
    if (m) return cronWithSecondsValue(m[1], f) !== undefined && Number(m[2]) >= 1 && Number(m[2]) <= 5;
  }
  return undefined;
}

function checkCronWithSecondsField(text: string, f: CronWithSecondsField): string | undefined {
  const invalid = `has an invalid ${f.name} field "${text}"; ${allowedIn(f)}`;
  if (text === '?') {
    return f.extra?.startsWith('?') ? undefined : `has "?" in the ${f.name} field; "?" (no specific value) is allowed only in day-of-month and day-of-week`;
  }
  const special = cronWithSecondsSpecial(text, f);
  if (special !== undefined) {
    return special ? undefined : invalid;
  }
  const maxStep = f.max - f.min;
  for (const part of text.split(',')) {
    const [base, step, extra] = part.split('/');
    if (extra !== undefined || (step !== undefined && (!/^\d+$/.test(step) || Number(step) < 1 || Number(step) > maxStep))) {
      return `has an invalid step in the ${f.name} field "${text}"; a step is a whole number from 1 to ${maxStep}`;
    }
    if (base === '*') {
      continue;
    }
    const [lo, hi, more] = base.split('-');
    const a = cronWithSecondsValue(lo, f);
    const b = hi === undefined ? a : cronWithSecondsValue(hi, f);
    if (more !== undefined || a === undefined || b === undefined) {
      return invalid;
    }
    if (b < a) {
      const first = f.names ? f.names[0].toUpperCase() : String(f.min);
      const last = f.names ? f.names[f.names.length - 1].toUpperCase() : String(f.max);
      return `has a backwards range in the ${f.name} field "${text}"; write a range that wraps as two, ${lo}-${last},${first}-${hi}`;
    }
  }
  return undefined;
}

/**
 * A cron expression with seconds, as the pipeline-schedule service takes it: seven fields (seconds
 * minutes hours day-of-month month day-of-week year), in UTC, with `?` (no specific value) in exactly
 * one of day-of-month and day-of-week. `0 0 12 * * ? *` runs at 12:00 UTC every day.
 */
export function checkCronWithSeconds(value: string): string | undefined {
  const fields = value.trim().split(/\s+/);
  if (fields.length !== 7) {
    const unix = fields.length === 5 ? ' (a 5-field Unix cron expression is rejected by the service)' : '';
    return `is not a cron expression with seconds: expected 7 fields (${CRON_WITH_SECONDS_FORM}), found ${fields.length}${unix}`;
  }
  for (let i = 0; i < 7; i++) {
    const problem = checkCronWithSecondsField(fields[i], CRON_WITH_SECONDS_FIELDS[i]);
    if (problem) {
      return problem;
    }
  }
  const dom = fields[3] === '?';
  const dow = fields[5] === '?';
  if (dom && dow) {
    return 'has "?" in both day-of-month and day-of-week; exactly one of them must be "?" (no specific value), for example "0 0 12 * * ? *" or "0 0 12 ? * MON *"';
  }
  if (!dom && !dow) {
    return `sets both day-of-month "${fields[3]}" and day-of-week "${fields[5]}"; one of them must be "?" (no specific value), for example "0 0 12 * * ? *" or "0 0 12 ? * MON *"`;
  }
  return undefined;
}

const KEY_TYPES = [
  'ssh-ed25519',
  'ssh-rsa',
  'ssh-dss',
  'ecdsa-sha2-nistp256',
  'ecdsa-sha2-nistp384',
  'ecdsa-sha2-nistp521',
  'sk-ssh-ed25519@openssh.com',
  'sk-ecdsa-sha2-nistp256@openssh.com',
];

/** An OpenSSH public key line: `<type> <base64 blob> [comment]`, the blob naming the same type. */
export function checkOpensshPublicKey(value: string): string | undefined {
  const [type, blob] = value.trim().split(/\s+/);
  const expected = `is not an OpenSSH public key ("<type> <base64> [comment]", type one of ${KEY_TYPES.join(', ')})`;
  if (!KEY_TYPES.includes(type) || !blob || !/^[A-Za-z0-9+/]+={0,3}$/.test(blob)) {
    return expected;
  }
  const bytes = Buffer.from(blob, 'base64');
  if (bytes.length < 4) {
    return expected;
  }
  const len = bytes.readUInt32BE(0);
  if (bytes.toString('latin1', 4, 4 + len) !== type) {
    return `is not a valid OpenSSH public key: the key data does not encode a ${type} key`;
  }
  return undefined;
}

export function checkFormat(format: Format, value: string): string | undefined {
  switch (format) {
    case 'json': {
      let parsed: unknown;
      try {
        parsed = JSON.parse(value);
      } catch (e) {
        return `is not valid JSON (${(e as Error).message}); a JSON object such as {"key": "value"} is expected`;
      }
      return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
        ? undefined
        : 'is JSON but not a JSON object; a JSON object such as {"key": "value"} is expected';
    }
    case 'cron':
      return checkCron(value);
    case 'cronWithSeconds':
      return checkCronWithSeconds(value);
    case 'timeWindow': {
      const w = parseTimeWindow(value);
      return typeof w === 'string' ? w : undefined;
    }
    case 'commitAuthor':
      return /^[^<>\s][^<>]*\s<[^<>\s@]+@[^<>\s]+>$/.test(value) ? undefined : 'is not of the form `Name <email>`';
    case 'opensshPublicKey':
      return checkOpensshPublicKey(value);
    case 'relativeDuration':
      return /^(weeks|days|hours|minutes|seconds)=\d+(\.\d+)?(;(weeks|days|hours|minutes|seconds)=\d+(\.\d+)?)*$/.test(value)
        ? undefined
        : 'is not a relative duration of the form unit=amount[;unit=amount] with units weeks, days, hours, minutes, seconds (for example hours=1;minutes=30)';
    case 'url':
    case 'httpsUrl': {
      let url: URL;
      try {
        url = new URL(value);
      } catch {
        return 'is not an absolute URL';
      }
      if (format === 'httpsUrl' && url.protocol !== 'https:') {
        return 'is not an https URL';
      }
      return url.protocol === 'https:' || url.protocol === 'http:' ? undefined : 'is not an http or https URL';
    }
  }
}
