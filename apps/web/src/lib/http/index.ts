export * from './client';
export * from './failure-handler';
export * from './http-failure';
