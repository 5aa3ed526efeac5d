export * from './time-window';
export * from './spot-scaling-group';
export * from './spot-cluster';
