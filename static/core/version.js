// @ts-check
// The version of this front end. The engine worker refuses to serve a page of another version
// (the page and its engine always come from the same deployment). Kept equal to package.json's
// "version" and py/handicap/version.py's __version__ (tests/engine/test_versions.py checks).
export const VERSION = "0.1.0";
