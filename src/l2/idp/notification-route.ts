import { createHash } from 'crypto';
import { Construct } from 'constructs';
import { Lazy, Token } from '../../constructs/cdktf';
import { EventRule, EventRuleSeverity } from '../../l1/idp/event-rule';
import { EventTransport, EventTransportMode } from '../../l1/idp/event-transport';
import { PolicyBinding } from '../../l1/idp/policy-binding';
import { PolicyEventMatcher } from '../../l1/idp/policy-event-matcher';
import { l2WarningNow } from '../../rules/l2-warnings';
import { childId } from '../ids';
import { PropProblems } from '../problems';
import { BindingOptions } from './binding-options';
import { PolicyBindings } from './bindings';
import { IEventRule, IGroup, IPolicy } from '../../l1/idp/references';
import { GROUP, POLICY } from '../kinds';
import { checkHttpsUrl, warnHttpUrl } from '../urls';

/** Properties of a `NotificationRoute`. */
export interface NotificationRouteProps {
  /** Name of the event rule; its transports and event matchers are named after it. */
  readonly name: string;
  /**
   * Severity given to the notifications the route creates: `notice`, `warning` or `alert`. It does
   * not select events: `matchEvents` and `addPolicy` do.
   * @default "warning"
   */
  readonly severity?: string;
  /**
   * Group whose members are notified.
   * @default - no group; set `notifyEventUser` or call `notifyGroup` (a route that notifies no one fails at synth)
   */
  readonly group?: IGroup;
  /**
   * Also notify the user the event is about.
   * @default false
   */
  readonly notifyEventUser?: boolean;
}

/** Which events a `NotificationRoute` matches (an event-matcher policy); criteria left out match any value. */
export interface EventMatchOptions {
  /**
   * Event action to match, for example `login_failed` or `model_created`.
   * @default - any action
   */
  readonly action?: string;
  /**
   * Application (component) that produced the event.
   * @default - any
   */
  readonly app?: string;
  /**
   * Client IP address to match.
   * @default - any
   */
  readonly clientIp?: string;
  /**
   * Model (object type) the event is about.
   * @default - any
   */
  readonly model?: string;
  /**
   * Construct id of the event matcher (its binding gets `Binding-<id>`); the matcher is named
   * `<route name>-<id>`.
   * @default - `Match-<action>` (or `Match-<model>`, `Match-<app>`, `Match-<clientIp>`, the first criterion given; `Match-any` for none)
   */
  readonly id?: string;
}

/** Options of a transport of a `NotificationRoute`. */
export interface TransportOptions {
  /**
   * Construct id of the transport; the transport is named `<route name>-<id>`.
   * @default - `Local`; `Webhook-<url>` / `SlackWebhook-<url>`, where `<url>` is the Terraform
   * expression of a variable or reference (`var.slack_url`), or a hash of a literal URL; `Email-<subject prefix>` (`Email-default` without one)
   */
  readonly id?: string;
}

/** Options of `NotificationRoute.addWebhook` and `NotificationRoute.addSlackWebhook`. */
export interface WebhookTransportOptions extends TransportOptions {
  /**
   * Allow an `http` URL. Notifications, and any credential the URL holds, then travel unencrypted;
   * setting it gives a warning at synth (the same rule as `repo.RepositoryWebhook`).
   * @default false
   */
  readonly allowHttp?: boolean;
}

/** Options of `NotificationRoute.addEmail`. */
export interface EmailTransportOptions extends TransportOptions {
  /**
   * Prefix of the subject of the emails.
   * @default - the identity system's
   */
  readonly subjectPrefix?: string;
}

/**
 * Notification routing: an event rule that turns matching events into notifications of a severity
 * for a group and/or the event's user, delivered through transports.
 *
 * Events are selected by the policies bound to the rule (`matchEvents` creates an event matcher,
 * `addPolicy` binds one you have; a user is notified when any one of them matches). A route with no
 * policy never fires, and one with no group and no event user notifies no one: both fail at synth.
 * Transports (`addLocal`, `addWebhook`, `addSlackWebhook`, `addEmail`) deliver the notifications;
 * without any they only show in the identity system's own user interface (a warning says so).
 *
 * @example
 * const route = new idp.NotificationRoute(this, 'Alerts', { name: 'alerts', severity: 'alert', group: admins });
 * route.matchEvents({ action: 'login_failed' });
 * route.addSlackWebhook(slackUrl.stringValue);   // a sensitive TerraformVariable
 * route.addEmail({ subjectPrefix: '[idp]' });
 */
export class NotificationRoute extends Construct implements IEventRule {
  /** The event rule (L1). */
  public readonly resource: EventRule;
  private readonly name: string;
  private readonly transportList: EventTransport[] = [];
  private readonly matchers: PolicyBindings;

  public constructor(scope: Construct, id: string, props: NotificationRouteProps) {
    super(scope, id);
    const problems = new PropProblems(this, 'NotificationRoute');
    props = problems.struct(props);
    problems.requireString('name', props.name);
    problems.optionalString('severity', props.severity);
    problems.optionalRef('group', props.group, GROUP);
    problems.optionalBoolean('notifyEventUser', props.notifyEventUser);
    const severity = props.severity ?? EventRuleSeverity.WARNING;
    problems.check(!problems.judge('severity', severity) || ['notice', 'warning', 'alert'].includes(severity), `severity: ${JSON.stringify(severity)} is not one of "notice", "warning", "alert"`);
    problems.throwIfAny();
    this.name = props.name;
    this.matchers = new PolicyBindings(this, 'NotificationRoute', () => this.resource.eventRuleId);
    this.resource = new EventRule(this, 'Resource', {
      name: props.name,
      severity,
      destinationGroup: props.group?.groupUuid,
      destinationEventUser: props.notifyEventUser ?? false,
      transports: Lazy.listValue({ produce: () => this.transportList.map((t) => t.eventTransportId) }),
    });
    this.node.addValidation({
      validate: () => {
        const invalid: string[] = [];
        if (this.matchers.counts.policies === 0) {
          invalid.push('NotificationRoute: no policy selects events, so the route never fires; call matchEvents({ action: ... }) or addPolicy(policy)');
        }
        const eventUser = this.resource.destinationEventUserInput;
        if (this.resource.destinationGroupInput === undefined && (eventUser === false || eventUser === undefined)) {
          invalid.push('NotificationRoute: no group and notifyEventUser false, so no one is notified; pass group (or call notifyGroup) or set notifyEventUser');
        }
        if (this.transportList.length === 0) {
          l2WarningNow(this, 'IDP-L2-003', 'NotificationRoute: no transport, so notifications only show in the identity system\'s user interface; add one with addLocal, addWebhook, addSlackWebhook or addEmail');
        }
        return invalid;
      },
    });
  }

  /** The rule's uuid (its Terraform id), the target of the policies that select its events. */
  public get eventRuleId(): string {
    return this.resource.eventRuleId;
  }

  /** The transports, in the order added (a copy). */
  public get transports(): EventTransport[] {
    return [...this.transportList];
  }

  /** The policy bindings that select the events, in the order added (a copy). */
  public get policyBindings(): PolicyBinding[] {
    return this.matchers.list;
  }

  /** Sends notifications to the members of a group. @param group the group */
  public notifyGroup(group: IGroup): void {
    const problems = new PropProblems(this, 'NotificationRoute.notifyGroup');
    problems.requireRef('group', group, GROUP);
    problems.throwIfAny();
    this.resource.destinationGroup = group.groupUuid;
  }

  /**
   * Selects events with an event matcher (a policy bound to the rule; a user is notified when any of
   * the route's policies matches).
   * @param options what to match, and the matcher's construct id
   * @returns the event matcher (its binding has the construct id `<id>Binding`)
   */
  public matchEvents(options: EventMatchOptions): PolicyEventMatcher {
    const problems = new PropProblems(this, 'NotificationRoute.matchEvents');
    options = problems.struct(options, 'options');
    for (const name of ['action', 'app', 'clientIp', 'model', 'id'] as const) problems.optionalString(name, options[name]);
    problems.throwIfAny();
    const key = options.action ?? options.model ?? options.app ?? options.clientIp ?? 'any';
    const id = childId(this, 'NotificationRoute.matchEvents', 'Match', key, options.id);
    const bindingId = childId(this, 'NotificationRoute.matchEvents', 'Binding', id);
    const matcher = new PolicyEventMatcher(this, id, {
      name: `${this.name}-${id}`,
      action: options.action,
      app: options.app,
      clientIp: options.clientIp,
      model: options.model,
    });
    this.matchers.add('matchEvents', 'policy', matcher, POLICY, { id: bindingId });
    return matcher;
  }

  /**
   * Selects events with a policy you have (an event matcher or an expression policy).
   * @param policy the policy
   * @param options order and construct id of the binding
   */
  public addPolicy(policy: IPolicy, options?: BindingOptions): PolicyBinding {
    return this.matchers.add('addPolicy', 'policy', policy, POLICY, options);
  }

  /** Delivers notifications inside the identity system. @param options the transport's construct id */
  public addLocal(options: TransportOptions = {}): EventTransport {
    const problems = new PropProblems(this, 'NotificationRoute.addLocal');
    options = problems.struct(options, 'options');
    problems.optionalString('id', options.id);
    problems.throwIfAny();
    return this.add('addLocal', 'Local', undefined, options.id, { mode: EventTransportMode.LOCAL });
  }

  /**
   * Delivers notifications by HTTP POST. The URL is https unless `allowHttp` is set (the rule of
   * every L2 that posts to a URL; plain http warns).
   * @param url the webhook URL: pass it as a sensitive variable, a webhook URL usually embeds a credential
   * @param options the transport's construct id, and whether http is allowed
   */
  public addWebhook(url: string, options: WebhookTransportOptions = {}): EventTransport {
    return this.addUrl('addWebhook', 'Webhook', EventTransportMode.WEBHOOK, url, options);
  }

  /**
   * Delivers notifications to a chat webhook. The URL is https unless `allowHttp` is set (the rule of
   * every L2 that posts to a URL; plain http warns).
   * @param url the webhook URL: pass it as a sensitive variable, a webhook URL usually embeds a credential
   * @param options the transport's construct id, and whether http is allowed
   */
  public addSlackWebhook(url: string, options: WebhookTransportOptions = {}): EventTransport {
    return this.addUrl('addSlackWebhook', 'SlackWebhook', EventTransportMode.WEBHOOK_SLACK, url, options);
  }

  /**
   * Delivers notifications by email.
   * @param options subject prefix and the transport's construct id
   */
  public addEmail(options: EmailTransportOptions = {}): EventTransport {
    const problems = new PropProblems(this, 'NotificationRoute.addEmail');
    options = problems.struct(options, 'options');
    problems.optionalString('subjectPrefix', options.subjectPrefix);
    problems.optionalString('id', options.id);
    problems.throwIfAny();
    return this.add('addEmail', 'Email', options.subjectPrefix ?? 'default', options.id, { mode: EventTransportMode.EMAIL, emailSubjectPrefix: options.subjectPrefix });
  }

  private addUrl(method: string, kind: string, mode: string, url: string, options: WebhookTransportOptions): EventTransport {
    const where = `NotificationRoute.${method}`;
    const problems = new PropProblems(this, where);
    problems.requireString('url', url, { secret: true });
    options = problems.struct(options, 'options');
    problems.optionalBoolean('allowHttp', options.allowHttp);
    problems.optionalString('id', options.id);
    const checked = checkHttpsUrl(problems, 'url', url, options.allowHttp);
    problems.throwIfAny();
    const transport = this.add(method, kind, urlKey(url), options.id, { mode, webhookUrl: url });
    warnHttpUrl(this, where, checked, options.allowHttp);
    return transport;
  }

  private add(method: string, kind: string, key: string | undefined, explicit: string | undefined, config: TransportConfig): EventTransport {
    // a transport without a key (local) has its kind as id
    const id = childId(this, `NotificationRoute.${method}`, kind, key ?? '', explicit ?? (key === undefined ? kind : undefined));
    const t = new EventTransport(this, id, { name: `${this.name}-${id}`, ...config });
    this.transportList.push(t);
    return t;
  }
}

/** What an L2 sets on a transport. */
interface TransportConfig {
  readonly mode: string;
  readonly webhookUrl?: string;
  readonly emailSubjectPrefix?: string;
}

/**
 * What identifies a webhook transport: the reference a token stands for, or a hash of a literal URL
 * (the URL itself may hold a credential and must not end up in a Terraform address).
 */
function urlKey(url: string): string {
  return Token.isUnresolved(url) ? url : createHash('sha256').update(url).digest('hex').slice(0, 12);
}
