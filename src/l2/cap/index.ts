export * from './time-window';
export * from './spot-scaling-group';
export * from './spot-cluster';
export * from './stateful-spot-instance';
export * from './spot-app-platform';
export * from './spot-map-reduce-scaler';
export * from './spot-node-pool-cluster';
export * from './refs';
