// An equipment item's delete retires its files, and a restore brings back the files its delete
// retired. The delete used to retire them after its own transaction had committed the item's
// delete: a restore landing between the two brought the item back, and then the delete's late
// retirement took its files away — a live item without its images. Here a lock on the item's
// attachment rows holds the delete at its retirement long enough for a restore to try; the item
// and its files must come out agreeing. PostgreSQL only: PGlite runs one transaction at a time.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWNER_TYPE } from '../../../src/server/routes/equipment/attachments';
import { api, signIn, startTestServer, type TestServer } from '../../helpers/server';
import { floorScale, pngImage, sendMultipart } from '../controllers/upload-fixtures';

const onPostgres = Boolean(process.env.DATABASE_URL);

describe.skipIf(!onPostgres)('an equipment delete and a restore at the same moment', () => {
  let server: TestServer;
  let owner: string;

  beforeAll(async () => {
    server = await startTestServer();
    owner = await signIn(server.url, 'owner');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('leave the item and its files agreeing', async () => {
    const made = await sendMultipart(server.url, owner, 'POST', '/api/Equipment/CreateEntity', { equipmentItem: JSON.stringify(floorScale(`RACE-${Date.now().toString(36)}`)) }, [
      { name: 'image', bytes: pngImage(2, 2), fileName: 'front.png', type: 'image/png' },
    ]);
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const id = (made.body as { id: number }).id;

    const lock = new pg.Client({ connectionString: server.databaseUrl });
    const look = new pg.Client({ connectionString: server.databaseUrl });
    await Promise.all([lock.connect(), look.connect()]);
    try {
      await lock.query('BEGIN');
      await lock.query('SELECT id FROM attachments WHERE owner_type = $1 AND owner_id = $2 FOR UPDATE', [OWNER_TYPE, id]);
      const deleting = api(server.url, owner, 'DELETE', `/api/Equipment/Delete/${id}`);
      // A restore may only start once the delete is committed: wait for that, up to 1.5 s.
      let committed = false;
      for (const until = Date.now() + 1500; !committed && Date.now() < until; ) {
        committed = (await look.query<{ d: boolean }>('SELECT is_deleted AS d FROM equipment WHERE id = $1', [id])).rows[0]?.d === true;
        if (!committed) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const early = committed ? api(server.url, owner, 'POST', `/api/Equipment/Restore/${id}`) : null;
      if (early) await new Promise((resolve) => setTimeout(resolve, 300));
      await lock.query('COMMIT');
      expect((await deleting).status).toBe(200);
      const restored = early ? await early : await api(server.url, owner, 'POST', `/api/Equipment/Restore/${id}`);
      expect(restored.status).toBe(200);
    } finally {
      await lock.query('ROLLBACK').catch(() => undefined);
      await Promise.all([lock.end(), look.end()]);
    }
    const item = (await api(server.url, owner, 'GET', `/api/Equipment/GetById/${id}`)).body as { images: { fileName: string }[] };
    expect(item.images.map((f) => f.fileName)).toEqual(['front.png']);
  });
});
