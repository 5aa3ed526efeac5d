// The identity package: generated L1 constructs and hand-written L2 constructs.
export * from './l1/idp';
export * from './l2/idp';
