/**
 * The rules engine: applying a pack (an Aspect), acknowledging findings, and the report at synth.
 */
import { Construct, IConstruct } from 'constructs';
import {
  addAcknowledgement, acknowledgedReason, checkAcknowledgements, flushL2Warnings, stackOfOrUndefined,
} from './acknowledgements';
import { RulePack } from './pack';
import { writeReports } from './report';
import { Judgement, Rule } from './rule';
import { Application, Level, applicationsAt, recordApplication, stateOf } from './state';
import { RuleSubject, StackResources } from './subject';
import {
  Annotations, Aspects, IAspect, ISynthesisSession, TerraformDataSource, TerraformElement, TerraformResource, TerraformStack,
} from '../constructs/cdktf';
import { writtenConfig } from '../l2/written';

/**
 * Applies rule packs and acknowledges their findings.
 *
 * `Rules.apply(scope, pack)` judges, at synth, every resource and data source below the scope whose
 * Terraform type one of the pack's rules looks at: the configuration as `cdktf synth` writes it, so
 * L1s, L2s and escape-hatch overrides are judged alike. Each finding is an annotation on the construct
 * that owns the resource (an error finding fails synth); a value unknown at synth (a variable, a
 * reference) is reported as "not judged". Each stack's output folder gets `findings.json` and
 * `findings.sarif`, and synth prints one summary line per stack.
 *
 * When two packs applied to one resource hold the rule of one id, it is judged once, by the pack
 * applied nearest to the resource (at the same scope: the first applied) with that pack's severity.
 * Two different rules with one id judging one resource are an error.
 */
export class Rules {
  /**
   * Applies a pack to a construct and everything below it: a stack, a construct in a stack, or the app
   * (its stacks that exist at the call; call it after creating them).
   * @param scope where the pack applies
   * @param pack the rules
   */
  public static apply(scope: IConstruct, pack: RulePack): void {
    const problems: string[] = [];
    const hasNode = typeof scope === 'object' && scope !== null && typeof (scope as any).node?.path === 'string';
    const where = hasNode ? scope.node.path : String(scope);
    if (!hasNode) problems.push(`scope: expected a construct, got ${JSON.stringify(scope)}`);
    if (!(pack instanceof RulePack)) problems.push(`pack: expected a RulePack, got ${pack === undefined ? 'undefined' : JSON.stringify(pack)}`);
    if (problems.length) throw new Error(`Rules.apply at '${where}' is invalid:\n  - ${problems.join('\n  - ')}`);

    const inStack = stackOfOrUndefined(scope) !== undefined;
    const application = recordApplication(scope, pack, !inStack);
    if (inStack) {
      Aspects.of(scope).add(new RulesAspect(application));
      return;
    }
    // above the stacks (the app): cdktf invokes the aspects of each stack from the stack down
    const stacks = scope.node.findAll().filter((c): c is TerraformStack => TerraformStack.isStack(c));
    for (const stack of stacks) {
      application.stacks!.add(stack);
      Aspects.of(stack).add(new RulesAspect(application));
    }
    scope.node.root.node.addValidation({
      validate: () => scope.node.findAll()
        .filter((c) => TerraformStack.isStack(c) && !application.stacks!.has(c))
        .map((c) => `Rules.apply at ${where === '' ? 'the app' : `'${where}'`} (pack '${pack.name}') was called before stack '${c.node.path}' was created, ` +
          'so that stack was not judged; call Rules.apply after creating the stacks.'),
    });
  }

  /**
   * Accepts a rule's findings (or an L2 warning's) for a construct and everything below it. The
   * reason is required and kept in the report. At synth, an id that is neither a rule of a pack
   * applied at the construct (or above or below it) nor an L2 warning id is an error, and one that
   * found nothing there a warning (a stale acknowledgement).
   * @param scope the construct
   * @param ruleId the rule's id (`REPO-BRANCH-001`, `REPO-L2-001`)
   * @param reason why the findings are accepted here
   */
  public static acknowledge(scope: IConstruct, ruleId: string, reason: string): void {
    addAcknowledgement(scope, ruleId, reason);
    const stack = stackOfOrUndefined(scope);
    if (stack) ensureReporter(stack);
    else for (const s of scope.node.findAll()) if (TerraformStack.isStack(s)) ensureReporter(s);
  }
}

/** The aspect of one `Rules.apply` call. */
class RulesAspect implements IAspect {
  public constructor(private readonly application: Application) {}

  public visit(node: IConstruct): void {
    if (TerraformStack.isStack(node) || node === this.application.scope) register(node, this.application);
    if (isElement(node)) judgeElement(node, this.application);
  }
}

/** Records the pack and its rules in the stack's report state. */
function register(node: IConstruct, application: Application): void {
  const stack = TerraformStack.of(node);
  const state = stateOf(stack);
  ensureReporter(stack);
  const { pack, scope } = application;
  if (!state.packs.has(pack.name)) state.packs.set(pack.name, { pack, scopePath: scope.node.path });
  for (const rule of pack.rules) {
    if (!state.rulesRun.has(rule.id)) state.rulesRun.set(rule.id, { rule, severity: pack.severityOf(rule.id) as Level, pack: pack.name });
  }
}

/** Whether an application's aspect reaches a stack. */
function covers(a: Application, stack: IConstruct): boolean {
  return a.stacks === undefined || a.stacks.has(stack);
}

/** Whether a construct is a resource or a data source. */
function isElement(c: IConstruct): c is TerraformElement {
  return TerraformResource.isTerraformResource(c) || TerraformDataSource.isTerraformDataSource(c);
}

/** `repo_repository`, or `data.idp_flow` for a data source. */
function typeOf(e: TerraformElement): string {
  const t = (e as any).terraformResourceType as string;
  return TerraformDataSource.isTerraformDataSource(e) ? `data.${t}` : t;
}

function addressOf(e: TerraformElement): string {
  return `${typeOf(e)}.${e.friendlyUniqueId}`;
}

/** The construct that owns a resource: the L2 whose `Resource` it is, else the L1 itself. */
function ownerOf(e: IConstruct): IConstruct {
  return e.node.id === 'Resource' && e.node.scope ? e.node.scope : e;
}

const SUBJECTS = new WeakMap<IConstruct, RuleSubject | null>();

/** The subject of an element (null when it synthesizes no block, e.g. moved), made once. */
function subjectOf(e: TerraformElement): RuleSubject | null {
  let s = SUBJECTS.get(e);
  if (s === undefined) {
    const config = writtenConfig(e);
    s = config === undefined ? null : RuleSubject._create(e, typeOf(e), addressOf(e), config, resourcesOf(TerraformStack.of(e)));
    SUBJECTS.set(e, s);
  }
  return s;
}

/** The resources of a stack, by type, for the rules that look across resources. */
function resourcesOf(stack: TerraformStack): StackResources {
  return {
    of: (type: string) => stack.node.findAll()
      .filter((c): c is TerraformElement => isElement(c) && typeOf(c) === type)
      .map((c) => {
        try {
          return subjectOf(c);
        } catch {
          return null;
        }
      })
      .filter((s): s is RuleSubject => s !== null),
  };
}

const OUTCOMES = ['pass', 'fail', 'not-judged'];

/** Judges one element with the rules of one application that look at its type. */
function judgeElement(e: TerraformElement, application: Application): void {
  const stack = TerraformStack.of(e);
  const state = stateOf(stack);
  const type = typeOf(e);
  const rules = application.pack.rules.filter((r) => r.resourceTypes.includes(type));
  if (!rules.length) return;
  const owner = ownerOf(e);
  const address = addressOf(e);
  const applications = applicationsAt(e).filter((a) => covers(a, stack));
  let subject: RuleSubject | null | undefined;
  for (const rule of rules) {
    const key = `${e.node.path}|${rule.id}`;
    const holders = applications.filter((a) => a.pack.rules.some((r) => r.id === rule.id));
    if (holders[0] !== application || state.judged.has(key)) continue;
    state.judged.add(key);
    const others = holders.filter((a) => a.pack.rules.find((r) => r.id === rule.id) !== rule);
    if (others.length) {
      const names = [application, ...others].map((a) => `'${a.pack.name}' (applied at '${a.scope.node.path}')`).join(' and ');
      failCheck(owner, state, rule, address,
        `two different rules with the id ${rule.id}, in the packs ${names}, judge this resource; give one of them another id, or apply one of the packs`);
      continue;
    }
    if (subject === undefined) {
      try {
        subject = subjectOf(e);
      } catch (err) {
        failCheck(owner, state, rule, address, `the resource's configuration could not be read: ${messageOf(err)}`);
        continue;
      }
    }
    if (subject === null) continue;
    let judgements: Judgement[];
    try {
      judgements = rule.check(subject);
      if (!Array.isArray(judgements)) throw new Error(`check returned ${judgements === undefined ? 'undefined' : typeof judgements}, not a list of Judgement`);
      judgements.forEach((j, i) => {
        if (!(j instanceof Judgement) || !OUTCOMES.includes(j.outcome)) throw new Error(`check returned item ${i} that is not a Judgement (Judgement.pass, Judgement.fail or Judgement.notJudged)`);
      });
    } catch (err) {
      failCheck(owner, state, rule, address, `the rule's check failed: ${messageOf(err)}; fix the rule, or leave it out of the pack`);
      continue;
    }
    const severity = application.pack.severityOf(rule.id) as Level;
    for (const j of judgements) {
      if (j.outcome === 'pass') continue;
      const notJudged = j.outcome === 'not-judged';
      const level: Level = notJudged ? 'info' : severity;
      const reason = acknowledgedReason(e, rule.id);
      const where = j.attributePath ? `${address}, attribute ${j.attributePath}` : address;
      const text = notJudged
        ? `[${rule.id}] not judged: ${rule.summary}: ${j.message} (${where})`
        : `[${rule.id}] ${rule.summary}: ${j.message} (${where}). Fix: ${rule.fix}`;
      if (reason !== undefined) Annotations.of(owner).addInfo(`[${rule.id}] acknowledged: ${reason} (${text.replace(`[${rule.id}] `, '')})`);
      else if (level === 'error') Annotations.of(owner).addError(text);
      else if (level === 'warning') Annotations.of(owner).addWarning(text);
      else Annotations.of(owner).addInfo(text);
      state.findings.push({
        ruleId: rule.id,
        severity: level,
        outcome: notJudged ? 'not-judged' : 'fail',
        acknowledged: reason !== undefined,
        reason,
        address,
        constructPath: owner.node.path,
        attributePath: j.attributePath,
        message: j.message,
        summary: rule.summary,
        fix: rule.fix,
      });
    }
  }
}

/** A rule that could not judge a resource: an error annotation and finding (never acknowledged). */
function failCheck(owner: IConstruct, state: ReturnType<typeof stateOf>, rule: Rule, address: string, message: string): void {
  Annotations.of(owner).addError(`[${rule.id}] ${message} (${address})`);
  state.findings.push({
    ruleId: rule.id,
    severity: 'error',
    outcome: 'check-failed',
    acknowledged: false,
    address,
    constructPath: owner.node.path,
    attributePath: '',
    message,
    summary: rule.summary,
    fix: rule.fix,
  });
}

function messageOf(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

const CUSTOM_SYNTHESIS = Symbol.for('cdktf/customSynthesis');
const REPORTER_ID = 'cdktf-triad.rules';

/**
 * A child of the stack that, at synth (after validation, before the annotations are collected),
 * checks the acknowledgements and writes the stack's report.
 */
function ensureReporter(stack: TerraformStack): void {
  if (stack.node.tryFindChild(REPORTER_ID)) return;
  const reporter = new Construct(stack, REPORTER_ID);
  Object.defineProperty(reporter, CUSTOM_SYNTHESIS, {
    value: {
      onSynthesize: (session: ISynthesisSession) => {
        flushL2Warnings(stack);
        const acks = checkAcknowledgements(stack);
        writeReports(stack, session, stateOf(stack), acks);
      },
    },
    enumerable: false,
  });
}
