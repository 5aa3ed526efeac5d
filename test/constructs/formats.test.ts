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
