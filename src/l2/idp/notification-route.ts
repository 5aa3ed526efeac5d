import { Construct } from 'constructs';
import { Lazy } from '../../constructs/cdktf';
import { EventRule, EventRuleSeverity } from '../../l1/idp/event-rule';
import { EventTransport, EventTransportMode } from '../../l1/idp/event-transport';
import { PropProblems } from '../problems';
import { IGroup } from './refs';

/** Properties of a {@link NotificationRoute}. */
export interface NotificationRouteProps {
  /** Name of the event rule (transports are named after it). */
  readonly name: string;
  /**
   * Severity of the events routed: `notice`, `warning` or `alert`.
   * @default "warning"
   */
  readonly severity?: string;
  /**
   * Group to notify.
   * @default - no group; set `notifyEventUser` or call `notifyGroup`
   */
  readonly group?: IGroup;
  /**
   * Also notify the user the event is about.
   * @default false
   */
  readonly notifyEventUser?: boolean;
}

/**
 * Notification routing: an event rule that routes events of a severity to a group and/or the event's
 * user, through transports added with `addLocal`, `addWebhook`, `addSlackWebhook` and `addEmail`.
 *
 * @example
 * const route = new idp.NotificationRoute(this, 'Alerts', { name: 'alerts', severity: 'alert', group: idp.IdpRef.group(admins.id) });
 * route.addSlackWebhook('https://hooks.example.com/services/T0/B0/X');
 * route.addEmail();
 */
export class NotificationRoute extends Construct {
  /** The event rule (L1). */
  public readonly resource: EventRule;
  /** The transports, in the order added. */
  public readonly transports: EventTransport[] = [];
  private readonly name: string;

  public constructor(scope: Construct, id: string, props: NotificationRouteProps) {
    super(scope, id);
    const severity = props.severity ?? EventRuleSeverity.WARNING;
    new PropProblems(this, 'NotificationRoute')
      .check(!PropProblems.known(severity) || ['notice', 'warning', 'alert'].includes(severity), `severity: ${JSON.stringify(severity)} is not one of "notice", "warning", "alert"`)
      .throwIfAny();
    this.name = props.name;
    this.resource = new EventRule(this, 'Resource', {
      name: props.name,
      severity,
      destinationGroup: props.group?.groupUuid,
      destinationEventUser: props.notifyEventUser ?? false,
      transports: Lazy.listValue({ produce: () => this.transports.map((t) => t.id) }),
    });
    this.node.addValidation({
      validate: () => (this.transports.length ? [] : ['NotificationRoute: add at least one transport (addLocal, addWebhook, addSlackWebhook, addEmail)']),
    });
  }

  /** Sends notifications to a group. @param group the group */
  public notifyGroup(group: IGroup): void {
    this.resource.destinationGroup = group.groupUuid;
  }

  /** Delivers notifications inside the identity system. */
  public addLocal(): EventTransport {
    return this.add('Local', { mode: EventTransportMode.LOCAL });
  }

  /**
   * Delivers notifications by HTTP POST.
   * @param url the webhook URL
   */
  public addWebhook(url: string): EventTransport {
    return this.add('Webhook', { mode: EventTransportMode.WEBHOOK, webhookUrl: this.checkUrl(url) });
  }

  /**
   * Delivers notifications to a chat webhook.
   * @param url the webhook URL
   */
  public addSlackWebhook(url: string): EventTransport {
    return this.add('SlackWebhook', { mode: EventTransportMode.WEBHOOK_SLACK, webhookUrl: this.checkUrl(url) });
  }

  /**
   * Delivers notifications by email.
   * @param subjectPrefix prefix of the subject; default the identity system's
   */
  public addEmail(subjectPrefix?: string): EventTransport {
    return this.add('Email', { mode: EventTransportMode.EMAIL, emailSubjectPrefix: subjectPrefix });
  }

  private add(kind: string, config: { mode: string; webhookUrl?: string; emailSubjectPrefix?: string }): EventTransport {
    const t = new EventTransport(this, `${kind}${this.transports.filter((x) => x.node.id.startsWith(kind)).length || ''}`, {
      name: `${this.name}-${kind.toLowerCase()}${this.transports.length ? `-${this.transports.length}` : ''}`,
      ...config,
    });
    this.transports.push(t);
    return t;
  }

  private checkUrl(url: string): string {
    new PropProblems(this, 'NotificationRoute')
      .check(!PropProblems.known(url) || /^https?:\/\/[^/]+/.test(url), `webhook url: ${JSON.stringify(url)} is not an absolute http(s) URL`)
      .throwIfAny();
    return url;
  }
}
