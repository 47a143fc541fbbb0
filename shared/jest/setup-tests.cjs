require('@testing-library/jest-dom');
const { configure } = require('@testing-library/react');

// findBy… and waitFor give up after 3 s instead of 1 s: on a two-core CI machine running two jest
// workers, the first render of a file (lazy routes, the remote loader) can take more than a second.
// A test that waits for something that never comes still fails, only later.
configure({ asyncUtilTimeout: 3000 });

beforeEach(() => {
  window.localStorage.clear();
});
