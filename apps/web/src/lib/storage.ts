/** Session storage (this tab only) read and written as JSON; a broken value reads as absent. */
export const tabStorage = {
  read<T>(key: string, parse: (value: unknown) => T | null): T | null {
    try {
      const text = window.sessionStorage.getItem(key);
      return text === null ? null : parse(JSON.parse(text));
    } catch {
      return null;
    }
  },
  write(key: string, value: unknown): void {
    window.sessionStorage.setItem(key, JSON.stringify(value));
  },
  remove(key: string): void {
    window.sessionStorage.removeItem(key);
  },
};
