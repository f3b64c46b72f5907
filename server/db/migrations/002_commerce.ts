// STUB (owner: COMMERCE) - replace with the real schema.
export default { version: 2, sql: 'SELECT 1;' };
