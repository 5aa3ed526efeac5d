/**
 * Terraform's functions as cdktf's `Fn` class takes them: the type of each parameter and of the
 * result, so that a converted call passes values of the types the method declares (test/convert/
 * functions.test.ts compares this table with cdktf's declarations).
 *
 * Codes: `s` string, `n` number, `l` string[], `N` number[], `A` any[], `R` any[][], `a` any,
 * `e` an expression (any), `b` IResolvable (a boolean); `?` after a code: optional. A function
 * marked variadic takes its last parameter as HCL's trailing arguments, packed into one list.
 * `name=method`: the method has another name than the function.
 */
import { ValueType } from './ir';

const TABLE = `abs:n>n abspath:s>s alltrue:A>b anytrue:A>b base64decode:s>s base64encode:s>s base64gzip:s>s base64sha256:s>s
base64sha512:s>s basename:s>s bcrypt:sn?>s can:a>b ceil:n>n chomp:s>s chunklist:An>l cidrhost:sn>s
cidrnetmask:s>s cidrsubnet:snn>s cidrsubnets:sN>l coalesce:A>a coalescelist:A>a compact:l>l concat:A>a
conditional:eee>a contains:aa>a csvdecode:s>a dirname:s>s distinct:A>l element:an>a endswith:ss>b file:s>s
filebase64:s>s filebase64sha256:s>s filebase64sha512:s>s fileexists:s>b filemd5:s>s fileset:ss>l filesha1:s>s
filesha256:s>s filesha512:s>s flatten:a>a floor:n>n format:sA>a formatdate:ss>s formatlist:sA>a indent:ns>s
index:aa>a join:sl>s jsondecode:s>a jsonencode:a>s keys:a>a length=lengthOf:a>n log:nn>n lookup:asa?>a lower:s>s matchkeys:AAA>l
max:N>n md5:s>s merge:A>a min:N>n nonsensitive:a>a one:a>a parseint:an>a pathexpand:s>s plantimestamp:>s
pow:nn>n range:nnn?>l regex:ss>a regexall:ss>l replace:sss>s reverse:a>a rsadecrypt:ss>s sensitive:a>a
setintersection:AR>l setproduct:A>a setsubtract:AA>l setunion:AR>l sha1:s>s sha256:s>s sha512:s>s signum:n>n
slice:ann>a sort:l>l split:ss>l startswith:ss>b strcontains:ss>b strrev:s>s substr:snn>s sum:a>a
templatefile:sa>a textdecodebase64:ss>s textencodebase64:ss>s timeadd:ss>s timecmp:ss>n timestamp:>s
title:s>s tobool:a>b tolist:a>l tomap:a>a tonumber:a>n toset:a>l tostring:a>s transpose:a>a trim:ss>s
trimprefix:ss>s trimspace:s>s trimsuffix:ss>s try:A>a upper:s>s urlencode:s>s uuid:>s uuidv5:ss>s values:a>a
yamldecode:s>a yamlencode:a>s zipmap:la>a`;

/** Terraform's variadic functions: their last parameter takes the trailing arguments. */
const VARIADIC = new Set(['cidrsubnets', 'coalesce', 'coalescelist', 'concat', 'format', 'formatlist', 'max', 'min', 'merge', 'setintersection', 'setproduct', 'setunion', 'try']);

export type ParamCode = 's' | 'n' | 'l' | 'N' | 'A' | 'R' | 'a' | 'e' | 'b';

export interface Signature {
  /** The method of `Fn`. */
  readonly method: string;
  readonly params: ReadonlyArray<{ readonly code: ParamCode; readonly optional: boolean }>;
  readonly returns: ParamCode;
  readonly variadic: boolean;
}

/** What a value of a parameter or result code is, for the converter's typing. */
export function valueTypeOf(code: ParamCode): ValueType {
  switch (code) {
    case 's': return 'string';
    case 'n': return 'number';
    case 'l': return 'list';
    case 'N': return 'numberList';
    case 'A': case 'R': return 'list';
    case 'b': return 'boolean';
    default: return 'any';
  }
}

let parsed: Map<string, Signature> | undefined;

/** The signatures of `Fn`'s methods, by Terraform function name. */
export function signatures(): ReadonlyMap<string, Signature> {
  if (parsed) return parsed;
  parsed = new Map();
  for (const entry of TABLE.split(/\s+/)) {
    const m = /^([a-z0-9]+)(?:=([A-Za-z0-9]+))?:([a-zA-Z?]*)>([a-zA-Z])$/.exec(entry)!;
    const params = [...m[3].matchAll(/([a-zA-Z])(\?)?/g)].map((p) => ({ code: p[1] as ParamCode, optional: !!p[2] }));
    parsed.set(m[1], { method: m[2] ?? m[1], params, returns: m[4] as ParamCode, variadic: VARIADIC.has(m[1]) });
  }
  return parsed;
}
