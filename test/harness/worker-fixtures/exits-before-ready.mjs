// A worker entry that ends without ever saying 'ready' (no error at all).
process.exit(0);
