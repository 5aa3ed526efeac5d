package com.example.triad;

import com.hashicorp.cdktf.TerraformOutput;
import com.hashicorp.cdktf.TerraformStack;
import com.hashicorp.cdktf.TerraformVariable;
import com.hashicorp.cdktf.providers.null_provider.provider.NullProvider;
import com.hashicorp.cdktf.providers.null_provider.resource.Resource;
import io.github.cdktftriad.cap.AmiAutoUpdateOptions;
import io.github.cdktftriad.cap.CapProvider;
import io.github.cdktftriad.cap.EbsVolumeOptions;
import io.github.cdktftriad.cap.ScheduledRollOptions;
import io.github.cdktftriad.cap.SpotCluster;
import io.github.cdktftriad.cap.SpotScalingGroup;
import io.github.cdktftriad.cap.TimeWindow;
import io.github.cdktftriad.idp.DataIdpFlow;
import io.github.cdktftriad.idp.DataIdpOutpost;
import io.github.cdktftriad.idp.EmailTransportOptions;
import io.github.cdktftriad.idp.EventMatchOptions;
import io.github.cdktftriad.idp.Group;
import io.github.cdktftriad.idp.IdpProvider;
import io.github.cdktftriad.idp.NotificationRoute;
import io.github.cdktftriad.idp.OAuthApplication;
import io.github.cdktftriad.idp.PolicyExpression;
import io.github.cdktftriad.repo.Deployment;
import io.github.cdktftriad.repo.GitFlowBranchingModel;
import io.github.cdktftriad.repo.HookEvents;
import io.github.cdktftriad.repo.ProtectedBranch;
import io.github.cdktftriad.repo.RepoProvider;
import io.github.cdktftriad.repo.RepoRef;
import io.github.cdktftriad.repo.Repository;
import io.github.cdktftriad.repo.RepositoryForkPolicy;
import io.github.cdktftriad.repo.RepositoryWebhook;
import io.github.cdktftriad.repo.Schedule;
import io.github.cdktftriad.repo.ScheduledPipeline;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import software.constructs.Construct;

/**
 * The example stack, as in examples/typescript/main.ts:
 *  - identity: an OAuth2 application for Grafana (provider, application, policy bindings, outpost
 *    attachment) and alert routing to its admins;
 *  - repository hosting: a protected repository (git-flow branching model, restrictions on main,
 *    a webhook to CI, a nightly pipeline);
 *  - spot capacity: CI runners on spot instances and a spot container cluster;
 *  - interop: a resource of a prebuilt provider (the null provider) next to them, each side
 *    referencing the other's attributes.
 */
public class ExampleStack extends TerraformStack {
    public ExampleStack(final Construct scope, final String id) {
        super(scope, id);

        // ---- identity
        IdpProvider.Builder.create(this, "idp").url("https://idp.example.com").token(secret("idp_token", "API token of the identity system")).build();
        final DataIdpFlow authorization = DataIdpFlow.Builder.create(this, "authorization").slug("default-provider-authorization-implicit-consent").build();
        final DataIdpFlow invalidation = DataIdpFlow.Builder.create(this, "invalidation").slug("default-provider-invalidation-flow").build();
        final DataIdpOutpost outpost = DataIdpOutpost.Builder.create(this, "embedded").name("embedded outpost").build();
        final Group admins = Group.Builder.create(this, "grafana_admins").name("grafana-admins").build();
        final PolicyExpression officeHours = PolicyExpression.Builder.create(this, "office_hours")
                .name("office-hours")
                .expression("return 8 <= request.context[\"hour\"] < 18")
                .build();

        final OAuthApplication grafana = OAuthApplication.Builder.create(this, "grafana")
                .name("Grafana")
                .slug("grafana")
                .authorizationFlow(authorization)
                .invalidationFlow(invalidation)
                .redirectUris(List.of("https://grafana.example.com/login/generic_oauth"))
                .launchUrl("https://grafana.example.com")
                .accessTokenValidity("minutes=15")
                .scopeMappings(TerraformVariable.Builder.create(this, "grafana_scope_mappings")
                        .type("list(string)")
                        .description("Ids of the openid, email and profile scope mappings Grafana needs")
                        .build().getListValue())
                .outpost(outpost)     // the embedded outpost, managed elsewhere: an attachment
                .build();
        // the admins, during office hours (one group and a policy: policy engine mode `all`)
        grafana.allowGroup(admins);
        grafana.addPolicy(officeHours);

        // failed logins become alerts for the admins, on a chat webhook and by email
        final NotificationRoute alerts = NotificationRoute.Builder.create(this, "alerts")
                .name("alerts-to-admins").severity("alert").group(admins).build();
        alerts.matchEvents(EventMatchOptions.builder().action("login_failed").build());
        alerts.addSlackWebhook(secret("alerts_webhook_url", "Chat webhook URL for identity alerts"));
        alerts.addEmail(EmailTransportOptions.builder().subjectPrefix("[idp]").build());

        TerraformOutput.Builder.create(this, "grafana_client_id").value(grafana.getClientId()).build();
        TerraformOutput.Builder.create(this, "grafana_client_secret").value(grafana.getClientSecret()).sensitive(true).build();

        // ---- repository hosting: a protected repository
        RepoProvider.Builder.create(this, "repo").oauthToken(secret("repo_oauth_token", "OAuth token of the repository-hosting service")).build();
        final Repository web = Repository.Builder.create(this, "web")
                .owner("acme")
                .name("web")
                .isPrivate(true)
                .forkPolicy(RepositoryForkPolicy.NO_PUBLIC_FORKS)
                .pipelinesEnabled(true)
                .build();
        GitFlowBranchingModel.Builder.create(this, "web_flow").repository(web).build();
        ProtectedBranch.Builder.create(this, "web_main")
                .repository(web)
                .pattern("main")
                .pushGroups(List.of(RepoRef.fromGroupAttributes("acme", "maintainers")))
                .requiredApprovals(2)
                .requiredPassingBuilds(1)
                .build();
        RepositoryWebhook.Builder.create(this, "web_ci")
                .repository(web)
                .url("https://ci.example.com/hooks/web")
                .events(List.of(HookEvents.REPO_PUSH, HookEvents.PULLREQUEST_CREATED))
                .secret(secret("web_hook_secret", "Secret the webhook deliveries carry"))
                .build();
        ScheduledPipeline.Builder.create(this, "web_nightly")
                .repository(web)
                .schedule(Schedule.daily("02:00"))
                .branch("main")
                .pipeline("nightly")
                .build();

        // ---- spot capacity: CI runners on spot instances, rolled on change
        CapProvider.Builder.create(this, "cap").token(secret("cap_token", "API token of the spot-capacity service")).account("act-12345").build();
        final SpotScalingGroup runners = SpotScalingGroup.Builder.create(this, "ci_runners")
                .name("ci-runners")
                .product("linux")
                .securityGroups(List.of("sg-0123456789"))
                .subnetIds(List.of("subnet-a", "subnet-b"))
                .minSize(1)
                .desiredCapacity(2)
                .maxSize(12)
                .spotPercentage(90)
                .onDemandType("m5.large")
                .tags(ordered("team", "ci", "repository", web.getSlug()))
                .build();
        runners.addInstanceType("m5.large", 2); // weighted: the sizes above count weight units
        runners.addInstanceType("c5.xlarge", 4);
        runners.addEbsVolume("/dev/xvda", EbsVolumeOptions.builder().volumeType("gp3").sizeGb(100).throughput(250).build());
        runners.useDockerSwarm("swarm.internal.example.com", 2377);

        // a spot container cluster, shut down at weekends, rolled weekly and kept on patched images
        final SpotCluster cluster = SpotCluster.Builder.create(this, "apps_cluster")
                .name("apps")
                .controllerId("apps-controller")
                .imageId("img-0abc123")
                .securityGroups(List.of("sg-0123456789"))
                .subnetIds(List.of("subnet-a", "subnet-b"))
                .minSize(2)
                .maxSize(30) // no desiredCapacity: the autoscaler sets it
                .spotPercentage(85)
                .shutdownHours(List.of(TimeWindow.parse("Sat:00:00-Mon:05:00")))
                .autoscaler(true)
                .autoHeadroomPercentage(10)
                .maxScaleDownPercentage(20)
                .tags(ordered("team", "platform"))
                .build();
        cluster.scheduleRoll("0 3 * * 3", ScheduledRollOptions.builder().comment("weekly refresh").build());
        cluster.scheduleAmiAutoUpdate("0 4 1 * *", AmiAutoUpdateOptions.builder().patch(true).build());

        // ---- interop with a prebuilt provider: each side reads the other's attributes
        NullProvider.Builder.create(this, "null").build();
        final Resource release = Resource.Builder.create(this, "release_marker")
                .triggers(ordered("runners", runners.getResource().getId(), "application", grafana.getApplicationUuid()))
                .build();
        Deployment.Builder.create(this, "web_production").repository(web.getUuid()).name("release-" + release.getId()).stage("Production").build();
    }

    /**
     * Credentials never appear in the configuration: they are sensitive variables here, and each
     * provider falls back to its IDP_* / REPO_* / CAP_* environment variables at plan time.
     */
    private String secret(final String name, final String description) {
        return TerraformVariable.Builder.create(this, name).type("string").sensitive(true).description(description).build().getStringValue();
    }

    /** A map that keeps the order its entries are given in, as a JavaScript object literal does (tags become a list in that order). */
    private static Map<String, String> ordered(final String... keysAndValues) {
        final Map<String, String> map = new LinkedHashMap<>();
        for (int i = 0; i < keysAndValues.length; i += 2) {
            map.put(keysAndValues[i], keysAndValues[i + 1]);
        }
        return map;
    }
}
