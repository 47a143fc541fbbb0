require('@testing-library/jest-dom');

beforeEach(() => {
  window.localStorage.clear();
});
