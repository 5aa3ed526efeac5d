// The spot-capacity package: the provider (module `index`) and one submodule per seed module.
export * from './l1/cap';
export * as pubcloud_a from './l1/cap/pubcloud-a';
export * from './l2/cap';
