export * from './event-types';
export * from './ids';
export * from './signing-secret';
export * from './secret-cipher';
export * from './endpoint-url';
