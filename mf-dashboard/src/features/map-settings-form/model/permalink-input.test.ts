import { changePermalinkInput } from './permalink-input';

/** Types `keystrokes` one by one into an empty field; returns the final value and how many toasts. */
function typeInto(keystrokes: string[]): { value: string; toasts: number } {
  let value = '';
  let lowered = false;
  let toasts = 0;
  for (const key of keystrokes) {
    const change = changePermalinkInput(value + key, lowered);
    value = change.value;
    lowered = change.lowered;
    if (change.notify) toasts += 1;
  }
  return { value, toasts };
}

describe('changePermalinkInput', () => {
  it('lowers upper-case letters and says so', () => {
    expect(changePermalinkInput('Cafes', false)).toEqual({ value: 'cafes', lowered: true, notify: true });
  });

  it('says nothing when the text needed no change', () => {
    expect(changePermalinkInput('cafes', false)).toEqual({ value: 'cafes', lowered: false, notify: false });
    expect(changePermalinkInput('cafes', true)).toEqual({ value: 'cafes', lowered: false, notify: false });
  });

  it('tells once for capitals typed in a row (Shift held, Caps Lock), not on every keystroke', () => {
    expect(typeInto([...'CAFES'])).toEqual({ value: 'cafes', toasts: 1 });
  });

  it('tells once for a pasted text full of capitals', () => {
    expect(typeInto(['My-Cafes-In-Leeds'])).toEqual({ value: 'my-cafes-in-leeds', toasts: 1 });
  });

  it('tells again for capitals typed after the field was clean', () => {
    expect(typeInto([...'CAFES-', ...'LEEDS'])).toEqual({ value: 'cafes-leeds', toasts: 2 });
    expect(typeInto([...'MyMap'])).toEqual({ value: 'mymap', toasts: 2 });
  });

  it('never tells while only lower case is typed', () => {
    expect(typeInto([...'cafes-2024'])).toEqual({ value: 'cafes-2024', toasts: 0 });
  });
});
