import { seedAgencies, seedClients } from './core';
import { POS_COLLECTIONS, seedPos, type PosClientRecord, type PosLocationRecord, type PosTerminalRecord } from './pos';
import { createRng } from './rng';
import type { Scale } from './types';

const reference = '2026-11-21T12:00:00.000Z';

/** Only the POS part of the seed, over the core clients and agencies (the whole seed is slow at scale large). */
const posSeed = (scale: Scale) => {
  const clients = seedClients();
  const agencies = seedAgencies(clients);
  return seedPos({ rng: createRng(42), scale, referenceDate: reference }, { clients, agencies, users: [] });
};

describe('POS seed', () => {
  it('is deterministic', () => {
    expect(JSON.stringify(posSeed('default'))).toBe(JSON.stringify(posSeed('default')));
  });

  it('gives Springfield and Shelbyville a POS client, Capital City none', () => {
    const clients = posSeed('default')[POS_COLLECTIONS.clients] as unknown as PosClientRecord[];
    expect(clients.map(client => client.brand)).toEqual(['Springfield', 'Shelbyville']);
  });

  it('has about twelve agencies, 40 locations with US addresses and 150 terminals, every location with a terminal', () => {
    const seed = posSeed('default');
    expect(seed[POS_COLLECTIONS.agencies]).toHaveLength(12);
    const locations = seed[POS_COLLECTIONS.locations] as unknown as PosLocationRecord[];
    expect(locations).toHaveLength(40);
    for (const location of locations) {
      expect(location.zipcode).toMatch(/^\d{5}$/);
      expect(location.phone_1).toMatch(/^\(\d{3}\) 555-\d{4}$/);
      expect(['IL', 'TN']).toContain(location.state);
    }
    const terminals = seed[POS_COLLECTIONS.terminals] as unknown as PosTerminalRecord[];
    expect(terminals).toHaveLength(150);
    expect(new Set(terminals.map(terminal => terminal.kiosk_id)).size).toBe(150);
    expect(new Set(terminals.map(terminal => terminal.location_id)).size).toBe(40);
    expect(seed[POS_COLLECTIONS.states]).toHaveLength(51);
  });

  it('gives Springfield more than 500 terminals at the large scale', () => {
    const seed = posSeed('large');
    const locations = seed[POS_COLLECTIONS.locations] as unknown as PosLocationRecord[];
    const springfield = new Set(locations.filter(location => location.client_id === 1).map(location => location.id));
    const terminals = (seed[POS_COLLECTIONS.terminals] as unknown as PosTerminalRecord[]).filter(terminal =>
      springfield.has(terminal.location_id),
    );
    expect(terminals.length).toBeGreaterThanOrEqual(500);
  });
});
