export * from './codes.ts';
export * from './validation.ts';
export * from './primitives.ts';
export * from './auth.ts';
export * from './roles.ts';
export * from './routes.ts';
export * from './negation.ts';
export * from './shop.ts';
