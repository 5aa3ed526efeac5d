export * from './time-window';
export * from './spot-scaling-group';
