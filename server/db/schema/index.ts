// Every table, re-exported for drizzle-kit and for typed queries.
export * from './users.js';
export * from './sessions.js';
export * from './listings.js';
export * from './icons.js';
export * from './iconpacks.js';
export * from './meta.js';
export * from './snippets.js';
export * from './totp.js';
export * from './devices.js';
export * from './apps.js';
export * from './todos.js';
export * from './pages.js';
export * from './streams.js';
export * from './monitoring.js';
export * from './docker.js';
export * from './feeds.js';
