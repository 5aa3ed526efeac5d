// The repository-hosting package: generated L1 constructs and hand-written L2 constructs.
export * from './l1/repo';
export * from './l2/repo';
