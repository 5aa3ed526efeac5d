// The spot-capacity package: the provider (module `index`), one submodule per seed module, and the
// hand-written L2 constructs.
export * from './l1/cap';
export * as pubcloud_a from './l1/cap/pubcloud-a';
export * as pubcloud_b from './l1/cap/pubcloud-b';
export * as ecs_like from './l1/cap/ecs-like';
export * from './l2/cap';
