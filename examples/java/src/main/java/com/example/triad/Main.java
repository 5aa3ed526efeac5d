package com.example.triad;

import com.hashicorp.cdktf.App;

/**
 * The example app in Java (`npx cdktf synth` in examples/java writes cdktf.out/stacks/example/):
 * the same stack as examples/typescript/main.ts.
 */
public final class Main {
    private Main() {
    }

    public static void main(final String[] args) {
        final App app = new App();
        new ExampleStack(app, "example");
        app.synth();
    }
}
