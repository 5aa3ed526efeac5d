/**
 * Typed CDK for Terraform constructs for three resource-management packages:
 * identity (`idp`), repository hosting (`repo`) and spot capacity (`cap`).
 *
 * @packageDocumentation
 */
export * as idp from './idp';
export * as repo from './repo';
export * as cap from './cap';
export * as rules from './rules';
export * from './constructs/provider-setting';
export * from './schema-check';
