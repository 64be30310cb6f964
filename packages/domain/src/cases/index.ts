export * from './enumerations';
export * from './model-request';
export * from './workflow';
