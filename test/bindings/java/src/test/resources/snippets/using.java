// Fixture "using" (docs/using.md): the guide's Java fragments are whole apps without their imports (they
// make their App and stack and call app.synth() themselves); these are the imports.
import com.hashicorp.cdktf.*;
import io.github.cdktftriad.idp.*;
import java.util.List;

public class Snippet {
    public static void run() throws Exception {
        // <snippet>
    }
}
