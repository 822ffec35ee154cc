import { addRefusal, WHO_CAN_ADD, WHO_CAN_ADD_LABELS } from './who-can-add';

describe('who may add locations', () => {
  const visitor = { signedIn: false, isOwner: false };
  const member = { signedIn: true, isOwner: false };
  const owner = { signedIn: true, isOwner: true };

  it('lets anyone add to a map open to anyone with the link', () => {
    for (const adder of [visitor, member, owner]) expect(addRefusal('anyone', adder)).toBeNull();
  });

  it('asks a visitor to sign in on a signed-in-only map, and lets signed-in users and the owner add', () => {
    expect(addRefusal('signed-in', visitor)).toBe('sign-in');
    expect(addRefusal('signed-in', member)).toBeNull();
    expect(addRefusal('signed-in', owner)).toBeNull();
  });

  it('lets only the owner add to an only-me map', () => {
    expect(addRefusal('owner', visitor)).toBe('owner-only');
    expect(addRefusal('owner', member)).toBe('owner-only');
    expect(addRefusal('owner', owner)).toBeNull();
  });

  it('leaves a map without an owner (the demo map) open to all', () => {
    expect(addRefusal('owner', visitor, false)).toBeNull();
    expect(addRefusal('signed-in', visitor, false)).toBeNull();
  });

  it('labels every choice in the product words', () => {
    expect(WHO_CAN_ADD.map((value) => WHO_CAN_ADD_LABELS[value])).toEqual([
      'Anyone with the link',
      'Signed-in users',
      'Only me',
    ]);
  });
});
