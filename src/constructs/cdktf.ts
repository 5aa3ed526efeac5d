/**
 * The one place the library imports the cdktf runtime from.
 *
 * Generated L1s and hand-written L2s import `cdktf` from here, never from 'cdktf' directly, so that a
 * build against the maintained community fork (CDK Terrain, `cdktn`) is a change of this line and of
 * the package's peer dependency, not a rewrite.
 */
export * from 'cdktf';
