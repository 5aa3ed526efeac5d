// The spot-capacity package: the provider and the types outside any module (module `index`), one
// submodule per module of the package (`pubcloud_a`, `pubcloud_b`, `pubcloud_c`, `ecs_like`), and the
// hand-written L2 constructs.
export * from './l1/cap';
export * as pubcloud_a from './l1/cap/pubcloud-a';
export * as pubcloud_b from './l1/cap/pubcloud-b';
export * as pubcloud_c from './l1/cap/pubcloud-c';
export * as ecs_like from './l1/cap/ecs-like';
export * from './l2/cap';
