package io.github.cdktftriad.bindings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.hashicorp.cdktf.TerraformOutput;
import com.hashicorp.cdktf.TerraformStack;
import com.hashicorp.cdktf.TerraformVariable;
import com.hashicorp.cdktf.Testing;
import io.github.cdktftriad.idp.EmailTransportOptions;
import io.github.cdktftriad.idp.EventMatchOptions;
import io.github.cdktftriad.idp.IdpProvider;
import io.github.cdktftriad.idp.IdpRef;
import io.github.cdktftriad.idp.NotificationRoute;
import io.github.cdktftriad.idp.OAuthApplication;
import io.github.cdktftriad.idp.PolicyBinding;
import io.github.cdktftriad.idp.ProxyApplication;
import io.github.cdktftriad.idp.RedirectUriMatching;
import io.github.cdktftriad.idp.StageBindingOptions;
import io.github.cdktftriad.idp.StagedFlow;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import software.amazon.jsii.JsiiError;

/** The idp L2s in Java synthesize what test/l2/idp.test.ts expects (its snapshots and values). */
class IdpL2Test {
    private static TerraformStack stack() {
        final TerraformStack s = new TerraformStack(Testing.app(), "stack");
        IdpProvider.Builder.create(s, "idp").build();
        return s;
    }

    private static OAuthApplication.Builder oauth(final TerraformStack s, final String id, final String name) {
        return OAuthApplication.Builder.create(s, id).name(name).slug(name)
                .authorizationFlow(IdpRef.fromFlowUuid("auth-flow-uuid")).invalidationFlow(IdpRef.fromFlowUuid("inval-flow-uuid"));
    }

    @Test
    void oauthApplicationComposesProviderApplicationBindingsAndTheOutpostAttachment() {
        final TerraformStack s = stack();
        final OAuthApplication app = OAuthApplication.Builder.create(s, "Grafana")
                .name("Grafana").slug("grafana")
                .authorizationFlow(IdpRef.fromFlowUuid("auth-flow-uuid")).invalidationFlow(IdpRef.fromFlowUuid("inval-flow-uuid"))
                .redirectUris(List.of("https://grafana.example.com/login"))
                .outpost(IdpRef.fromOutpostUuid("outpost-uuid"))
                .icon("https://grafana.example.com/icon.svg")
                .launchUrl("https://grafana.example.com")
                .build();
        app.addRedirectUri("https://grafana\\.example\\.com/.*", RedirectUriMatching.REGEX);
        app.allowGroup(IdpRef.fromGroupUuid("admins-uuid"));
        app.addPolicy(IdpRef.fromPolicyUuid("office-hours-uuid"));
        final JsonNode resource = Json.synth(s).get("resource");
        Json.assertSameJson(Snapshots.of("idp", "OAuthApplication"), resource);

        final List<String> bindings = new ArrayList<>();
        for (final PolicyBinding b : app.getBindings()) {
            bindings.add(b.getNode().getId() + " " + b.getOrderInput() + " " + (b.getGroupInput() != null ? b.getGroupInput() : b.getPolicyInput()));
        }
        assertEquals(List.of("AllowGroup-admins-uuid 0 admins-uuid", "Policy-office-hours-uuid 10 office-hours-uuid"), bindings);
        assertEquals(2, resource.get("idp_policy_binding").size());
        final JsonNode provider = Json.only(resource.get("idp_provider_oauth2"));
        assertEquals("grafana", provider.get("client_id").asText());
        assertNull(provider.get("client_secret"));
        Json.assertSameJson(Json.parse("[{\"url\": \"https://grafana.example.com/login\", \"matching_mode\": \"strict\"},"
                + " {\"url\": \"https://grafana\\\\.example\\\\.com/.*\", \"matching_mode\": \"regex\"}]"), provider.get("allowed_redirect_uris"));
        assertEquals("Resource", app.getResource().getNode().getId());
        Json.assertContains(Json.parse("{\"meta_icon\": \"https://grafana.example.com/icon.svg\","
                + " \"meta_launch_url\": \"https://grafana.example.com\", \"policy_engine_mode\": \"all\"}"), Json.only(resource.get("idp_application")));
    }

    @Test
    void oauthApplicationExposesTheClientSecretAsASensitiveReferenceNeverALiteral() {
        final TerraformStack s = stack();
        final OAuthApplication app = oauth(s, "App", "a").build();
        TerraformOutput.Builder.create(s, "secret").value(app.getClientSecret()).sensitive(true).build();
        final JsonNode json = Json.synth(s);
        assertTrue(json.at("/output/secret/sensitive").asBoolean());
        assertTrue(json.at("/output/secret/value").asText().matches("^\\$\\{idp_provider_oauth2\\.App_Provider_[0-9A-F]{8}\\.client_secret\\}$"), json.at("/output/secret/value").asText());
        final JsiiError error = assertThrows(JsiiError.class, () -> oauth(stack(), "Bad", "b").clientSecret("hunter2").build());
        assertTrue(error.getMessage().contains("OAuthApplication at 'stack/Bad' is invalid:\n  - clientSecret: a literal client secret would be written to cdk.tf.json"), error.getMessage());
        final TerraformVariable v = TerraformVariable.Builder.create(s, "cs").type("string").sensitive(true).build();
        oauth(s, "WithVar", "w").clientSecret(v.getStringValue()).build();
        final List<String> secrets = new ArrayList<>();
        Json.synth(s).at("/resource/idp_provider_oauth2").elements().forEachRemaining(p -> secrets.add(p.has("client_secret") ? p.get("client_secret").asText() : null));
        assertEquals(java.util.Arrays.asList(null, "${var.cs}"), secrets);
    }

    @Test
    void oauthApplicationRejectsBadPropsWhenCreatedAllProblemsInOneMessage() {
        final JsiiError error = assertThrows(JsiiError.class, () -> oauth(stack(), "Bad", "b").clientType("secretive").redirectUris(List.of("not a url")).build());
        assertTrue(error.getMessage().contains("clientType: \"secretive\" is not one of \"confidential\", \"public\"\n  - redirectUris: \"not a url\" is not an absolute URI"), error.getMessage());
        final OAuthApplication app = oauth(stack(), "A", "a").build();
        final RuntimeException matching = assertThrows(RuntimeException.class, () -> app.addRedirectUri("https://x", "fuzzy"));
        assertTrue(matching.getMessage().contains("matching: \"fuzzy\" is not one of \"strict\", \"regex\""), matching.getMessage());
        app.attachToOutpost(IdpRef.fromOutpostUuid("o"));
        final RuntimeException twice = assertThrows(RuntimeException.class, () -> app.attachToOutpost(IdpRef.fromOutpostUuid("o2")));
        assertTrue(twice.getMessage().contains("is already served by an outpost"), twice.getMessage());
    }

    @Test
    void proxyApplication() {
        final TerraformStack s = stack();
        final ProxyApplication wiki = ProxyApplication.Builder.create(s, "Wiki")
                .name("Wiki").slug("wiki")
                .externalHost("https://wiki.example.com").internalHost("http://wiki.internal:8080")
                .authorizationFlow(IdpRef.fromFlowUuid("auth-flow-uuid")).invalidationFlow(IdpRef.fromFlowUuid("inval-flow-uuid"))
                .outpost(IdpRef.fromOutpostUuid("outpost-uuid"))
                .build();
        wiki.allowGroup(IdpRef.fromGroupUuid("staff"));
        final JsonNode resource = Json.synth(s).get("resource");
        Json.assertSameJson(Snapshots.of("idp", "ProxyApplication"), resource);
        Json.assertContains(Json.parse("{\"mode\": \"proxy\", \"external_host\": \"https://wiki.example.com\"}"), Json.only(resource.get("idp_provider_proxy")));
    }

    @Test
    void notificationRouteAnEventRuleWithItsTransports() {
        final TerraformStack s = stack();
        final NotificationRoute route = NotificationRoute.Builder.create(s, "Alerts").name("alerts").severity("alert").group(IdpRef.fromGroupUuid("admins")).build();
        route.matchEvents(EventMatchOptions.builder().action("login_failed").build());
        final TerraformVariable url = TerraformVariable.Builder.create(s, "slack_url").type("string").sensitive(true).build();
        route.addSlackWebhook(url.getStringValue());
        route.addEmail(EmailTransportOptions.builder().subjectPrefix("[idp]").build());
        route.addLocal();
        final JsonNode resource = Json.synth(s).get("resource");
        Json.assertSameJson(Snapshots.of("idp", "NotificationRoute"), resource);
        final JsonNode rule = Json.only(resource.get("idp_event_rule"));
        assertEquals(3, rule.get("transports").size());
        Json.assertContains(Json.parse("{\"severity\": \"alert\", \"destination_group\": \"admins\", \"destination_event_user\": false}"), rule);
        assertEquals(List.of("SlackWebhook-var_slack_url", "Email-idp", "Local"),
                route.getTransports().stream().map(t -> t.getNode().getId()).collect(Collectors.toList()));
    }

    @Test
    void stagedFlowBindsStagesInTheOrderTheyAreAddedOrAtTheOrderGiven() {
        final TerraformStack s = stack();
        final StagedFlow login = StagedFlow.Builder.create(s, "Login").name("login").slug("login").designation("authentication").build();
        login.addStage(IdpRef.fromStageId("identification"));
        login.addStage(IdpRef.fromStageId("password"));
        login.addStage(IdpRef.fromStageId("mfa"), StageBindingOptions.builder().order(15).build());
        final JsonNode resource = Json.synth(s).get("resource");
        Json.assertSameJson(Snapshots.of("idp", "StagedFlow"), resource);
        assertEquals(List.of("identification@10", "password@20", "mfa@15"),
                login.getStageBindings().stream().map(b -> b.getStageInput() + "@" + b.getOrderInput()).collect(Collectors.toList()));
        final RuntimeException taken = assertThrows(RuntimeException.class, () -> login.addStage(IdpRef.fromStageId("again"), StageBindingOptions.builder().order(20).build()));
        assertTrue(taken.getMessage().contains("a stage is already bound at order 20 ('Stage-password')"), taken.getMessage());
        final JsiiError designation = assertThrows(JsiiError.class, () -> StagedFlow.Builder.create(stack(), "F").name("f").slug("f").designation("login").build());
        assertTrue(designation.getMessage().contains("designation: \"login\" is not one of"), designation.getMessage());
    }
}
