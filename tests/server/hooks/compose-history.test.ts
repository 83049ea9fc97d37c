// Hooks built from parts keep every part's linked sets for the record history (compose.ts): a part
// left out would drop its changes from the history without a word.
import { describe, expect, it } from 'vitest';
import type { Db } from '../../../src/server/db/client';
import { compose } from '../../../src/server/routes/hooks/compose';

describe('compose', () => {
  it("merges the parts' linked sets, read one after another", async () => {
    const order: string[] = [];
    const hooks = compose(
      { linkedForHistory: async () => (order.push('files'), { images: { label: 'Images', names: ['a.png'] } }) },
      { afterRead: (row) => row },
      { linkedForHistory: async () => (order.push('links'), { tenantIds: { label: 'Buildings', names: ['Harbour Tower'] } }) },
    );
    expect(await hooks.linkedForHistory?.({} as Db, 1)).toEqual({
      images: { label: 'Images', names: ['a.png'] },
      tenantIds: { label: 'Buildings', names: ['Harbour Tower'] },
    });
    expect(order).toEqual(['files', 'links']);
    expect(compose({ afterRead: (row) => row }).linkedForHistory).toBeUndefined();
  });
});
