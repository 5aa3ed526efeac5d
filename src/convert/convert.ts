/**
 * HCL to a program that uses this library: blocks of the three packages become their L1 classes,
 * the rest of Terraform's language cdktf's classes, and what has no API an escape hatch with a comment.
 *
 * The JSON the parser gives (./hcl.ts) is read block by block; each block's expressions are parsed
 * into syntax trees once, which gives both the references between blocks (for the order of the
 * program's statements) and the values (./expressions.ts).
 */
import type { ExpressionType } from '@cdktf/hcl2json/lib/syntax-tree';
import { CATALOG } from './catalog';
import { CatalogAttr, CatalogEntity, CatalogKind } from './catalog-types';
import { At, ExpressionConverter, Scope, Symbol, wantOf } from './expressions';
import { expressionAst, LineIndex, parseFile, Problem, SourceFile } from './hcl';
import { bool, cdktf, ClassRef, Expr, forEachExpr, list, Program, Prop, readsOf, ref, staticCall, Statement, str } from './ir';

/** An escape hatch the program needs: where, what and why. */
export interface EscapeHatch {
  readonly file: string;
  readonly line: number;
  /** The Terraform address of the block (`idp_flow.login`, `provider.other`, ...). */
  readonly address: string;
  readonly path: string;
  readonly why: string;
}

/** What a conversion did. */
export interface ConversionReport {
  /** Terraform addresses of the blocks converted, each with the class it became. */
  readonly converted: ReadonlyArray<{ readonly address: string; readonly className: string }>;
  readonly escapeHatches: ReadonlyArray<EscapeHatch>;
  /** Problems in the input: each with its file and line; the rest was converted. */
  readonly problems: ReadonlyArray<Problem>;
}

export interface ConvertedProgram {
  readonly program: Program;
  readonly report: ConversionReport;
}

/** The names of the stack the program defines. */
export interface ProgramNames {
  /** @default 'ConvertedStack' */
  readonly stackClass?: string;
  /** @default 'converted' */
  readonly stackId?: string;
}

type BlockKind = 'terraform' | 'provider' | 'variable' | 'local' | 'data' | 'resource' | 'module' | 'output' | 'other';

interface Block {
  readonly kind: BlockKind;
  /** The address expressions use (`var.x`, `local.x`, `data.t.n`, `t.n`, `module.n`; `provider.p[.alias]`, `output.n`). */
  readonly address: string;
  readonly name: string;
  readonly type?: string;
  readonly body: any;
  readonly file: string;
  readonly line: number;
  readonly lines: LineIndex;
  readonly order: number;
  deps: Set<string>;
}

const META = new Set(['count', 'for_each', 'depends_on', 'lifecycle', 'provider', 'provisioner', 'connection', 'dynamic']);

/** `my-flow_x` -> `myFlowX` (a program variable's name). */
export function camelName(s: string): string {
  const parts = s.split(/[^A-Za-z0-9]+/).filter(Boolean);
  const name = parts.map((p, i) => (i === 0 ? p[0].toLowerCase() + p.slice(1) : p[0].toUpperCase() + p.slice(1))).join('');
  return /^[0-9]/.test(name) ? `r${name}` : name || 'value';
}

const pascalName = (s: string) => { const c = camelName(s); return c[0].toUpperCase() + c.slice(1); };

/** Every expression string in a JSON value (`${...}` or a template with `%{`). */
function expressionStrings(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') {
    if (value.includes('${') || value.includes('%{')) into.add(value);
  } else if (Array.isArray(value)) {
    value.forEach((v) => expressionStrings(v, into));
  } else if (value && typeof value === 'object') {
    Object.values(value).forEach((v) => expressionStrings(v, into));
  }
}

/** The addresses an expression reads (`var.x`, `t.n`, `data.t.n`, `module.n`, `local.x`). */
function addressesIn(ast: ExpressionType | undefined, into: Set<string>): void {
  if (!ast) return;
  if (ast.type === 'scopeTraversal') {
    const seg = (ast.meta as any).traversal.map((t: any) => t.segment) as string[];
    if (seg[0] === 'data' && seg.length >= 3) into.add(`data.${seg[1]}.${seg[2]}`);
    else if (seg.length >= 2) into.add(`${seg[0]}.${seg[1]}`);
  }
  for (const c of ast.children ?? []) addressesIn(c, into);
}

/** The expression inside `${...}` (a bare address: `idp_group.x`, `aws.west`, a name), else the text as it is. */
export function unwrapped(v: unknown): string {
  return String(v).replace(/^\$\{([\s\S]*)\}$/, '$1').trim();
}

/** Names a program variable must not take: the library's packages and the classes programs import. */
const RESERVED_NAMES = new Set(['idp', 'repo', 'cap', 'rules', 'this', 'app', 'scope', 'id', 'Fn', 'Op', 'Token', 'App']);

/** An escape hatch to write: the attribute path, its value as written, and why. */
type Override = [string, unknown, string];

/** A value inside a block the API cannot say: the whole top-level attribute is kept as written. */
class Inexpressible extends Error {}

/** Converts parsed HCL files into a program. */
export class Converter {
  private readonly blocks: Block[] = [];
  private readonly problems: Problem[] = [];
  private readonly escapes: EscapeHatch[] = [];
  private readonly converted: Array<{ address: string; className: string }> = [];
  private readonly asts = new Map<string, ExpressionType | undefined>();
  private readonly symbols = new Map<string, Symbol>();
  private readonly statements: Statement[] = [];
  private readonly takenIds = new Set<string>();
  /** The places (file:line) whose comment is written already. */
  private readonly commented = new Set<string>();
  private readonly takenVars = new Set<string>();
  private readonly expressions: ExpressionConverter;
  /** Files read so far. */
  private files = 0;

  public constructor(private readonly names: ProgramNames = {}) {
    const scope: Scope = {
      symbol: (address) => this.symbols.get(address),
      ast: (s) => this.asts.get(s),
      problem: (p) => this.problems.push(p),
    };
    this.expressions = new ExpressionConverter(scope);
  }

  /** Reads the files and returns the program with its report. */
  public async convert(files: ReadonlyArray<SourceFile>): Promise<ConvertedProgram> {
    for (const f of files) await this.read(f);
    // each distinct expression parsed once; a block reads the addresses its expressions name
    const byBlock = this.blocks.map((b) => {
      const strings = new Set<string>();
      expressionStrings(b.body, strings);
      return strings;
    });
    for (const [i, strings] of byBlock.entries()) {
      for (const s of strings) if (!this.asts.has(s)) this.asts.set(s, await expressionAst(this.blocks[i].file, s));
    }
    this.blocks.forEach((b, i) => {
      for (const s of byBlock[i]) addressesIn(this.asts.get(s), b.deps);
      b.deps.delete(b.address);
    });
    this.declareSymbols();
    this.checkReferences();
    this.implicitProviders();
    for (const b of this.ordered()) this.emit(b);
    return {
      program: { stackClass: this.names.stackClass ?? 'ConvertedStack', stackId: this.names.stackId ?? 'converted', statements: this.unusedVariablesDropped() },
      report: { converted: this.converted, escapeHatches: this.escapes, problems: this.problems },
    };
  }

  // --------------------------------------------------------------------------------------------
  // reading

  private async read(file: SourceFile): Promise<void> {
    const parsed = await parseFile(file);
    this.problems.push(...parsed.problems);
    const lines = new LineIndex(file);
    const add = (kind: BlockKind, address: string, name: string, body: any, line: number, type?: string) => {
      // as written: by file, then line (blocks on one line in their order)
      const order = this.files * 1e9 + line * 1e3 + (this.blocks.length % 1e3);
      this.blocks.push({ kind, address, name, type, body, file: file.name, line, lines, order, deps: new Set() });
    };
    this.files++;
    const j = parsed.json;
    for (const t of j.terraform ?? []) add('terraform', 'terraform', 'terraform', t, lines.block('terraform'));
    for (const [name, items] of Object.entries<any[]>(j.provider ?? {})) {
      for (const body of items) {
        const alias = typeof body.alias === 'string' ? body.alias : undefined;
        add('provider', `${name}${alias ? `.${alias}` : ''}`, name, body, lines.block('provider', name));
      }
    }
    for (const [name, items] of Object.entries<any[]>(j.variable ?? {})) add('variable', `var.${name}`, name, items[0] ?? {}, lines.block('variable', name));
    for (const locals of j.locals ?? []) {
      const from = lines.block('locals');
      for (const [name, value] of Object.entries(locals)) add('local', `local.${name}`, name, value, lines.attribute(from, name));
    }
    for (const [type, byName] of Object.entries<Record<string, any[]>>(j.data ?? {})) {
      for (const [name, items] of Object.entries(byName)) add('data', `data.${type}.${name}`, name, items[0] ?? {}, lines.block('data', type, name), type);
    }
    for (const [type, byName] of Object.entries<Record<string, any[]>>(j.resource ?? {})) {
      for (const [name, items] of Object.entries(byName)) add('resource', `${type}.${name}`, name, items[0] ?? {}, lines.block('resource', type, name), type);
    }
    for (const [name, items] of Object.entries<any[]>(j.module ?? {})) add('module', `module.${name}`, name, items[0] ?? {}, lines.block('module', name));
    for (const [name, items] of Object.entries<any[]>(j.output ?? {})) add('output', `output.${name}`, name, items[0] ?? {}, lines.block('output', name));
    for (const [key, value] of Object.entries<any>(j)) {
      if (['terraform', 'provider', 'variable', 'locals', 'data', 'resource', 'module', 'output'].includes(key)) continue;
      // import, moved, removed, check: kept on the stack as written
      add('other', key, key, value, lines.block(key));
      if (!['import', 'moved', 'removed', 'check'].includes(key)) {
        this.problems.push({ file: file.name, line: lines.block(key), message: `a top-level block \`${key}\` is not one Terraform knows (kept as written)` });
      }
    }
  }

  // --------------------------------------------------------------------------------------------
  // names

  private variableName(preferred: string, alternative: string): string {
    let name = this.takenVars.has(preferred) || RESERVED_NAMES.has(preferred) ? alternative : preferred;
    for (let i = 2; this.takenVars.has(name); i++) name = `${alternative}${i}`;
    this.takenVars.add(name);
    return name;
  }

  private entity(b: Block): CatalogEntity | undefined {
    if (b.kind === 'resource') return CATALOG[b.type!];
    if (b.kind === 'data') return CATALOG[`data:${b.type}`];
    if (b.kind === 'provider') return CATALOG[`provider:${b.name}`];
    return undefined;
  }

  /** The symbol of every block that expressions may read, with its program variable. */
  private declareSymbols(): void {
    // as written: where two blocks share a name, the first keeps it plain
    for (const b of [...this.blocks].sort((x, y) => x.order - y.order)) {
      const e = this.entity(b);
      switch (b.kind) {
        case 'variable': this.symbols.set(b.address, { kind: 'variable', varName: this.variableName(camelName(b.name), `${camelName(b.name)}Variable`) }); break;
        case 'local': this.symbols.set(b.address, { kind: 'local', varName: this.variableName(camelName(b.name), `${camelName(b.name)}Local`) }); break;
        case 'module': this.symbols.set(b.address, { kind: 'module', varName: this.variableName(camelName(b.name), `${camelName(b.name)}Module`) }); break;
        case 'provider': this.symbols.set(`provider.${b.address}`, { kind: 'provider', varName: this.variableName(camelName(b.address.replace('.', '_')), `${camelName(b.address.replace('.', '_'))}Provider`), entity: e }); break;
        case 'data': case 'resource': {
          const base = camelName(b.name);
          const alt = b.kind === 'data' ? `${base}Data` : `${base}${e ? e.className : pascalName(b.type!)}`;
          this.symbols.set(b.address, { kind: b.kind, varName: this.variableName(base, alt), entity: e });
          break;
        }
        default: break;
      }
    }
  }

  /**
   * The provider of each package whose types the input uses without a `provider` block (Terraform
   * configures it from its defaults and the environment; cdktf needs its construct to synthesize).
   */
  private implicitProviders(): void {
    const declared = new Set(this.blocks.filter((b) => b.kind === 'provider').map((b) => b.name));
    const used = new Set(this.blocks.filter((b) => (b.kind === 'resource' || b.kind === 'data') && this.entity(b)).map((b) => this.entity(b)!.pkg));
    for (const pkg of [...used].filter((p) => !declared.has(p)).sort()) {
      const e = CATALOG[`provider:${pkg}`];
      const { id } = this.constructId(pkg, `${pkg}_provider`);
      this.statements.push({
        k: 'new',
        cls: this.classOf(e, e.className),
        id,
        props: [],
        comment: [`no provider block configures ${pkg}: its settings come from the environment, as in Terraform (cdktf needs the provider's construct)`],
      });
    }
  }

  /** A problem for every reference to a variable, local, module, data source or resource the input does not define. */
  private checkReferences(): void {
    const types = new Set(this.blocks.filter((b) => b.kind === 'resource').map((b) => b.type!));
    // import, moved and removed blocks name addresses (one that is gone, in `moved`), they do not read them
    for (const b of this.blocks.filter((x) => x.kind !== 'other')) {
      for (const address of b.deps) {
        const [root, type] = address.split('.');
        const checked = ['var', 'local', 'module', 'data'].includes(root) || types.has(root) || CATALOG[root] !== undefined;
        if (!checked || this.symbols.has(address)) continue;
        const what = root === 'var' ? 'variable' : root === 'local' ? 'local value' : root === 'module' ? 'module' : root === 'data' ? `data source of type ${type}` : `resource of type ${root}`;
        this.problems.push({ file: b.file, line: b.lines.containing(b.line, address), message: `${b.address} refers to ${address}, but the input defines no such ${what} (the reference is kept as written)` });
      }
    }
  }

  /** Blocks in an order where each comes after what it reads; otherwise the terraform block and providers first, then as written. */
  private ordered(): Block[] {
    const byAddress = new Map(this.blocks.filter((b) => b.kind !== 'provider').map((b) => [b.address, b]));
    const first = (b: Block) => (b.kind === 'terraform' || b.kind === 'provider' ? 0 : 1);
    const sorted = [...this.blocks].sort((a, b) => first(a) - first(b) || a.order - b.order);
    const done = new Set<Block>();
    const visiting = new Set<Block>();
    const out: Block[] = [];
    const visit = (b: Block) => {
      if (done.has(b) || visiting.has(b)) return;
      visiting.add(b);
      for (const d of [...b.deps].sort()) { const dep = byAddress.get(d); if (dep) visit(dep); }
      visiting.delete(b);
      done.add(b);
      out.push(b);
    };
    sorted.forEach(visit);
    return out;
  }

  /** A construct id: the name (the logical id Terraform sees), or `alternative` with the name kept as logical id. */
  private constructId(name: string, alternative: string): { id: string; overridden: boolean } {
    if (!this.takenIds.has(name)) {
      this.takenIds.add(name);
      return { id: name, overridden: false };
    }
    let id = alternative;
    for (let i = 2; this.takenIds.has(id); i++) id = `${alternative}_${i}`;
    this.takenIds.add(id);
    return { id, overridden: true };
  }

  private unusedVariablesDropped(): Statement[] {
    const used = new Set(this.statements.flatMap((s) => [...readsOf(s)]));
    return this.statements.map((s) => (s.k === 'new' && s.varName && !used.has(s.varName) ? { ...s, varName: undefined } : s));
  }

  // --------------------------------------------------------------------------------------------
  // statements

  private escape(b: Block, path: string, value: unknown, why: string, target?: Expr): void {
    const line = path ? b.lines.attribute(b.line, path.split('.')[0]) : b.line;
    this.escapes.push({ file: b.file, line, address: b.address, path, why });
    const at = { file: b.file, line, where: path ? `${b.address}.${path}` : b.address };
    this.statements.push({ k: 'do', target: target ?? ref(this.symbols.get(b.address)!.varName), method: 'addOverride', args: [str(path), this.expressions.json(value, at)], comment: [why] });
  }

  /**
   * `new <cls>(this, <id>, ...)` for a block: its id is the block's name, or `alternative` where another
   * construct has that name, and then the name is kept as Terraform's (`overrideLogicalId`).
   */
  private declare(b: Block, alternative: string, statement: Omit<Extract<Statement, { k: 'new' }>, 'k' | 'id'>): void {
    const { id, overridden } = this.constructId(b.name, alternative);
    this.statements.push({ k: 'new', id, ...statement });
    if (overridden) this.statements.push({ k: 'do', target: ref(statement.varName!), method: 'overrideLogicalId', args: [str(b.name)] });
  }

  /** An escape hatch on the stack itself (`this.addOverride`). */
  private stackEscape(b: Block, path: string, value: unknown, why: string): void {
    this.escapes.push({ file: b.file, line: b.line, address: b.address, path, why });
    const at = { file: b.file, line: b.line, where: path };
    this.statements.push({ k: 'do', target: ref('this'), method: 'addOverride', args: [str(path), this.expressions.json(value, at)], comment: [why] });
  }

  /**
   * A block's statements, after the comment written above it in the HCL (if any; once, where blocks
   * share a line, as the providers of one type are found by their first block).
   */
  private emit(b: Block): void {
    const place = `${b.file}:${b.line}`;
    const comment = this.commented.has(place) ? [] : b.lines.commentAbove(b.line);
    this.commented.add(place);
    const at = this.statements.length;
    this.emitBlock(b);
    if (comment.length && this.statements.length > at) this.statements.splice(at, 0, { k: 'comment', lines: comment });
  }

  private emitBlock(b: Block): void {
    switch (b.kind) {
      case 'terraform': return this.emitTerraform(b);
      case 'provider': return this.emitProvider(b);
      case 'variable': return this.emitVariable(b);
      case 'local': return this.emitLocal(b);
      case 'output': return this.emitOutput(b);
      case 'module': return this.emitModule(b);
      case 'other': return this.emitOther(b);
      default: return this.emitResource(b);
    }
  }

  private emitTerraform(b: Block): void {
    for (const [key, value] of Object.entries<any>(b.body)) {
      if (key === 'required_providers') {
        for (const providers of value as any[]) {
          for (const [name, req] of Object.entries<any>(providers)) {
            // the library's providers write their own requirement; another one is kept as written
            const own = CATALOG[`provider:${name}`]?.requirement;
            if (!own) {
              this.stackEscape(b, `terraform.required_providers.${name}`, req, `the provider ${name} is not one of this library's: its requirement is kept as written`);
            } else if (typeof req !== 'object' || req === null || (req.source ?? own.source).replace(/^registry\.terraform\.io\//, '') !== own.source || (req.version ?? own.version) !== own.version) {
              this.stackEscape(b, `terraform.required_providers.${name}`, req, `the ${name} provider class requires ${own.source} ${own.version}, which the library is built for; the requirement written here is kept`);
            }
          }
        }
      } else if (key === 'backend') {
        for (const [type, items] of Object.entries<any[]>(value)) {
          if (type === 'local') {
            this.statements.push({ k: 'new', cls: cdktf('LocalBackend'), props: this.plainProps(b, items[0] ?? {}, 'backend.local') });
          } else {
            this.stackEscape(b, `terraform.backend.${type}`, items[0] ?? {}, `the ${type} backend is kept as written (cdktf has a class for it; review its settings there)`);
          }
        }
      } else if (key === 'required_version') {
        this.stackEscape(b, 'terraform.required_version', value, 'the required Terraform version has no cdktf API');
      } else {
        this.stackEscape(b, `terraform.${key}`, value, `\`terraform { ${key} }\` has no cdktf API`);
      }
    }
  }

  /** A block's attributes as props by their camelCase names, with values as written (for cdktf's own classes). */
  private plainProps(b: Block, body: Record<string, unknown>, where: string): Prop[] {
    return Object.entries(body).map(([k, v]) => ({ name: camelName(k), value: this.expressions.value(v, 'any', { file: b.file, line: b.line, where: `${where}.${k}` }) }));
  }

  private emitProvider(b: Block): void {
    const sym = this.symbols.get(`provider.${b.address}`)!;
    const e = sym.entity;
    if (!e) {
      this.converted.push({ address: `provider.${b.address}`, className: '(kept as written)' });
      const items = this.blocks.filter((x) => x.kind === 'provider' && x.name === b.name);
      if (items[0] !== b) return;
      const why = `the provider ${b.name} is not one of this library's: its settings are set with addOverride`;
      this.escapes.push({ file: b.file, line: b.line, address: `provider.${b.name}`, path: '', why });
      const value = list(items.map((x) => this.expressions.value(x.body, 'any', { file: x.file, line: x.line, where: `provider.${x.address}` })));
      this.statements.push({ k: 'do', target: ref('this'), method: 'addOverride', args: [str(`provider.${b.name}`), value], comment: [why] });
      return;
    }
    const alias = b.body.alias;
    const { id } = this.constructId(alias ? `${b.name}_${alias}` : b.name, `${b.name}_provider`);
    const overrides: Override[] = [];
    const props = this.entityProps(b, e, e.attrs, b.body, ['alias'], overrides);
    if (alias !== undefined) props.push({ name: 'alias', value: this.expressions.value(alias, 'string', this.at(b, 'alias')) });
    this.statements.push({ k: 'new', varName: sym.varName, cls: this.classOf(e, e.className), id, props });
    for (const [path, value, why] of overrides) this.escape(b, path, value, why, ref(sym.varName));
    this.converted.push({ address: `provider.${b.address}`, className: e.className });
  }

  private at(b: Block, attr: string) {
    return { file: b.file, line: b.lines.attribute(b.line, attr), where: `${b.address}.${attr}` };
  }

  /**
   * Top-level blocks outside the usual ones: `import` and `moved` whose target is a converted resource
   * become `importFrom` / `moveFromId` on it; the rest (`removed`, `check`, ...) is kept on the stack.
   */
  private emitOther(b: Block): void {
    const bare = (v: unknown) => (typeof v === 'string' ? unwrapped(v) : undefined);
    const kept: unknown[] = [];
    for (const item of (Array.isArray(b.body) ? b.body : [b.body]) as any[]) {
      const target = this.symbols.get(bare(item?.to) ?? '');
      const plain = Object.keys(item ?? {}).every((k) => (b.name === 'import' ? ['to', 'id'] : ['from', 'to']).includes(k));
      if (target?.entity && target.kind === 'resource' && plain && b.name === 'import' && typeof item.id === 'string') {
        this.statements.push({ k: 'do', target: ref(target.varName), method: 'importFrom', args: [this.expressions.value(item.id, 'string', this.at(b, 'id'))] });
      } else if (target?.entity && target.kind === 'resource' && plain && b.name === 'moved' && bare(item.from)) {
        this.statements.push({ k: 'do', target: ref(target.varName), method: 'moveFromId', args: [str(bare(item.from)!)] });
      } else {
        // addresses are written bare in Terraform's JSON (`"to": "idp_group.x"`)
        kept.push(Object.fromEntries(Object.entries(item ?? {}).map(([k, v]) => [k, ['to', 'from'].includes(k) ? bare(v) ?? v : v])));
      }
    }
    if (kept.length) this.stackEscape(b, b.name, kept, `\`${b.name}\` blocks have no cdktf API here: kept as written`);
  }

  private emitVariable(b: Block): void {
    const props: Prop[] = [];
    const body = b.body;
    for (const [k, v] of Object.entries<any>(body)) {
      switch (k) {
        case 'type': props.push({ name: 'type', value: str(unwrapped(v)) }); break;
        case 'default': props.push({ name: 'default', value: this.expressions.json(v, this.at(b, k)) }); break;
        case 'description': props.push({ name: 'description', value: str(String(v)) }); break;
        case 'sensitive': case 'nullable': this.literalBool(b, k, v, props); break;
        case 'validation':
          props.push({
            name: 'validation',
            // the condition reads the variable being declared: it stays a Terraform expression
            value: list((v as any[]).map((x): Expr => ({
              k: 'struct',
              cls: cdktf('TerraformVariableValidationConfig'),
              fields: [{ name: 'condition', value: this.expressions.json(x.condition, this.at(b, k)) }, { name: 'errorMessage', value: str(String(x.error_message)) }],
            }))),
          });
          break;
        default: this.problems.push({ file: b.file, line: this.at(b, k).line, message: `variable ${b.name}: \`${k}\` is not an argument of a variable (left out)` });
      }
    }
    this.declare(b, `${b.name}_variable`, { varName: this.symbols.get(b.address)!.varName, cls: cdktf('TerraformVariable'), props });
    this.converted.push({ address: b.address, className: 'TerraformVariable' });
  }

  private emitLocal(b: Block): void {
    const arg = this.expressions.value(b.body, 'any', { file: b.file, line: b.line, where: b.address });
    this.declare(b, `${b.name}_local`, { varName: this.symbols.get(b.address)!.varName, cls: cdktf('TerraformLocal'), arg, props: [] });
    this.converted.push({ address: b.address, className: 'TerraformLocal' });
  }

  private emitOutput(b: Block): void {
    const props: Prop[] = [];
    const overrides: Override[] = [];
    for (const [k, v] of Object.entries<any>(b.body)) {
      if (k === 'value') props.push({ name: 'value', value: this.expressions.value(v, 'any', this.at(b, k)) });
      else if (k === 'description') props.push({ name: 'description', value: str(String(v)) });
      else if (k === 'sensitive') this.literalBool(b, k, v, props);
      else if (k === 'depends_on') props.push({ name: 'dependsOn', value: list(this.dependables(b, v)) });
      // TerraformOutput takes a precondition but cdktf 0.21 does not write it
      else if (k === 'precondition') overrides.push([k, v, 'cdktf does not write the precondition of an output: kept as written']);
      else this.problems.push({ file: b.file, line: this.at(b, k).line, message: `output ${b.name}: \`${k}\` is not an argument of an output (left out)` });
    }
    // outputs are read by nothing: the variable is dropped unless an override or the logical id needs it
    const varName = this.variableName(`${camelName(b.name)}Output`, `${camelName(b.name)}Output`);
    this.declare(b, `${b.name}_output`, { varName, cls: cdktf('TerraformOutput'), props });
    for (const [path, value, why] of overrides) this.escape(b, path, value, why, ref(varName));
    this.converted.push({ address: b.address, className: 'TerraformOutput' });
  }

  private condition(b: Block, c: any, cls: 'Precondition' | 'Postcondition'): Expr {
    return {
      k: 'struct',
      cls: cdktf(cls),
      fields: [
        { name: 'condition', value: this.expressions.value(c.condition, 'any', this.at(b, 'condition')) },
        { name: 'errorMessage', value: this.expressions.value(c.error_message, 'string', this.at(b, 'error_message')) },
      ],
    };
  }

  /** A flag Terraform takes as a literal only (`sensitive`, `nullable`): a problem when it is anything else. */
  private literalBool(b: Block, k: string, v: unknown, props: Prop[]): void {
    if (typeof v === 'boolean' || v === 'true' || v === 'false') props.push({ name: k, value: bool(v === true || v === 'true') });
    else this.problems.push({ file: b.file, line: this.at(b, k).line, message: `${b.address}: \`${k}\` must be true or false, not ${JSON.stringify(v)} (left out)` });
  }

  private conditions(b: Block, v: any[], cls: 'Precondition' | 'Postcondition'): Expr {
    return list(v.map((c) => this.condition(b, c, cls)));
  }

  private emitModule(b: Block): void {
    const local = /^\.\.?\//.test(String(b.body.source));
    const props: Prop[] = [];
    const variables: Array<readonly [string, Expr]> = [];
    for (const [k, v] of Object.entries<any>(b.body)) {
      switch (k) {
        case 'source':
          props.push({ name: 'source', value: str(String(v)) });
          // cdktf copies a local module into the output as an asset unless told not to: the source stays as written
          if (local) props.push({ name: 'skipAssetCreationFromLocalModules', value: bool(true) });
          break;
        case 'version': props.push({ name: 'version', value: str(String(v)) }); break;
        case 'depends_on': props.push({ name: 'dependsOn', value: list(this.dependables(b, v)) }); break;
        // kept after the module is made: their values name providers and iterations
        case 'providers': case 'count': case 'for_each': break;
        default: variables.push([k, this.expressions.value(v, 'any', this.at(b, k))]);
      }
    }
    if (variables.length) props.push({ name: 'variables', value: { k: 'map', entries: variables } });
    this.declare(b, `${b.name}_module`, {
      varName: this.symbols.get(b.address)!.varName,
      cls: cdktf('TerraformHclModule'),
      props,
      comment: local ? ['a local module: its source is written as given, relative to the folder Terraform runs in (cdktf.out/stacks/<stack>)'] : undefined,
    });
    for (const k of ['providers', 'count', 'for_each']) if (b.body[k] !== undefined) this.escape(b, k, b.body[k], `a module's \`${k}\` is kept as written`);
    this.converted.push({ address: b.address, className: 'TerraformHclModule' });
  }

  private classOf(e: CatalogEntity, name: string): ClassRef {
    return { from: 'triad', pkg: e.pkg, module: e.module, name };
  }

  private dependables(b: Block, v: any): Expr[] {
    const out: Expr[] = [];
    for (const item of Array.isArray(v) ? v : [v]) {
      const address = typeof item === 'string' ? unwrapped(item) : '';
      const sym = this.symbols.get(address);
      if (sym && sym.kind !== 'variable' && sym.kind !== 'local') out.push(ref(sym.varName));
      else this.problems.push({ file: b.file, line: this.at(b, 'depends_on').line, message: `${b.address}: depends_on names ${JSON.stringify(item)}, which is no resource, data source or module of the input (left out)` });
    }
    return out;
  }

  /** The meta-arguments of a resource or data source (count, for_each, depends_on, lifecycle, provider) as props. */
  private metaProps(b: Block, iterator: string | undefined, overrides: Override[]): Prop[] {
    const props: Prop[] = [];
    const body = b.body;
    if (body.count !== undefined) props.push({ name: 'count', value: this.expressions.value(body.count, 'number', this.at(b, 'count')) });
    if (iterator) props.push({ name: 'forEach', value: ref(iterator) });
    if (body.depends_on !== undefined) props.push({ name: 'dependsOn', value: list(this.dependables(b, body.depends_on)) });
    if (body.provider !== undefined) {
      const address = unwrapped(body.provider);
      const sym = this.symbols.get(`provider.${address}`);
      if (sym?.entity) props.push({ name: 'provider', value: ref(sym.varName) });
      else overrides.push(['provider', address, `the provider ${address} is not one of this library's: the reference is kept as written`]);
    }
    if (body.lifecycle !== undefined) {
      const lc = (Array.isArray(body.lifecycle) ? body.lifecycle[0] : body.lifecycle) ?? {};
      const fields: Prop[] = [];
      for (const [k, v] of Object.entries<any>(lc)) {
        switch (k) {
          case 'create_before_destroy': case 'prevent_destroy':
            // Terraform takes these as literals only (cdktf's Java setters take a Boolean)
            if (typeof v === 'boolean') fields.push({ name: camelName(k), value: bool(v) });
            else this.problems.push({ file: b.file, line: this.at(b, k).line, message: `${b.address}: \`lifecycle { ${k} }\` must be true or false, not ${JSON.stringify(v)} (left out)` });
            break;
          case 'ignore_changes': {
            const names = (Array.isArray(v) ? v : [v]).map(unwrapped);
            fields.push({ name: 'ignoreChanges', value: names.length === 1 && names[0] === 'all' ? str('all') : list(names.map(str)) });
            break;
          }
          case 'replace_triggered_by': fields.push({ name: 'replaceTriggeredBy', value: list((v as unknown[]).map((x) => str(String(x)))) }); break;
          case 'precondition': case 'postcondition':
            fields.push({ name: k, value: this.conditions(b, v, k === 'precondition' ? 'Precondition' : 'Postcondition') });
            break;
          default: this.problems.push({ file: b.file, line: this.at(b, k).line, message: `${b.address}: \`lifecycle { ${k} }\` is not a lifecycle argument (left out)` });
        }
      }
      props.push({ name: 'lifecycle', value: { k: 'struct', cls: cdktf('TerraformResourceLifecycle'), fields } });
    }
    return props;
  }

  /** The iterator of a block's for_each, made before the block (its variable name), if it has one. */
  private iterator(b: Block, varName: string): string | undefined {
    const fe = b.body.for_each;
    if (fe === undefined) return undefined;
    const it = this.makeIterator(fe, `${varName}Iterator`, this.at(b, 'for_each'));
    this.statements.push(it.statement);
    this.expressions.iterators.set(b.address, it);
    return it.name;
  }

  /** `const <name> = TerraformIterator.fromList(...)` for `toset(...)`, else `fromMap(...)`, for a for_each expression (the caller places the statement). */
  private makeIterator(fe: unknown, preferred: string, at: At): { name: string; keyIsString: boolean; statement: Statement } {
    const name = this.variableName(preferred, preferred);
    let arg: Expr;
    let method: string;
    const ast = typeof fe === 'string' ? this.asts.get(fe) : undefined;
    const inner = ast?.type === 'templateWrap' ? ast.children[0] : undefined;
    if (inner?.type === 'function' && (inner.meta as any).name === 'toset' && inner.children.length === 1) {
      method = 'fromList';
      arg = this.expressions.node(inner.children[0], 'list', at);
    } else {
      method = 'fromMap';
      arg = staticCall('Token', 'asAnyMap', this.expressions.value(fe, 'any', at));
    }
    const statement: Statement = { k: 'let', varName: name, value: { k: 'static', cls: cdktf('TerraformIterator'), method, args: [arg] } };
    return { name, keyIsString: method === 'fromMap', statement };
  }

  /**
   * `dynamic` blocks of a list or set of blocks through cdktf's iterators (`it.dynamic({...})`, the
   * content by Terraform names); those it cannot say (an unknown block, a nested block or dynamic block
   * in the content, a label read back only) are kept as written. Returns the props.
   */
  private dynamicProps(b: Block, e: CatalogEntity, overrides: Override[]): Prop[] {
    const props: Prop[] = [];
    const kept: Record<string, unknown> = {};
    for (const [label, items] of Object.entries<any[]>(b.body.dynamic ?? {})) {
      const a = e.attrs.find((x) => x[0] === label && x[4].includes('i') && (x[2] === 'objectList' || x[2] === 'objectSet'));
      const block = items.length === 1 ? items[0] : undefined;
      const content = Array.isArray(block?.content) && block.content.length === 1 ? block.content[0] : undefined;
      const fields = new Map((e.structs?.[a?.[3] ?? ''] ?? []).map((f) => [f[0], f]));
      const plain = content && Object.entries<any>(content).every(([k]) => fields.get(k) && !fields.get(k)![2].startsWith('object') && fields.get(k)![4].includes('i'));
      // one prop takes the blocks: written also as static blocks, the dynamic one is kept as written
      if (!a || b.body[label] !== undefined || !block || block.for_each === undefined || !plain || Object.keys(block).some((k) => !['for_each', 'iterator', 'content'].includes(k))) {
        kept[label] = items;
        continue;
      }
      const at = this.at(b, 'dynamic');
      const it = this.makeIterator(block.for_each, `${camelName(label)}Iterator`, at);
      const iteratorName = typeof block.iterator === 'string' ? unwrapped(block.iterator) : label;
      this.expressions.dynamicIterators.set(iteratorName, it);
      const entries = Object.entries<any>(content).map(([k, v]) => [k, this.expressions.value(v, wantOf(fields.get(k)![2]), at)] as const);
      this.expressions.dynamicIterators.delete(iteratorName);
      // cdktf names the iterator `each`: an expression kept as written that reads it by its own name would break
      const readsIterator = new RegExp(`(^|[^\\w.])${iteratorName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.`);
      let raw = false;
      forEachExpr({ k: 'do', target: ref('this'), method: '', args: entries.map(([, v]) => v) }, (x) => { raw ||= x.k === 'str' && x.v.includes('${') && readsIterator.test(x.v); });
      if (raw) {
        kept[label] = items;
        continue;
      }
      this.statements.push(it.statement);
      props.push({ name: a[1], value: { k: 'call', target: ref(it.name), method: 'dynamic', args: [{ k: 'map', entries }] } });
    }
    for (const [label, items] of Object.entries(kept)) {
      // the iterator's name is a bare name in Terraform's JSON
      const value = (items as any[]).map((x) => (typeof x?.iterator === 'string' ? { ...x, iterator: unwrapped(x.iterator) } : x));
      overrides.push([`dynamic.${label}`, value, 'a dynamic block cdktf\'s iterators cannot say here (nested blocks or expressions reading its iterator by name): kept as written']);
    }
    return props;
  }

  private emitResource(b: Block): void {
    const sym = this.symbols.get(b.address)!;
    const e = sym.entity;
    const word = b.kind === 'data' ? 'data source' : 'resource';
    const iterator = this.iterator(b, sym.varName);
    this.expressions.current = b.address;
    let cls: ClassRef;
    let props: Prop[];
    const overrides: Override[] = [];
    let generic: Array<[string, unknown]> = [];
    if (e) {
      cls = this.classOf(e, e.className);
      props = [
        ...this.entityProps(b, e, e.attrs, b.body, [...META], overrides),
        ...this.dynamicProps(b, e, overrides),
        ...this.metaProps(b, iterator, overrides),
      ];
      this.converted.push({ address: b.address, className: e.className });
    } else {
      const pkg = b.type!.split('_')[0];
      if (CATALOG[`provider:${pkg}`]) {
        this.problems.push({ file: b.file, line: b.line, message: `${b.address}: the ${pkg} package has no ${word} type ${b.type} (kept as written, through cdktf's generic ${word})` });
      }
      cls = cdktf(b.kind === 'data' ? 'TerraformDataSource' : 'TerraformResource');
      props = [{ name: 'terraformResourceType', value: str(b.type!) }, ...this.metaProps(b, iterator, overrides)];
      generic = Object.entries<any>(b.body).filter(([k]) => !META.has(k));
      this.converted.push({ address: b.address, className: b.kind === 'data' ? 'TerraformDataSource' : 'TerraformResource' });
    }
    for (const k of ['provisioner', 'connection', ...(e ? [] : ['dynamic'])]) {
      if (b.body[k] !== undefined) overrides.push([k, b.body[k], k === 'dynamic' ? 'dynamic blocks are kept as written' : `\`${k}\` is kept as written`]);
    }
    const comment = e ? undefined : [`${b.address}: a ${word} of another provider, through cdktf's generic ${word}`];
    this.declare(b, `${b.kind === 'data' ? 'data_' : ''}${b.type}_${b.name}`, { varName: sym.varName, cls, props, comment });
    if (generic.length) {
      // cdktf's generic classes take the settings of a type they do not know through overrides
      const why = `${b.type} is not a type of this library's packages: its settings are set with addOverride`;
      this.escapes.push({ file: b.file, line: b.line, address: b.address, path: '', why });
      generic.forEach(([k, v], i) => this.statements.push({
        k: 'do', target: ref(sym.varName), method: 'addOverride', args: [str(k), this.expressions.value(v, 'any', this.at(b, k))], comment: i === 0 ? [why] : undefined,
      }));
    }
    for (const [path, value, why] of overrides) this.escape(b, path, value, why);
    this.expressions.current = undefined;
  }

  /**
   * Props of a resource, data source, provider or struct from its HCL body, by the catalog's
   * attributes. At the top (`path` empty) what the type does not take is reported and kept through
   * `overrides`; inside a block it is reported and makes the whole top-level attribute kept as
   * written (an override cannot reach into a list of blocks).
   */
  private entityProps(
    b: Block, e: CatalogEntity, attrs: ReadonlyArray<CatalogAttr>, body: Record<string, any>, skip: string[], overrides: Override[], path = '',
    from: { readonly block?: number; readonly line: number } = { block: b.line, line: b.line },
  ): Prop[] {
    const props: Prop[] = [];
    const byName = new Map(attrs.map((a) => [a[0], a]));
    // as written: by the line each attribute is on in the block (where it was found; else on `from.line`, in the parser's order)
    const entries = Object.entries(body).map(([k, v]) => ({ k, v, line: from.block === undefined ? from.line : b.lines.attribute(from.block, k) }));
    entries.sort((x, y) => x.line - y.line);
    for (const { k, v, line } of entries) {
      if (skip.includes(k) || v === null) continue;
      const a = byName.get(k);
      const full = path ? `${path}.${k}` : k;
      const at = { file: b.file, line, where: `${b.address}.${full}` };
      if (!a || !a[4].includes('i')) {
        const type = b.kind === 'data' ? `the data source ${b.type}` : b.type;
        const owner = path ? `the block \`${path}\` of ${type ?? b.name}` : (type ?? `the provider ${b.name}`);
        const why = a ? `\`${full}\` is read back only: ${owner} does not take it` : `${owner} has no attribute or block \`${k}\``;
        this.problems.push({ file: b.file, line: at.line, message: `${b.address}: ${why}` });
        if (path) throw new Inexpressible(why);
        overrides.push([k, v, `${why} (kept as written)`]);
        continue;
      }
      try {
        props.push({ name: a[1], value: this.attrValue(b, e, a, v, at, full, overrides, from) });
      } catch (x) {
        if (!(x instanceof Inexpressible) || path) throw x;
        overrides.push([k, v, `${x.message}: \`${k}\` is kept as written`]);
      }
    }
    return props;
  }

  /** The value of one attribute or block, written in the block `from` (its first line, if found). */
  private attrValue(
    b: Block, e: CatalogEntity, a: CatalogAttr, v: any, at: At, path: string, overrides: Override[], from: { readonly block?: number },
  ): Expr {
    const kind: CatalogKind = a[2];
    if (kind === 'object' || kind === 'objectList' || kind === 'objectSet') {
      const structAttrs = e.structs?.[a[3]] ?? [];
      // each block where it is written (the i-th block of that name), for its attributes' lines and order
      const lines = from.block === undefined ? [] : b.lines.nested(from.block, a[0]);
      const struct = (item: Record<string, any>, i: number): Expr => ({
        k: 'struct', cls: this.classOf(e, a[3]), fields: this.entityProps(b, e, structAttrs, item, [], overrides, path, { block: lines[i], line: at.line }),
      });
      if (typeof v === 'string') {
        // an expression for a block: a list of blocks takes a token, a single block does not
        if (kind === 'object') throw new Inexpressible(`\`${path}\` is given as an expression where the API takes a block`);
        return staticCall('Token', 'asAny', this.expressions.value(v, 'any', at));
      }
      const items = Array.isArray(v) ? v : [v];
      if (kind === 'object') {
        if (items.length !== 1) {
          this.problems.push({ file: at.file, line: at.line, message: `${at.where}: the block is given ${items.length} times; it takes one` });
          throw new Inexpressible(`\`${path}\` is given ${items.length} times`);
        }
        return struct(items[0], 0);
      }
      return list(items.map((item, i) => (typeof item === 'string' ? staticCall('Token', 'asAny', this.expressions.value(item, 'any', at)) : struct(item, i))));
    }
    return this.expressions.value(v, wantOf(kind), at);
  }
}

