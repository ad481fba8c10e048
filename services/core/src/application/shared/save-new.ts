/**
 * Saves a freshly created record; when two first requests race (two tabs, a double click) the loser's insert fails on
 * the unique key, so the record the winner stored is returned instead of an error.
 */
export async function saveNewOrReuse<T>(
  record: T,
  save: (record: T) => Promise<void>,
  findExisting: () => Promise<T | null>,
): Promise<T> {
  try {
    await save(record);
    return record;
  } catch (error) {
    const existing = await findExisting();
    if (existing) return existing;
    throw error;
  }
}
