export * from './refs';
export * from './binding-options';
export * from './oauth-application';
export * from './proxy-application';
export * from './notification-route';
export * from './staged-flow';
export * from './managed-outpost';
export * from './flow-brand';
