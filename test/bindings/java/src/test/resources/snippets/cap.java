// Fixture "cap" (docs/cap.md): a stack with the spot-capacity provider and the objects the guide's
// blocks use without creating them (a node-pool cluster).
import com.hashicorp.cdktf.*;
import io.github.cdktftriad.cap.*;
import java.util.List;
import java.util.Map;

public class Snippet {
    public static void run() throws Exception {
        App app = new App();
        TerraformStack stack = new TerraformStack(app, "capacity");
        CapProvider.Builder.create(stack, "cap").build();
        SpotNodePoolCluster pools = SpotNodePoolCluster.Builder.create(stack, "pools")
                .name("prod").controllerClusterId("prod-1a2b3c4d").managedClusterName("prod")
                .managedClusterRegion("region-2").managedResourceGroupName("prod-rg")
                .managedInfrastructureResourceGroupName("prod-nodes-rg").availabilityZones(List.of("1", "2", "3"))
                .minCount(1).maxCount(50).build();

        // <snippet>

        app.synth();
    }
}
