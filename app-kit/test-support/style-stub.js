// What a stylesheet import gives a unit test: nothing. The browser build (rspack's native CSS) is
// where styles apply; node cannot parse them.
module.exports = {};
