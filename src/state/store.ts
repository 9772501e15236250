import { createStore } from 'jotai';

/**
 * The app's one jotai store. Non-React code (the API client's headers and 401 logout, the bridge) reads it
 * here; React reads it through <Provider store>. Tests start each case with a fresh one.
 */
let store = createStore();

export function getAppStore() {
  return store;
}

export function resetAppStore() {
  store = createStore();
  return store;
}
