import { afterAll, beforeEach } from 'vitest';
import { expectSchemaUnchanged, resetTestDatabase } from './test-database.ts';

// Every server test starts with the worker's database in the template's state (test-database.ts).
beforeEach(resetTestDatabase);
afterAll(expectSchemaUnchanged);
