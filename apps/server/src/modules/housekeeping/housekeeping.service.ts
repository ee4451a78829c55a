/**
 * Housekeeping: the operator's settings for how long things are kept, and the retention purge of
 * every table that only grows. The game server's own housekeeping (sessions, trial rounds, open
 * rounds) is `gameserver/housekeeping.service.ts`; the scheduler hands it these settings.
 */
export { readSettings, writeSettings } from './housekeeping.settings';
export { LOCK_RETENTION, purgeRetained, RULES as RETENTION_RULES } from './housekeeping.retention';
