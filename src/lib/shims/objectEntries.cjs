/* global module */
// node-polyglot (react-admin's translations) requires the object.entries polyfill, which brings eight packages of
// ECMAScript-intrinsics plumbing (about 5 KB gzip) into the app chunk for a function every supported browser has.
module.exports = Object.entries;
