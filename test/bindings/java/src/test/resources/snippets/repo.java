// Fixture "repo" (docs/repo.md): a stack with the repository-hosting provider and the objects the
// guide's blocks use without creating them (a repository and a project).
import com.hashicorp.cdktf.*;
import io.github.cdktftriad.repo.*;
import java.util.List;

public class Snippet {
    public static void run() throws Exception {
        App app = new App();
        TerraformStack stack = new TerraformStack(app, "repos");
        RepoProvider.Builder.create(stack, "repo").build();
        HostedRepository web = HostedRepository.Builder.create(stack, "web").workspace("acme").name("web").build();
        RepositoryProject platform = RepositoryProject.Builder.create(stack, "platform").workspace("acme").key("PLAT").name("Platform").build();

        // <snippet>

        app.synth();
    }
}
