/**
 * Reading the release's archives without unpacking them to disk: npm tarballs and Python sdists
 * (.tgz / .tar.gz: gzip + ustar, with pax and GNU long names) and Python wheels and jars (.whl,
 * .jar: zip, stored or deflated). Each reader returns a Map of entry name -> Buffer (directories
 * left out). A file that is not such an archive gives an error naming it.
 */
const fs = require('fs');
const zlib = require('zlib');

/** The entries of a .tar.gz file. */
function readTarGz(file) {
  let data;
  try {
    data = zlib.gunzipSync(fs.readFileSync(file));
  } catch (e) {
    throw new Error(`${file}: not a gzip archive (${e.message})`);
  }
  const entries = new Map();
  let offset = 0;
  let longName;
  let paxName;
  while (offset + 512 <= data.length) {
    const header = data.subarray(offset, offset + 512);
    if (header.every((b) => b === 0)) break;
    const field = (start, length) => header.subarray(start, start + length).toString('utf8').replace(/\0.*$/s, '');
    const size = parseInt(field(124, 12).trim() || '0', 8);
    const type = field(156, 1) || '0';
    const prefix = field(345, 155);
    if (Number.isNaN(size) || (field(257, 5) !== 'ustar' && !header.subarray(148, 156).some((b) => b !== 0))) {
      throw new Error(`${file}: not a tar archive (bad header at byte ${offset})`);
    }
    const body = data.subarray(offset + 512, offset + 512 + size);
    const name = paxName ?? longName ?? (prefix ? `${prefix}/${field(0, 100)}` : field(0, 100));
    if (type === 'L') {
      longName = body.toString('utf8').replace(/\0.*$/s, '');
    } else if (type === 'x') {
      const m = /\d+ path=([^\n]*)\n/.exec(body.toString('utf8'));
      paxName = m ? m[1] : undefined;
    } else {
      if (type === '0' || type === '7') entries.set(name, Buffer.from(body));
      longName = undefined;
      paxName = undefined;
    }
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  return entries;
}

/** The entries of a zip file (a wheel, a jar). */
function readZip(file) {
  const data = fs.readFileSync(file);
  // the end of central directory record: the last PK\5\6 (a comment may follow it)
  let end = -1;
  for (let i = data.length - 22; i >= Math.max(0, data.length - 22 - 0xffff); i--) {
    if (data.readUInt32LE(i) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) throw new Error(`${file}: not a zip archive (no end of central directory)`);
  const count = data.readUInt16LE(end + 10);
  let offset = data.readUInt32LE(end + 16);
  const entries = new Map();
  for (let n = 0; n < count; n++) {
    if (data.readUInt32LE(offset) !== 0x02014b50) throw new Error(`${file}: broken zip central directory at byte ${offset}`);
    const method = data.readUInt16LE(offset + 10);
    const compressed = data.readUInt32LE(offset + 20);
    const nameLength = data.readUInt16LE(offset + 28);
    const extraLength = data.readUInt16LE(offset + 30);
    const commentLength = data.readUInt16LE(offset + 32);
    const local = data.readUInt32LE(offset + 42);
    const name = data.subarray(offset + 46, offset + 46 + nameLength).toString('utf8');
    offset += 46 + nameLength + extraLength + commentLength;
    if (name.endsWith('/')) continue;
    const start = local + 30 + data.readUInt16LE(local + 26) + data.readUInt16LE(local + 28);
    const raw = data.subarray(start, start + compressed);
    if (method === 0) entries.set(name, Buffer.from(raw));
    else if (method === 8) entries.set(name, zlib.inflateRawSync(raw));
    else throw new Error(`${file}: ${name} uses zip compression method ${method}, which this reader does not know`);
  }
  return entries;
}

module.exports = { readTarGz, readZip };
