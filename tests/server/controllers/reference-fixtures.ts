// Waste streams the reference-data controller tests hang their rows on, created through the API so
// the tests do not depend on the demo seed's reference data.
import { api } from '../../helpers/server';

export async function createStream(url: string, adminToken: string, name: string, code: string): Promise<number> {
  const made = await api(url, adminToken, 'POST', '/api/WasteStreams/CreateEntity', { name, code, fate: 'Recycling' });
  if (made.status !== 200) throw new Error(`Waste stream ${name}: ${made.status} ${JSON.stringify(made.body)}`);
  return (made.body as { id: number }).id;
}
