export * from './completion';
export * from './enumerations';
export * from './history';
export * from './model-request';
export * from './presence';
export * from './progress';
export * from './queue';
export * from './workflow';
