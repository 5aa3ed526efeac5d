import { checkCron, checkCronWithSeconds, checkFormat, checkOpensshPublicKey, parseTimeWindow, windowsOverlap } from '../../src/constructs/formats';

const ed25519 = (fill: number) =>
  `ssh-ed25519 ${Buffer.concat([Buffer.from([0, 0, 0, 11]), Buffer.from('ssh-ed25519'), Buffer.from([0, 0, 0, 32]), Buffer.alloc(32, fill)]).toString('base64')} deploy@ci`;

describe('time windows', () => {
  test('parses ddd:hh:mm-ddd:hh:mm into minutes of the week', () => {
    expect(parseTimeWindow('Mon:01:30-Mon:02:00')).toEqual({ start: 24 * 60 + 90, end: 24 * 60 + 120 });
    expect(parseTimeWindow('sun:00:00-Sat:23:59')).toEqual({ start: 0, end: 6 * 24 * 60 + 23 * 60 + 59 });
  });

  test.each([
    ['Mon:1:00-Mon:02:00', 'is not a time window'],
    ['Fun:01:00-Mon:02:00', 'has day "Fun"'],
    ['Mon:24:00-Tue:02:00', 'has hour 24'],
    ['Mon:01:60-Tue:02:00', 'has minute 60'],
    ['Mon:01:00-Mon:01:00', 'starts and ends at the same time'],
  ])('rejects %s', (value, reason) => {
    expect(parseTimeWindow(value)).toEqual(expect.stringContaining(reason));
  });

  test('finds overlapping windows, including windows that wrap past Saturday', () => {
    expect(windowsOverlap(['Mon:01:00-Mon:03:00', 'Mon:02:00-Mon:04:00'])).toEqual([[0, 1]]);
    expect(windowsOverlap(['Sat:22:00-Sun:02:00', 'Sun:01:00-Sun:03:00'])).toEqual([[0, 1]]);
    expect(windowsOverlap(['Sat:22:00-Sun:02:00', 'Sat:23:00-Sat:23:30'])).toEqual([[0, 1]]);
    expect(windowsOverlap(['Sat:22:00-Sun:02:00', 'Sun:02:00-Sun:03:00', 'Mon:00:00-Mon:01:00'])).toEqual([]);
    expect(windowsOverlap(['Mon:01:00-Mon:02:00', 'Mon:02:00-Mon:03:00'])).toEqual([]);
  });
});

describe('cron', () => {
  test.each(['0 2 * * *', '*/15 * * * *', '30 6 * * MON-FRI', '0 0 1,15 * *', '0 0 * JAN-MAR 0', '5-10/2 0 * * 7'])('accepts %s', (v) => {
    expect(checkCron(v)).toBeUndefined();
  });
  test.each([
    ['0 2 * *', 'expected 5 fields'],
    ['60 2 * * *', 'invalid minute field'],
    ['0 24 * * *', 'invalid hour field'],
    ['0 0 0 * *', 'invalid day of month field'],
    ['0 0 * 13 *', 'invalid month field'],
    ['0 0 * * 8', 'invalid day of week field'],
    ['0 0 * * FRI-MON', 'backwards range'],
    ['*/0 * * * *', 'invalid step'],
  ])('rejects %s', (v, reason) => {
    expect(checkCron(v)).toEqual(expect.stringContaining(reason));
  });
});

describe('cron with seconds (7 fields: seconds minutes hours day-of-month month day-of-week year)', () => {
  test.each(['0 0 12 * * ? *', '0 30 * * * ? *', '0 30 6 ? * MON *', '0 0/15 8-18 ? * MON-FRI *', '0 0 0 1,15 * ? 2030', '0 0 12 ? * 2#1 *', '0 0 12 L * ? *'])('accepts %s', (v) => {
    expect(checkCronWithSeconds(v)).toBeUndefined();
    expect(checkFormat('cronWithSeconds', v)).toBeUndefined();
  });
  test.each([
    ['0 2 * * *', 'expected 7 fields'],
    ['60 0 12 * * ? *', 'invalid seconds field'],
    ['0 60 12 * * ? *', 'invalid minutes field'],
    ['0 0 24 * * ? *', 'invalid hours field'],
    ['0 0 12 32 * ? *', 'invalid day-of-month field'],
    ['0 0 12 ? 13 MON *', 'invalid month field'],
    ['0 0 12 ? * 8 *', 'invalid day-of-week field'],
    ['0 0 12 * * * *', 'one of them must be "?"'],
  ])('rejects %s', (v, reason) => {
    expect(checkCronWithSeconds(v)).toEqual(expect.stringContaining(reason));
  });
});

describe('OpenSSH public keys', () => {
  test('accepts a key whose data encodes its type', () => {
    expect(checkOpensshPublicKey(ed25519(1))).toBeUndefined();
  });
  test('rejects a key of an unknown type, bad base64, or data of another type', () => {
    expect(checkOpensshPublicKey('ssh-foo AAAA')).toContain('is not an OpenSSH public key');
    expect(checkOpensshPublicKey('ssh-ed25519 not*base64')).toContain('is not an OpenSSH public key');
    expect(checkOpensshPublicKey(ed25519(1).replace(/^ssh-ed25519/, 'ssh-rsa'))).toContain('does not encode a ssh-rsa key');
  });
});

describe('other formats', () => {
  test('json must be a JSON object', () => {
    expect(checkFormat('json', '{"a":1}')).toBeUndefined();
    expect(checkFormat('json', '{}')).toBeUndefined();
    expect(checkFormat('json', '[1]')).toContain('not a JSON object');
    expect(checkFormat('json', 'null')).toContain('not a JSON object');
    expect(checkFormat('json', '{a:1}')).toContain('is not valid JSON');
  });
  test('commit author is Name <email>', () => {
    expect(checkFormat('commitAuthor', 'Ada Lovelace <ada@example.com>')).toBeUndefined();
    expect(checkFormat('commitAuthor', 'ada@example.com')).toContain('Name <email>');
    expect(checkFormat('commitAuthor', 'Ada <not-an-email>')).toContain('Name <email>');
  });
  test('relative durations', () => {
    expect(checkFormat('relativeDuration', 'minutes=10')).toBeUndefined();
    expect(checkFormat('relativeDuration', 'hours=1;minutes=30')).toBeUndefined();
    expect(checkFormat('relativeDuration', '10 minutes')).toContain('relative duration');
    expect(checkFormat('relativeDuration', 'years=1')).toContain('relative duration');
  });
  test('urls', () => {
    expect(checkFormat('url', 'http://example.com')).toBeUndefined();
    expect(checkFormat('httpsUrl', 'http://example.com')).toContain('not an https URL');
    expect(checkFormat('url', 'ftp://example.com')).toContain('not an http or https URL');
    expect(checkFormat('url', 'example.com')).toContain('not an absolute URL');
  });
});

describe('the exact message of each format problem (what a user reads after the path)', () => {
  const KEY = 'is not an OpenSSH public key ("<type> <base64> [comment]", type one of ssh-ed25519, ssh-rsa, ssh-dss, ecdsa-sha2-nistp256, ecdsa-sha2-nistp384, ecdsa-sha2-nistp521, sk-ssh-ed25519@openssh.com, sk-ecdsa-sha2-nistp256@openssh.com)';
  const NOT_BOTH = 'one of them must be "?" (no specific value), for example "0 0 12 * * ? *" or "0 0 12 ? * MON *"';
  test.each([
    ['timeWindow', 'Mon:01:00-Fun:02:00', 'has day "Fun"; days are Sun, Mon, Tue, Wed, Thu, Fri, Sat'],
    ['timeWindow', 'Mon:01:00-Mon:24:00', 'has hour 24; hours are 00 to 23'],
    ['timeWindow', 'Mon:01:00-Mon:01:60', 'has minute 60; minutes are 00 to 59'],
    ['timeWindow', 'Mon:1:00-Mon:02:00', 'is not a time window of the form ddd:hh:mm-ddd:hh:mm (for example Sat:22:00-Sun:04:00)'],
    ['timeWindow', 'Tue:05:00-Tue:05:00', 'starts and ends at the same time'],
    ['cron', '0 2 * *', 'is not a Unix cron expression: expected 5 fields (minute hour day-of-month month day-of-week), found 4'],
    ['cron', '60 2 * * *', 'has an invalid minute field "60"; allowed 0 to 59, *, ranges, lists and steps'],
    ['cron', '1-2-3 * * * *', 'has an invalid minute field "1-2-3"; allowed 0 to 59, *, ranges, lists and steps'],
    ['cron', '0 0 * * FRI-MON', 'has a backwards range in the day of week field "FRI-MON"'],
    ['cron', '*/0 * * * *', 'has an invalid step in the minute field "*/0"'],
    ['cronWithSeconds', '0 2 * * *', 'is not a cron expression with seconds: expected 7 fields (seconds minutes hours day-of-month month day-of-week year, for example "0 0 12 * * ? *" (12:00 UTC every day)), found 5 (a 5-field Unix cron expression is rejected by the service)'],
    ['cronWithSeconds', '0 0 12 ? * FRI-MON *', 'has a backwards range in the day-of-week field "FRI-MON"; write a range that wraps as two, FRI-SAT,SUN-MON'],
    ['cronWithSeconds', '0 50-10 12 * * ? *', 'has a backwards range in the minutes field "50-10"; write a range that wraps as two, 50-59,0-10'],
    ['cronWithSeconds', '0 0 12 ? DEC-JAN * *', 'has a backwards range in the month field "DEC-JAN"; write a range that wraps as two, DEC-DEC,JAN-JAN'],
    ['cronWithSeconds', '0 0/0 * * * ? *', 'has an invalid step in the minutes field "0/0"; a step is a whole number from 1 to 59'],
    ['cronWithSeconds', '0 0/60 * * * ? *', 'has an invalid step in the minutes field "0/60"; a step is a whole number from 1 to 59'],
    ['cronWithSeconds', '0 0/1/2 * * * ? *', 'has an invalid step in the minutes field "0/1/2"; a step is a whole number from 1 to 59'],
    ['cronWithSeconds', '0 0/x * * * ? *', 'has an invalid step in the minutes field "0/x"; a step is a whole number from 1 to 59'],
    ['cronWithSeconds', '0 1-2-3 12 * * ? *', 'has an invalid minutes field "1-2-3"; allowed 0 to 59, *, ranges (a-b), lists (a,b) and steps (*/n, a/n)'],
    ['cronWithSeconds', '0 0 12 * * ? 1969', 'has an invalid year field "1969"; allowed 1970 to 2099, *, ranges (a-b), lists (a,b) and steps (*/n, a/n)'],
    ['cronWithSeconds', '0 0 12 ? * ? *', `has "?" in both day-of-month and day-of-week; exactly ${NOT_BOTH}`],
    ['cronWithSeconds', '0 0 12 * * * *', `sets both day-of-month "*" and day-of-week "*"; ${NOT_BOTH}`],
    ['opensshPublicKey', 'ssh-ed25519 QUFB', KEY],
    ['opensshPublicKey', 'ssh-ed25519', KEY],
    ['opensshPublicKey', 'ssh-dss !!!!', KEY],
    ['json', '[1]', 'is JSON but not a JSON object; a JSON object such as {"key": "value"} is expected'],
    ['json', '', 'is not valid JSON (Unexpected end of JSON input); a JSON object such as {"key": "value"} is expected'],
    ['url', 'example.com', 'is not an absolute URL'],
    ['httpsUrl', 'http://example.com', 'is not an https URL'],
    ['commitAuthor', 'ada@example.com', 'is not of the form `Name <email>`'],
    ['relativeDuration', 'years=1', 'is not a relative duration of the form unit=amount[;unit=amount] with units weeks, days, hours, minutes, seconds (for example hours=1;minutes=30)'],
  ] as const)('%s %j', (format, value, message) => {
    expect(checkFormat(format, value)).toBe(message);
  });

  test('every unit of a relative duration, once each, is accepted', () => {
    expect(checkFormat('relativeDuration', 'weeks=1;days=2;hours=3;minutes=4;seconds=5')).toBeUndefined();
  });
});

describe('the edges of each rule (one named case per bound, name and anchor)', () => {
  const DAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
  const MONTH_NAMES = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

  test.each(DAY_NAMES.map((d, i) => [d, i]))('a time window starting on %s starts at day %i of the week', (day, i) => {
    expect(parseTimeWindow(`${day}:00:00-${day}:00:01`)).toEqual({ start: i * 24 * 60, end: i * 24 * 60 + 1 });
  });

  test.each([
    ['XMon:01:00-Mon:02:00', 'something before the start day'],
    ['Mon:01:00-Mon:02:00X', 'something after the end minute'],
  ])('a time window with %j (%s) is not of the form', (value) => {
    expect(parseTimeWindow(value)).toBe('is not a time window of the form ddd:hh:mm-ddd:hh:mm (for example Sat:22:00-Sun:04:00)');
  });

  test('a window overlapping only the Sunday part of a window that wraps past Saturday overlaps it', () => {
    expect(windowsOverlap(['Sun:01:00-Sun:02:00', 'Sat:22:00-Sun:03:00'])).toEqual([[0, 1]]);
  });

  test('a window starting where the previous one ends does not overlap it, whichever is listed first', () => {
    expect(windowsOverlap(['Mon:02:00-Mon:03:00', 'Mon:01:00-Mon:02:00'])).toEqual([]);
  });

  test.each(MONTH_NAMES)('the month name %s is accepted in both cron forms', (month) => {
    expect(checkCron(`0 0 * ${month} *`)).toBeUndefined();
    expect(checkCronWithSeconds(`0 0 12 ? ${month} MON *`)).toBeUndefined();
  });

  test.each(DAY_NAMES.map((d) => d.toUpperCase()))('the day name %s is accepted in both cron forms', (day) => {
    expect(checkCron(`0 0 * * ${day}`)).toBeUndefined();
    expect(checkCronWithSeconds(`0 0 12 ? * ${day} *`)).toBeUndefined();
  });

  test.each([
    ['0 0 * * MON-1', 'a day name and number meaning the same day (MON = 1)'],
    ['0 0 * JAN-1 *', 'a month name and number meaning the same month (JAN = 1)'],
    [' 0 2 * * * ', 'spaces around the expression'],
    ['0  2 *\t* *', 'several spaces or a tab between fields'],
    ['*/1 * * * *', 'a step of 1'],
  ])('a Unix cron expression %j (%s) is accepted', (value) => {
    expect(checkCron(value)).toBeUndefined();
  });

  test.each([
    ['x * * * *', 'has an invalid minute field "x"; allowed 0 to 59, *, ranges, lists and steps'],
    ['+1 * * * *', 'has an invalid minute field "+1"; allowed 0 to 59, *, ranges, lists and steps'],
    ['1e1 * * * *', 'has an invalid minute field "1e1"; allowed 0 to 59, *, ranges, lists and steps'],
    ['0 0 * XYZ *', 'has an invalid month field "XYZ"; allowed 1 to 12 or names, *, ranges, lists and steps'],
    ['0 0 * 13 *', 'has an invalid month field "13"; allowed 1 to 12 or names, *, ranges, lists and steps'],
    ['0 0 * MAR-2 *', 'has a backwards range in the month field "MAR-2"'],
    ['*/2/3 * * * *', 'has an invalid step in the minute field "*/2/3"'],
    ['*/01 * * * *', 'has an invalid step in the minute field "*/01"'],
    ['*/1x * * * *', 'has an invalid step in the minute field "*/1x"'],
  ])('a Unix cron expression %j is rejected', (value, message) => {
    expect(checkCron(value)).toBe(message);
  });

  test.each([
    ['59 59 23 31 12 ? 2099', 'every field at its highest value'],
    ['0 0 0 1 1 ? 1970', 'every field at its lowest value'],
    ['0 0 12 ? * 7 *', 'day-of-week 7 (SAT)'],
    [' 0 0 12 * * ? * ', 'spaces around the expression'],
    ['0  0 12\t* * ? *', 'several spaces or a tab between fields'],
    ['0 0/1 * * * ? *', 'a step of 1'],
    ['0 0/59 * * * ? *', 'the largest step of the minutes field'],
    ['0 0 12 * * ? 1970/129', 'the largest step of the year field'],
    ['0 0 12 LW * ? *', 'LW (the last weekday of the month)'],
    ['0 0 12 L-1 * ? *', 'L-1'],
    ['0 0 12 L-15 * ? *', 'L-15 (two digits)'],
    ['0 0 12 L-30 * ? *', 'L-30, the furthest from the end'],
    ['0 0 12 1W * ? *', '1W'],
    ['0 0 12 15W * ? *', '15W (two digits)'],
    ['0 0 12 31W * ? *', '31W'],
    ['0 0 12 ? * L *', 'L (the last day of the week)'],
    ['0 0 12 ? * 6L *', '6L (the last Friday of the month)'],
    ['0 0 12 ? * FRIL *', 'FRIL (a day name before L)'],
    ['0 0 12 ? * 2#5 *', '2#5, the fifth Monday'],
    ['0 0 12 ? * MON#2 *', 'MON#2 (a day name before #)'],
    ['0 0 12 ? * 2#05 *', '2#05 (a leading zero in the week of the month)'],
  ])('a cron expression with seconds %j (%s) is accepted', (value) => {
    expect(checkCronWithSeconds(value)).toBeUndefined();
  });

  const allowed = (range: string) => `allowed ${range}, *, ranges (a-b), lists (a,b) and steps (*/n, a/n)`;
  const DAY_OF_MONTH = (v: string) => `has an invalid day-of-month field "${v}"; ${allowed('1 to 31, ?, L, L-n, nW, LW')}`;
  const DAY_OF_WEEK = (v: string) => `has an invalid day-of-week field "${v}"; ${allowed('1 to 7 (1 = SUN) or SUN to SAT, ?, L, nL, n#k')}`;
  test.each([
    ['0 0 12 * * ?', 'is not a cron expression with seconds: expected 7 fields (seconds minutes hours day-of-month month day-of-week year, for example "0 0 12 * * ? *" (12:00 UTC every day)), found 6'],
    ['0 0 12 * * ? x', `has an invalid year field "x"; ${allowed('1970 to 2099')}`],
    ['0 0 12 * * ? +2030', `has an invalid year field "+2030"; ${allowed('1970 to 2099')}`],
    ['0 0 12 * * ? 2e3', `has an invalid year field "2e3"; ${allowed('1970 to 2099')}`],
    ['0 0 12 * * ? 2100', `has an invalid year field "2100"; ${allowed('1970 to 2099')}`],
    ['0 0 12 ? XYZ * *', `has an invalid month field "XYZ"; ${allowed('1 to 12 or JAN to DEC')}`],
    ['0 0 12 ? MAR-2 * *', 'has a backwards range in the month field "MAR-2"; write a range that wraps as two, MAR-DEC,JAN-2'],
    ['0 0 12 ? * 8 *', DAY_OF_WEEK('8')],
    ['0 0 L * * ? *', `has an invalid hours field "L"; ${allowed('0 to 23')}`],
    ['0 0 12 ? 2L * *', `has an invalid month field "2L"; ${allowed('1 to 12 or JAN to DEC')}`],
    ['0 0 ? * * ? *', 'has "?" in the hours field; "?" (no specific value) is allowed only in day-of-month and day-of-week'],
    ['0 0 12 * * ? 2000/130', 'has an invalid step in the year field "2000/130"; a step is a whole number from 1 to 129'],
    ['0 0/+1 * * * ? *', 'has an invalid step in the minutes field "0/+1"; a step is a whole number from 1 to 59'],
    ['0 0/1e1 * * * ? *', 'has an invalid step in the minutes field "0/1e1"; a step is a whole number from 1 to 59'],
    ['0 0 12 L-0 * ? *', DAY_OF_MONTH('L-0')],
    ['0 0 12 L-31 * ? *', DAY_OF_MONTH('L-31')],
    ['0 0 12 XL-3 * ? *', DAY_OF_MONTH('XL-3')],
    ['0 0 12 L-3X * ? *', DAY_OF_MONTH('L-3X')],
    ['0 0 12 0W * ? *', DAY_OF_MONTH('0W')],
    ['0 0 12 32W * ? *', DAY_OF_MONTH('32W')],
    ['0 0 12 X15W * ? *', DAY_OF_MONTH('X15W')],
    ['0 0 12 15WX * ? *', DAY_OF_MONTH('15WX')],
    ['0 0 12 5L * ? *', DAY_OF_MONTH('5L')],
    ['0 0 12 ? * 8L *', DAY_OF_WEEK('8L')],
    ['0 0 12 ? * *6L *', DAY_OF_WEEK('*6L')],
    ['0 0 12 ? * 6LX *', DAY_OF_WEEK('6LX')],
    ['0 0 12 ? * 2#0 *', DAY_OF_WEEK('2#0')],
    ['0 0 12 ? * 2#6 *', DAY_OF_WEEK('2#6')],
    ['0 0 12 ? * 8#1 *', DAY_OF_WEEK('8#1')],
    ['0 0 12 ? * XYZ#1 *', DAY_OF_WEEK('XYZ#1')],
    ['0 0 12 ? * *2#1 *', DAY_OF_WEEK('*2#1')],
    ['0 0 12 ? * 2#1X *', DAY_OF_WEEK('2#1X')],
  ])('a cron expression with seconds %j is rejected', (value, message) => {
    expect(checkCronWithSeconds(value)).toBe(message);
  });

  test('an OpenSSH key line with spaces around it or several spaces between its parts is accepted', () => {
    const [type, blob, comment] = ed25519(2).split(' ');
    expect(checkOpensshPublicKey(`  ${type}  ${blob}\t${comment} `)).toBeUndefined();
  });

  test('a blob of exactly four bytes is read: its (empty) key type is compared with the line type', () => {
    expect(checkOpensshPublicKey('ssh-ed25519 AAAAAA==')).toBe('is not a valid OpenSSH public key: the key data does not encode a ssh-ed25519 key');
  });

  test.each(['1', '"text"', 'true'])('the JSON scalar %s is not a JSON object', (value) => {
    expect(checkFormat('json', value)).toBe('is JSON but not a JSON object; a JSON object such as {"key": "value"} is expected');
  });

  test.each(['<x> Ada <ada@example.com>', 'Ada <ada@example.com> extra'])('the commit author %j is not of the form', (value) => {
    expect(checkFormat('commitAuthor', value)).toBe('is not of the form `Name <email>`');
  });

  test.each(['hours=1.5', 'hours=1.25', 'days=1;hours=0.25'])('the relative duration %s (fractions) is accepted', (value) => {
    expect(checkFormat('relativeDuration', value)).toBeUndefined();
  });

  test.each(['xhours=1', 'hours=1x', 'hours=1;minutes=30x'])('the relative duration %s is rejected', (value) => {
    expect(checkFormat('relativeDuration', value)).toContain('is not a relative duration');
  });

  test('an https URL is an httpsUrl', () => {
    expect(checkFormat('httpsUrl', 'https://example.com/hook')).toBeUndefined();
  });
});
