// A worker entry that fails while loading, like a package copy whose worker cannot import its modules.
throw new Error('cannot load the agents module (test fixture)');
