import { normalisePlaceName } from './normalise-place-name';

describe('normalisePlaceName', () => {
  it('ignores case and diacritics', () => {
    expect(normalisePlaceName('Zürich')).toBe('zurich');
    expect(normalisePlaceName('SÃO PAULO')).toBe('sao paulo');
    expect(normalisePlaceName('Zürich')).toBe(normalisePlaceName('ZURICH'));
  });

  it('spells out letters that carry no separate accent', () => {
    expect(normalisePlaceName('Łódź')).toBe('lodz');
    expect(normalisePlaceName('Straße')).toBe('strasse');
    expect(normalisePlaceName('Tromsø')).toBe('tromso');
  });

  it('drops apostrophes and turns other punctuation and spacing into single spaces', () => {
    expect(normalisePlaceName("Martha's Vineyard")).toBe('marthas vineyard');
    expect(normalisePlaceName('  Stratford-upon-Avon ')).toBe('stratford upon avon');
    expect(normalisePlaceName('St. Louis')).toBe('st louis');
  });

  it('keeps letters of other scripts', () => {
    expect(normalisePlaceName('Москва')).toBe('москва');
    expect(normalisePlaceName('東京')).toBe('東京');
  });

  it('leaves nothing of a text without letters or digits', () => {
    expect(normalisePlaceName(' ,;- ')).toBe('');
  });
});
