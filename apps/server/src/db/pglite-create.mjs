// Creates an embedded database (initdb) in a process of its own: initdb leaves hundreds of MB of WASM
// memory behind that neither PGlite nor a terminated worker thread gives back, but an ended process does.
import { PGlite } from '@electric-sql/pglite';

const created = await PGlite.create(process.argv[2]);
await created.close();
