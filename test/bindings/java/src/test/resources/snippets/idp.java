// Fixture "idp" (docs/idp.md): a stack with the identity provider and the objects the guide's blocks use
// without creating them (the built-in flows, looked up by slug, a sign-in flow and a group).
import com.hashicorp.cdktf.*;
import io.github.cdktftriad.idp.*;
import java.util.List;

public class Snippet {
    public static void run() throws Exception {
        App app = new App();
        TerraformStack stack = new TerraformStack(app, "identity");
        IdpProvider.Builder.create(stack, "idp").url("https://idp.example.com").build();
        DataIdpFlow authorization = DataIdpFlow.Builder.create(stack, "authorization").slug("default-provider-authorization-implicit-consent").build();
        DataIdpFlow invalidation = DataIdpFlow.Builder.create(stack, "invalidation").slug("default-provider-invalidation-flow").build();
        Group staff = Group.Builder.create(stack, "staff").name("staff").build();
        AuthenticationFlow login = AuthenticationFlow.Builder.create(stack, "login").name("login").slug("login").passwordBackends(List.of("backend-inbuilt")).build();

        // <snippet>

        app.synth();
    }
}
