/**
 * Group commit: calls that arrive while a group is being written wait and are written
 * together as the next group, so N concurrent requests cost one round of statements
 * instead of N. Each statement against the store has a fixed cost (a round trip to the
 * server, or a pass through the embedded engine) that dwarfs one row's; under load the
 * groups grow by themselves, and an idle service writes each call at the next turn of the
 * event loop. A failure of the whole group (the store is down) rejects every call in it.
 */
export function groupCommit<I, O>(write: (items: I[]) => Promise<O[]>, maxGroup = 256) {
  let waiting: Array<{ item: I; resolve: (value: O) => void; reject: (error: unknown) => void }> = [];
  let writing = false;

  const drain = async () => {
    while (waiting.length > 0) {
      const group = waiting.slice(0, maxGroup);
      waiting = waiting.slice(maxGroup);
      try {
        const values = await write(group.map((g) => g.item));
        group.forEach((g, i) => g.resolve(values[i]!));
      } catch (error) {
        for (const g of group) g.reject(error);
      }
    }
    writing = false;
  };

  return (item: I) =>
    new Promise<O>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      if (writing) return;
      writing = true;
      // The calls of this turn of the event loop join the first group.
      setImmediate(() => void drain());
    });
}
