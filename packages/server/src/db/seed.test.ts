import { openDatabase } from './database.ts';
import { databaseContract } from './testing/databaseContract.ts';

// Migrations, demo seed, constraints and search on the embedded default: in-memory PGlite.
databaseContract('in-memory PGlite', () => openDatabase({ dataDir: 'memory://' }));
