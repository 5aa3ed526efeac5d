// Fixture "org-rules" (docs/org-rules.md): the guide's rules apply to "stack", which holds the repo
// provider and a private repository (so a rule of the block judges something and passes); the baseline's
// branch rules are acknowledged, since the repository has no branch restrictions.
import com.hashicorp.cdktf.App;
import com.hashicorp.cdktf.TerraformStack;
import io.github.cdktftriad.repo.RepoProvider;
import io.github.cdktftriad.repo.Repository;
import io.github.cdktftriad.rules.Rules;

public class Snippet {
    public static void run() throws Exception {
        App app = new App();
        TerraformStack stack = new TerraformStack(app, "stack");
        RepoProvider.Builder.create(stack, "repo").build();
        Repository.Builder.create(stack, "web").owner("acme").name("web").isPrivate(true).build();

        // <snippet>

        Rules.acknowledge(stack, "REPO-BRANCH-001", "the fixture's repository has no branch restrictions");
        Rules.acknowledge(stack, "REPO-BRANCH-002", "the fixture's repository has no branch restrictions");
        app.synth();
    }
}
