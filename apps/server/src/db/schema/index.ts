export * from './audit-events';
export * from './connections';
export * from './institutions';
export * from './login-attempts';
export * from './release-versions';
export * from './roles';
export * from './sessions';
export * from './users';
