import { EventValidationError } from '@groupmap/contracts';
import { outboxAppendSql } from './append-to-outbox';

const deleted = { mapId: 7, passwordVersion: 1, locationId: 12 };

describe('outboxAppendSql', () => {
  it('checks the payload against its contract before any SQL exists', () => {
    expect(() =>
      outboxAppendSql({
        type: 'maps.location.deleted.v1',
        aggregateId: '7',
        payload: { ...deleted, locationId: 'twelve' } as unknown as typeof deleted,
      }),
    ).toThrow(EventValidationError);
    expect(() =>
      outboxAppendSql({ type: 'maps.location.deleted.v1', aggregateId: '', payload: deleted }),
    ).toThrow(EventValidationError);
  });

  it('appends once per row of the gate it is given, and takes only a plain CTE name as one', () => {
    const gated = outboxAppendSql(
      { type: 'maps.location.deleted.v1', aggregateId: '7', payload: deleted },
      'added',
    );
    expect(gated.sql).toMatch(/select \?::text, 1 from added\s/);
    expect(gated.event).toMatchObject({
      type: 'maps.location.deleted.v1',
      aggregateId: '7',
      payload: deleted,
    });
    const ungated = outboxAppendSql({ type: 'maps.location.deleted.v1', aggregateId: '7', payload: deleted });
    expect(ungated.sql).not.toMatch(/ from added/);
    expect(() =>
      outboxAppendSql(
        { type: 'maps.location.deleted.v1', aggregateId: '7', payload: deleted },
        'added; drop table x',
      ),
    ).toThrow(/not a CTE name/);
  });
});
