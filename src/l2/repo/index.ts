export * from './refs';
export * from './repository-webhook';
export * from './protected-branch';
export * from './git-flow-branching-model';
export * from './scheduled-pipeline';
export * from './hosted-repository';
