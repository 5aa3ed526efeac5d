package io.github.cdktftriad.bindings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.hashicorp.cdktf.TerraformStack;
import com.hashicorp.cdktf.Testing;
import io.github.cdktftriad.cap.AmiAutoUpdateOptions;
import io.github.cdktftriad.cap.CapProvider;
import io.github.cdktftriad.cap.EbsVolumeOptions;
import io.github.cdktftriad.cap.HeadroomOptions;
import io.github.cdktftriad.cap.KubernetesIntegrationOptions;
import io.github.cdktftriad.cap.ScheduledRollOptions;
import io.github.cdktftriad.cap.SpotCluster;
import io.github.cdktftriad.cap.SpotScalingGroup;
import io.github.cdktftriad.cap.TimeWindow;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.jsii.JsiiError;

/** The cap L2s in Java synthesize what test/l2/cap.test.ts expects (its snapshots and values). */
class CapL2Test {
    private static TerraformStack stack() {
        final TerraformStack s = new TerraformStack(Testing.app(), "stack");
        CapProvider.Builder.create(s, "cap").build();
        return s;
    }

    @Test
    void timeWindowParsesFormatsAndDetectsOverlaps() {
        final TimeWindow w = TimeWindow.parse("Fri:20:00-Mon:06:00");
        assertEquals(List.of("Fri:20:00", "Mon:06:00", "Fri:20:00-Mon:06:00"), List.of(w.getStartsAt(), w.getEndsAt(), w.toString()));
        assertTrue(w.getWrapsWeekEnd());
        assertEquals(58 * 60, w.getDurationMinutes().intValue());
        assertEquals("Sat:22:00-Sun:04:00", TimeWindow.of("Sat", "22:00", "Sun", "4:00").toString());
        final TimeWindow a = TimeWindow.parse("Sat:22:00-Sun:02:00");
        final TimeWindow b = TimeWindow.parse("Sun:01:00-Sun:03:00");
        final TimeWindow c = TimeWindow.parse("Sun:02:00-Sun:03:00");
        assertEquals(List.of(true, false, true), List.of(a.overlaps(b), a.overlaps(c), b.overlaps(c)));
        assertEquals(List.of("Sat:22:00-Sun:02:00 overlaps Sun:01:00-Sun:03:00", "Sun:01:00-Sun:03:00 overlaps Sun:02:00-Sun:03:00"), TimeWindow.findOverlaps(List.of(a, b, c)));
        final RuntimeException error = assertThrows(RuntimeException.class, () -> TimeWindow.parse("Mon 01:00"));
        assertTrue(error.getMessage().contains("TimeWindow: \"Mon 01:00\" is not a time window of the form ddd:hh:mm-ddd:hh:mm"), error.getMessage());
    }

    @Test
    void spotScalingGroupCapacityWeightedInstanceTypesVolumesAnIntegrationAndRollOnChange() {
        final TerraformStack s = stack();
        final SpotScalingGroup g = SpotScalingGroup.Builder.create(s, "Workers")
                .name("workers").product("linux").securityGroups(List.of("sg-1")).minSize(1).maxSize(10).desiredCapacity(3)
                .tags(Map.of("team", "platform")).rollOnChange(true)
                .build();
        g.addInstanceType("m5.large", 2);
        g.addInstanceType("m5.xlarge", 4);
        g.addEbsVolume("/dev/xvda", EbsVolumeOptions.builder().volumeType("gp3").sizeGb(50).throughput(250).build());
        g.addEbsVolume("/dev/xvdb", EbsVolumeOptions.builder().volumeType("io1").sizeGb(100).iops(3000).build());
        g.useKubernetes(KubernetesIntegrationOptions.builder().clusterIdentifier("prod").build());
        final JsonNode resource = Json.synth(s).get("resource");
        Json.assertSameJson(Snapshots.of("cap", "SpotScalingGroup"), resource);
        final JsonNode r = Json.only(resource.get("cap_pubcloud_a_scaling_group"));
        Json.assertContains(Json.parse("{\"min_size\": 1, \"desired_capacity\": 3, \"max_size\": 10, \"fallback_to_ondemand\": true,"
                + " \"instance_types_spot\": [\"m5.large\", \"m5.xlarge\"],"
                + " \"instance_types_weights\": [{\"instance_type\": \"m5.large\", \"weight\": 2}, {\"instance_type\": \"m5.xlarge\", \"weight\": 4}],"
                + " \"integration_kubernetes\": {\"cluster_identifier\": \"prod\", \"integration_mode\": \"pod\", \"autoscale_is_enabled\": true},"
                + " \"tags\": [{\"key\": \"team\", \"value\": \"platform\"}]}"), r);
        Json.assertSameJson(Json.parse("[{\"device_name\": \"/dev/xvda\", \"volume_type\": \"gp3\", \"volume_size\": 50, \"throughput\": 250, \"encrypted\": true, \"delete_on_termination\": true},"
                + " {\"device_name\": \"/dev/xvdb\", \"volume_type\": \"io1\", \"volume_size\": 100, \"iops\": 3000, \"encrypted\": true, \"delete_on_termination\": true}]"),
                r.get("ebs_block_device"));
    }

    @Test
    void spotScalingGroupChecksCapacityAndPercentagesWhenCreated() {
        final JsiiError error = assertThrows(JsiiError.class, () -> SpotScalingGroup.Builder.create(stack(), "G")
                .name("workers").product("linux").securityGroups(List.of("sg-1")).minSize(5).maxSize(10).desiredCapacity(2).spotPercentage(120).build());
        assertTrue(error.getMessage().contains("SpotScalingGroup at 'stack/G' is invalid:\n"), error.getMessage());
        assertTrue(error.getMessage().contains("  - spotPercentage: 120 is out of range; allowed: 0 to 100"), error.getMessage());
        final SpotScalingGroup g = SpotScalingGroup.Builder.create(stack(), "V")
                .name("workers").product("linux").securityGroups(List.of("sg-1")).minSize(1).maxSize(10).build();
        final RuntimeException iops = assertThrows(RuntimeException.class, () -> g.addEbsVolume("/dev/a", EbsVolumeOptions.builder().volumeType("gp2").sizeGb(10).iops(100).build()));
        assertTrue(iops.getMessage().contains("iops: only with volumeType \"io1\" (got \"gp2\")"), iops.getMessage());
    }

    @Test
    void spotClusterCapacityShutdownHoursScheduledRollsAndImageUpdatesHeadroomUpdatePolicyTags() {
        final TerraformStack s = stack();
        final SpotCluster c = SpotCluster.Builder.create(s, "Prod")
                .imageId("img-1").securityGroups(List.of("sg-1")).subnetIds(List.of("subnet-1")).minSize(2).maxSize(20)
                .name("prod")
                .desiredCapacity(4)
                .spotPercentage(80)
                .shutdownHours(List.of(TimeWindow.parse("Sat:00:00-Mon:06:00")))
                .autoscaler(true)
                .autoHeadroomPercentage(10)
                .headroom(HeadroomOptions.builder().cpuPerUnit(1000).memoryPerUnit(2048).numOfUnits(2).build())
                .maxScaleDownPercentage(20)
                .tags(Map.of("env", "prod"))
                .build();
        c.addShutdownWindow(TimeWindow.parse("Wed:01:00-Wed:03:00"));
        c.scheduleRoll("0 3 * * 0", ScheduledRollOptions.builder().comment("weekly refresh").build());
        c.scheduleAmiAutoUpdate("0 4 1 * *", AmiAutoUpdateOptions.builder().patch(true).build());
        final JsonNode resource = Json.synth(s).get("resource");
        Json.assertSameJson(Snapshots.of("cap", "SpotCluster"), resource);
        final JsonNode r = Json.only(resource.get("cap_pubcloud_a_cluster"));
        Json.assertContains(Json.parse("{\"min_size\": 2, \"desired_capacity\": 4, \"max_size\": 20, \"spot_percentage\": 80, \"fallback_to_ondemand\": true,"
                + " \"tags\": [{\"key\": \"env\", \"value\": \"prod\"}]}"), r);
        Json.assertContains(Json.parse("{\"auto_headroom_percentage\": 10, \"autoscale_is_enabled\": true,"
                + " \"autoscale_headroom\": {\"cpu_per_unit\": 1000, \"memory_per_unit\": 2048, \"num_of_units\": 2},"
                + " \"autoscale_down\": {\"max_scale_down_percentage\": 20}}"), r.get("autoscaler"));
        final JsonNode tasks = r.get("scheduled_task");
        final List<String> windows = new ArrayList<>();
        tasks.at("/shutdown_hours/time_windows").elements().forEachRemaining(w -> windows.add(w.asText()));
        assertEquals(List.of("Sat:00:00-Mon:06:00", "Wed:01:00-Wed:03:00"), windows.stream().sorted().collect(java.util.stream.Collectors.toList()));
        final List<String> scheduled = new ArrayList<>();
        tasks.get("tasks").elements().forEachRemaining(t -> scheduled.add(t.get("task_type").asText() + " " + t.get("cron_expression").asText()));
        assertEquals(List.of("amiAutoUpdate 0 4 1 * *", "clusterRoll 0 3 * * 0"), scheduled.stream().sorted().collect(java.util.stream.Collectors.toList()));
    }

    @Test
    void spotClusterRejectsOverlappingWindowsAndOutOfRangePercentagesWhenCreated() {
        final JsiiError error = assertThrows(JsiiError.class, () -> SpotCluster.Builder.create(stack(), "C")
                .imageId("img-1").securityGroups(List.of("sg-1")).subnetIds(List.of("subnet-1")).minSize(2).maxSize(20)
                .autoscaler(true)
                .spotPercentage(101)
                .autoHeadroomPercentage(250)
                .rollBatchMinHealthyPercentage(0)
                .shutdownHours(List.of(TimeWindow.parse("Sat:22:00-Sun:04:00"), TimeWindow.parse("Sun:03:00-Sun:05:00")))
                .build());
        assertTrue(error.getMessage().contains("SpotCluster at 'stack/C' is invalid:\n  - spotPercentage: 101 is out of range; allowed: 0 to 100\n"
                + "  - autoHeadroomPercentage: 250 is out of range; allowed: 0 to 200\n"
                + "  - rollBatchMinHealthyPercentage: 0 is out of range; allowed: 1 to 100\n"
                + "  - shutdownHours: windows must not overlap: Sat:22:00-Sun:04:00 overlaps Sun:03:00-Sun:05:00"), error.getMessage());
        final SpotCluster c = SpotCluster.Builder.create(stack(), "C")
                .imageId("img-1").securityGroups(List.of("sg-1")).subnetIds(List.of("subnet-1")).minSize(2).maxSize(20).build();
        final RuntimeException cron = assertThrows(RuntimeException.class, () -> c.scheduleRoll("every sunday"));
        assertTrue(cron.getMessage().contains("cronExpression: \"every sunday\" is not a Unix cron expression"), cron.getMessage());
        final RuntimeException update = assertThrows(RuntimeException.class, () -> c.scheduleAmiAutoUpdate("0 4 1 * *", AmiAutoUpdateOptions.builder().build()));
        assertTrue(update.getMessage().contains("an image auto-update needs patch or minorVersion true"), update.getMessage());
    }
}
