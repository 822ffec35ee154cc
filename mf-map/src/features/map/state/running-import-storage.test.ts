import { clearRunningImport, loadRunningImport, saveRunningImport } from './running-import-storage';

/** sessionStorage's interface over a Map. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('the running import, remembered per map', () => {
  it('keeps one import id per map until it is cleared', () => {
    const store = memoryStorage();
    saveRunningImport(3, 'import-a', store);
    saveRunningImport(4, 'import-b', store);
    expect(loadRunningImport(3, store)).toBe('import-a');
    clearRunningImport(3, store);
    expect(loadRunningImport(3, store)).toBeNull();
    expect(loadRunningImport(4, store)).toBe('import-b');
  });

  it('remembers nothing, and breaks nothing, without storage', () => {
    expect(loadRunningImport(3, null)).toBeNull();
    const refusing = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => saveRunningImport(3, 'import-a', refusing)).not.toThrow();
  });
});
