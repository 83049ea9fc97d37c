import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { CACHE_TAG_KEYS, clearEntityCache, entityQueryKey, invalidateTags, tagsToRefresh } from '../../src/data/cache-tags';
import { entityByKey, ENTITIES } from '../../src/domain/entities';

const harbour = { tenantId: 1, roleId: 3 };
const quay = { tenantId: 2, roleId: 3 };

describe('cache tags', () => {
  it('has a key prefix for the tags spec §7 names and for every entity', () => {
    for (const tag of ['Equipment', 'Portfolio', 'Product', 'WasteType', 'Building', 'Collections', 'Customer', 'User', 'WasteStream']) {
      expect(CACHE_TAG_KEYS[tag]).toEqual(['entity', tag]);
    }
    for (const e of ENTITIES) expect(CACHE_TAG_KEYS[e.cacheTag]).toBeDefined();
  });

  it('keys queries by building and role, so a switch never reads another building’s cache', () => {
    const products = entityByKey('products');
    expect(entityQueryKey(products, harbour, 'byId', 5)).not.toEqual(entityQueryKey(products, quay, 'byId', 5));
    expect(entityQueryKey(products, harbour, 'byId', 5).slice(0, 2)).toEqual(['entity', 'Product']);
  });

  it('refreshes an entity’s own tag and the tags of entities showing it as a lookup label', () => {
    const tags = tagsToRefresh(entityByKey('wasteStreams'));
    expect(tags[0]).toBe('WasteStream');
    expect(tags).toEqual(expect.arrayContaining(['WasteType', 'Product', 'BinType']));
    expect(tags).not.toContain('Customer');
  });

  it('invalidates by tag across scopes and leaves other tags alone; a switch clears everything', async () => {
    const client = new QueryClient();
    const products = entityByKey('products');
    const customers = entityByKey('customers');
    client.setQueryData(entityQueryKey(products, harbour, 'all', {}), []);
    client.setQueryData(entityQueryKey(products, quay, 'grid', {}), { data: [], total: 0 });
    client.setQueryData(entityQueryKey(customers, harbour, 'all', {}), []);
    await invalidateTags(client, ['Product']);
    const stale = client.getQueryCache().findAll().filter((q) => q.state.isInvalidated).map((q) => q.queryKey[1]);
    expect(stale).toEqual(['Product', 'Product']);
    clearEntityCache(client);
    expect(client.getQueryCache().findAll()).toHaveLength(0);
  });
});
