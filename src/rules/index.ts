/**
 * Org rules at synth: rules, rule packs (the shipped baselines and your own), findings as
 * annotations, acknowledgements with a reason, and a findings report per stack (JSON and SARIF).
 */
export * from './rule';
export * from './subject';
export * from './pack';
export * from './packs';
export * from './engine';
