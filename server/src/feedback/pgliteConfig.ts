/**
 * PostgreSQL settings for the embedded store. The feedback table is small and its traffic light:
 * 16 MB of shared buffers (PostgreSQL's default is 128 MB, all of it resident in PGlite's memory)
 * hold it many times over.
 */
export const PGLITE_CONFIG = ['shared_buffers = 16MB'];
