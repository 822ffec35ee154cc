import { liveServerMessageSchema } from './messages';

describe('the presence message', () => {
  it('carries the number of viewers, and no seq: it is not part of the map’s history', () => {
    const message = { type: 'presence', data: { viewers: 2 } };
    expect(liveServerMessageSchema.parse(message)).toEqual(message);
    expect(() => liveServerMessageSchema.parse({ ...message, seq: 3 })).toThrow();
    expect(() => liveServerMessageSchema.parse({ type: 'presence', data: { viewers: -1 } })).toThrow();
  });
});
